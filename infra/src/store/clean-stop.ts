/**
 * A clean stop's record: the store's files as a stop left them once every datafile was compacted
 * and the journal applied. A start that finds every file exactly so (size, modification and change
 * times, inode) need not read them all for damage (store-files.ts), which with a year of history
 * was the larger part of start-up. A start removes the record as it reads it, so a run that does
 * not stop cleanly (a crash, `kill -9`) leaves none, and the start after it checks everything.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flushSync } from './durable.js';

const RECORD = 'clean-stop.json';

type Listing = Record<string, [size: number, mtimeMs: number, ctimeMs: number, ino: number]>;

function listing(dir: string): Listing {
  const files: Listing = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name === RECORD) continue;
    const { size, mtimeMs, ctimeMs, ino } = statSync(join(dir, entry.name));
    files[entry.name] = [size, mtimeMs, ctimeMs, ino];
  }
  return files;
}

/**
 * Records the files of `dir` as a clean stop leaves them, flushed. A record that cannot be written
 * (a full disk) is left out: the next start reads everything, as after a crash.
 */
export function recordCleanStop(dir: string): void {
  const path = join(dir, RECORD);
  try {
    writeFileSync(path, JSON.stringify(listing(dir)));
    flushSync(path);
    flushSync(dir);
  } catch {
    rmSync(path, { force: true });
  }
}

/**
 * Whether the files of `dir` are as the last clean stop left them; the record is gone (flushed)
 * before this returns, whatever it says.
 */
export function takeCleanStop(dir: string): boolean {
  const path = join(dir, RECORD);
  let recorded: string;
  try {
    recorded = readFileSync(path, 'utf8');
  } catch {
    return false;
  }
  rmSync(path, { force: true });
  flushSync(dir);
  let stopped: Listing;
  try {
    stopped = JSON.parse(recorded) as Listing;
  } catch {
    return false;
  }
  const now = listing(dir);
  const names = Object.keys(now);
  return (
    names.length === Object.keys(stopped).length &&
    names.every((name) => now[name]?.join() === stopped[name]?.join())
  );
}
