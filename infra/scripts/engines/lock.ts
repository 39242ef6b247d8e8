/**
 * One engines command at a time per ENGINES_HOME: two `up`s at once (say, two test runs) would
 * each start the same engine and record only one pid, leaving the other running out of reach.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HOME_DIR } from './environment.js';
import { say } from './log.js';
import { isAlive } from './processes.js';

const LOCK_FILE = join(HOME_DIR, 'lock');

async function holder(): Promise<number | undefined> {
  const pid = Number(await readFile(LOCK_FILE, 'utf8').catch(() => ''));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function withLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(HOME_DIR, { recursive: true, mode: 0o700 });
  let told = false;
  for (;;) {
    try {
      await writeFile(LOCK_FILE, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await holder();
      // A command that was killed leaves its lock behind.
      if (pid === undefined || !isAlive(pid)) {
        await rm(LOCK_FILE, { force: true });
        continue;
      }
      if (!told) say(`waiting for the engines command running as pid ${pid}…`);
      told = true;
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK_FILE, { force: true });
  }
}
