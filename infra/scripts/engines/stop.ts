/** `stop <name>` (an outage to test against; `up` restarts it with its data) and `down` (all, data too). */
import { rm } from 'node:fs/promises';
import type { Engine } from './engine.js';
import { ENGINES, engineRun } from './engines.js';
import { removeEnvFile } from './env-file.js';
import { HOME_DIR } from './environment.js';
import { say, secondsSince } from './log.js';
import { isOurs, stopProcess } from './processes.js';
import { readState, type State, writeState } from './state.js';

/** Stops the engine if it runs; reports whether the state changed. */
async function stopEngine(engine: Engine, state: State): Promise<boolean> {
  const record = state[engine.name];
  if (record?.pid === undefined || !(await isOurs(record.pid, engineRun(engine.name, record).dir))) {
    say(`${engine.name}: not running`);
    return false;
  }
  const start = performance.now();
  const how = await stopProcess(record.pid, engine.stopGraceMs);
  say(
    how === 'stopped'
      ? `${engine.name}: stopped pid ${record.pid} in ${secondsSince(start)}`
      : `${engine.name}: pid ${record.pid} ignored SIGTERM for ${engine.stopGraceMs / 1000}s; killed`,
  );
  delete record.pid;
  return true;
}

export async function stop(engine: Engine): Promise<void> {
  const state = await readState();
  if (await stopEngine(engine, state)) await writeState(state);
}

export async function down(): Promise<void> {
  const state = await readState();
  await Promise.all(ENGINES.map((engine) => stopEngine(engine, state)));
  await rm(HOME_DIR, { recursive: true, force: true });
  await removeEnvFile();
  say(`removed ${HOME_DIR} and the .engines.env it described`);
}
