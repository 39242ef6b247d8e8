/** `status`: one line per engine. */
import { ENGINES, engineRun } from './engines.js';
import { say } from './log.js';
import { HOST, portAnswers } from './ports.js';
import { isOurs } from './processes.js';
import { readState } from './state.js';

export async function status(): Promise<void> {
  const state = await readState();
  for (const engine of ENGINES) {
    const record = state[engine.name];
    const installed = (await engine.installed()) ? '' : ' (not installed)';
    if (!record) {
      say(`${engine.name.padEnd(8)} stopped  ${engine.label}${installed}`);
      continue;
    }
    const alive = await isOurs(record.pid, engineRun(engine.name, record).dir);
    const answering = alive && (await portAnswers(record.ports[engine.portNames[0]] as number));
    const condition = answering ? 'running' : alive ? 'starting' : 'stopped';
    const ports = Object.entries(record.ports)
      .map(([role, port]) => `${role} ${HOST}:${port}`)
      .join(', ');
    say(
      `${engine.name.padEnd(8)} ${condition.padEnd(8)} pid ${alive ? record.pid : '-'}  ${ports}  ${engine.label}${installed}`,
    );
  }
}
