/**
 * Flushing files and directories to disk, appending to a file whole or not at all, and replacing
 * a file whole, for the store's datafiles, repairs and journal.
 */
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Flushes a file or a directory; a platform that cannot flush a directory leaves the file's own flush. */
export function flushSync(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } catch (error) {
    if (
      !(
        error instanceof Error &&
        'code' in error &&
        ['EINVAL', 'EPERM', 'EISDIR'].includes(String(error.code))
      )
    )
      throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces `path` with `text` as nedb's compaction does: `path~` first, flushed, then renamed over
 * it. A crash in between leaves both, which start-up reads as a compaction cut short (`path` whole).
 */
export function replaceFileSync(path: string, text: string): void {
  const copy = `${path}~`;
  try {
    writeFileSync(copy, text, 'utf8');
    flushSync(copy);
  } catch (error) {
    // A copy cut short by a full disk would only hold space, and `path` is still whole.
    rmSync(copy, { force: true });
    throw error;
  }
  renameSync(copy, path);
  flushSync(dirname(path));
}

/** An append that failed and could not be cut back either: the file may end in part of it. */
const notTakenBack = (path: string, error: unknown, undoError: unknown) =>
  new AggregateError(
    [error, undoError],
    `${path} could not be appended to, nor cut back to its size before: it may end in part of the append`,
  );

/**
 * Appends `data` to `path` (made if missing) and, with `flush`, flushes it; resolves with the size
 * the file had before. A failed append (a full disk can take part of it before it refuses the
 * rest) is cut back to that size, so no partial line ever stays for a later append to leave in
 * the middle.
 */
export async function appendWhole(path: string, data: string, flush: boolean): Promise<number> {
  const file = await open(path, 'a');
  try {
    const { size } = await file.stat();
    try {
      await file.appendFile(data, 'utf8');
      if (flush) await file.datasync();
    } catch (error) {
      await cutBack(path, size, error);
      throw error;
    }
    return size;
  } finally {
    await file.close();
  }
}

/** Takes an append back: `path` is cut back to `size`, the size it had before; `error` is why. */
export async function cutBack(path: string, size: number, error: unknown): Promise<void> {
  try {
    await truncate(path, size);
  } catch (undoError) {
    throw notTakenBack(path, error, undoError);
  }
}

/** appendWhole for start-up's repairs and replays, which run before anything else may write; always flushes. */
export function appendWholeSync(path: string, data: string): void {
  const fd = openSync(path, 'a');
  try {
    const { size } = fstatSync(fd);
    try {
      writeFileSync(fd, data, 'utf8');
      fdatasyncSync(fd);
    } catch (error) {
      try {
        ftruncateSync(fd, size);
      } catch (undoError) {
        throw notTakenBack(path, error, undoError);
      }
      throw error;
    }
  } finally {
    closeSync(fd);
  }
}
