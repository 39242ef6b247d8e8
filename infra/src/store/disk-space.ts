/**
 * Whether the disk under the embedded store has room, as its writes, statfs and a probe file
 * find: a full disk refuses writes with a StorageFullError and readiness until space is freed,
 * and nothing needs a restart to notice that it was.
 */
import { open, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageFull, StorageFullError } from './port.js';

/** What a probe writes; below this much free space the store counts itself as short of room. */
const PROBE_BYTES = 64 * 1024;
/** Room a compaction leaves for the writes that come meanwhile, beyond its copy of the datafile. */
export const COMPACTION_HEADROOM_BYTES = 1024 * 1024;

const PROBE_FILE = '.space-probe';

/** The bytes an unprivileged writer may still use on the file system of `dir`; null where statfs cannot tell. */
async function freeBytes(dir: string): Promise<number | null> {
  try {
    const fs = await statfs(dir);
    return fs.bavail * fs.bsize;
  } catch {
    return null;
  }
}

/** Writes and flushes PROBE_BYTES, then removes them: what a write would meet now. */
async function probe(dir: string): Promise<void> {
  const path = join(dir, PROBE_FILE);
  try {
    const file = await open(path, 'w');
    try {
      await file.writeFile(Buffer.alloc(PROBE_BYTES));
      // Some file systems (ext4's delayed allocation, quotas) only refuse at the flush.
      await file.datasync();
    } finally {
      await file.close();
    }
  } finally {
    await rm(path, { force: true });
  }
}

export class DiskRoom {
  /** Set by a write the disk refused (or by statfs), until a probe or a write succeeds. */
  private short = false;

  constructor(private readonly dir: string) {}

  /** What to throw for a failed write: a StorageFullError when the disk had no room for it, else the error itself. */
  failed(error: unknown): unknown {
    if (!isStorageFull(error)) return error;
    this.short = true;
    if (error instanceof StorageFullError) return error;
    const why = error instanceof Error ? error.message : String(error);
    return new StorageFullError(
      `No room left on the disk holding ${this.dir} for a write (${why}); nothing of it was kept, and it succeeds again once space is freed.`,
      { cause: error },
    );
  }

  /** A write reached the disk: there is room again. */
  wrote(): void {
    this.short = false;
  }

  /**
   * For readiness, polled while no writes come: throws a StorageFullError while the disk is short
   * of room. Once it was, a probe write must succeed before it counts as having room again.
   */
  async check(): Promise<void> {
    if (!this.short) {
      const free = await freeBytes(this.dir);
      if (free === null || free >= PROBE_BYTES) return;
      this.short = true;
    }
    try {
      await probe(this.dir);
    } catch (error) {
      throw this.failed(error);
    }
    this.short = false;
  }

  /**
   * Runs nedb's compaction of `path` (it writes `path~` whole, then renames it over `path`) if the
   * disk has room for that copy and COMPACTION_HEADROOM_BYTES besides; a copy could otherwise take
   * the last room the writes need. Resolves with null once compacted, or with why it did not:
   * skipped for room, or refused by a full disk, which leaves `path` whole and no `path~`. Other
   * failures throw.
   */
  async compact(path: string, run: () => Promise<void>): Promise<string | null> {
    const size = (await stat(path).catch(() => null))?.size ?? 0;
    const free = await freeBytes(this.dir);
    if (free !== null && free < size + COMPACTION_HEADROOM_BYTES)
      return `its copy needs ${size} bytes and ${COMPACTION_HEADROOM_BYTES} to spare, and ${free} are free`;
    try {
      await run();
      return null;
    } catch (error) {
      // nedb leaves the copy it was writing: it would only hold room, and `path` is still whole.
      await rm(`${path}~`, { force: true });
      const failure = this.failed(error);
      if (!(failure instanceof StorageFullError)) throw failure;
      return failure.message;
    }
  }
}
