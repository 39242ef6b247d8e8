/** Starting engines detached from this script, and finding and stopping them again by pid. */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): Promise<string> {
  return new Promise((resolvePromise) => {
    execFile('ps', ['-o', 'args=', '-p', String(pid)], (error, stdout) =>
      resolvePromise(error ? '' : stdout),
    );
  });
}

/**
 * Whether the recorded pid is still our engine: after a reboot or a crash the number may belong to
 * another process, which must be neither counted nor signalled. Every engine's command line names
 * its own folder under ENGINES_HOME.
 */
export async function isOurs(pid: number | undefined, marker: string): Promise<boolean> {
  return pid !== undefined && isAlive(pid) && (await commandLine(pid)).includes(marker);
}

/**
 * Starts a server in its own session with output appended to `logFile`, and lets this script exit
 * without it: the engines outlive `pnpm engines up`.
 */
export function startDetached(command: string, args: string[], cwd: string, logFile: string): ChildProcess {
  const log = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', log, log] });
    child.unref();
    return child;
  } finally {
    closeSync(log);
  }
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopProcess(pid: number, graceMs: number): Promise<'stopped' | 'killed'> {
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return 'stopped';
    await sleep(200);
  }
  process.kill(pid, 'SIGKILL');
  // Bounded: where nothing reaps orphans (some container inits), a killed process stays a zombie.
  const reaped = Date.now() + 2000;
  while (isAlive(pid) && Date.now() < reaped) await sleep(100);
  return 'killed';
}
