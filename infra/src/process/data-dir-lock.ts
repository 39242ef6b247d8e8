/**
 * One process at a time on a DATA_DIR. A process that wants it creates a claim of its own,
 * DATA_DIR/.lock/<pid>-<start>-<boot>.json, exclusively (O_EXCL), and only then looks at the
 * others: a claim of a running process means the directory is taken, and it withdraws its own;
 * a claim whose process has ended (SIGKILL, a power cut) is removed. As every process writes its
 * claim before it looks, two starts racing can both withdraw but never both win; and as no two
 * processes ever write the same name (pid, start time and boot), removing a dead one's claim can
 * never remove a live one's.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isStorageFull } from '../store/port.js';
import { bootId, isRunning, readProcStat } from './proc-stat.js';

const LOCK_DIR = '.lock';
const CLAIM = /^(\d+)-(t?\d+)-([0-9a-f]+|any)\.json$/;

/** DATA_DIR is held by another process (or, already, by this one). */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly root: string,
    readonly pid: number,
    holder: string,
  ) {
    super(`DATA_DIR ${root} is in use by process ${pid} (${holder}); stop it first.`);
  }
}

export interface DataDirLock {
  /** Gives DATA_DIR up; the process's exit gives it up too, should it end without this. */
  release(): void;
}

/** This process's claim: /proc's start time where there is one, else the clock's. */
function ownClaim() {
  const ticks = readProcStat(process.pid)?.startTicks;
  const start = ticks === undefined ? `t${Math.round(performance.timeOrigin)}` : String(ticks);
  const boot = bootId()?.slice(0, 8) ?? 'any';
  return { name: `${process.pid}-${start}-${boot}.json`, boot };
}

const { name: ownName, boot: ownBoot } = ownClaim();

/** Whether the process that wrote claim `name` is still running (on this boot, the same one). */
function claimLive(name: string): boolean {
  const [, pid, start, boot] = CLAIM.exec(name) ?? [];
  if (pid === undefined || start === undefined || boot !== ownBoot) return false;
  return isRunning(Number(pid), start.startsWith('t') ? undefined : Number(start));
}

/** Who wrote a claim, as it said; a claim being written this instant may still be empty. */
function holderOf(file: string): string {
  try {
    const said = JSON.parse(readFileSync(file, 'utf8')) as { holder?: unknown };
    return typeof said.holder === 'string' ? said.holder : 'another process';
  } catch {
    return 'another process';
  }
}

const removed = (file: string) => {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
};

/** The claims this process holds, given up when it exits whichever way. */
const held = new Set<string>();
process.on('exit', () => {
  for (const file of held) removed(file);
});

/**
 * Takes DATA_DIR (`root`) for this process, or throws DataDirInUseError naming the process that
 * has it. `holder` says what this process is, for the message another one would print.
 */
export function lockDataDir(root: string, holder: string): DataDirLock {
  const dir = join(root, LOCK_DIR);
  mkdirSync(dir, { recursive: true });
  const own = join(dir, ownName);
  let fd: number;
  try {
    fd = openSync(own, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new DataDirInUseError(root, process.pid, holderOf(own));
    throw error;
  }
  held.add(own);
  try {
    writeSync(fd, `${JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() })}\n`);
  } catch (error) {
    // The claim is its name: on a full disk it holds without the words naming its holder.
    if (!isStorageFull(error)) {
      held.delete(own);
      closeSync(fd);
      removed(own);
      throw error;
    }
  }
  closeSync(fd);
  const release = () => {
    held.delete(own);
    removed(own);
  };
  for (const name of readdirSync(dir)) {
    if (name === ownName || !CLAIM.test(name)) continue;
    const other = join(dir, name);
    if (!claimLive(name)) {
      removed(other);
      continue;
    }
    const holderSaid = holderOf(other);
    release();
    throw new DataDirInUseError(root, Number(name.split('-')[0]), holderSaid);
  }
  return { release };
}
