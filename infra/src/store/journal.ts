/**
 * The transaction journal of the embedded store: each commit is one checksummed line, flushed
 * before any of its writes reaches a datafile, so a transaction is on disk whole or not at all.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { open, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

const recordSchema = z.object({
  id: z.string(),
  /** The final state of every document the transaction touched, as datafile lines: replaying is idempotent. */
  writes: z.array(z.object({ collection: z.string(), lines: z.array(z.string()) })),
});
export type JournalRecord = z.infer<typeof recordSchema>;

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 32);

/** `\n<checksum> <json>\n`: the leading newline keeps a record apart from a torn one before it. */
export function encodeRecord(record: JournalRecord): string {
  const json = JSON.stringify(record);
  return `\n${checksum(json)} ${json}\n`;
}

/** The complete records in `text`, in order; a torn one (a crash mid-append) fails its checksum and is skipped. */
export function decodeRecords(text: string): JournalRecord[] {
  const records: JournalRecord[] = [];
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    if (space < 0 || line.slice(0, space) !== checksum(json)) continue;
    const parsed = recordSchema.safeParse(JSON.parse(json));
    if (!parsed.success)
      throw new Error(`the store journal holds a record of an unknown shape: ${json.slice(0, 200)}`);
    records.push(parsed.data);
  }
  return records;
}

function flush(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } catch (error) {
    // Some platforms cannot flush a directory; the file's own flush still holds.
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

export class Journal {
  /** Bytes appended since the journal was last emptied; null when a failed append may have left some behind. */
  private size: number | null = 0;

  private constructor(private readonly path: string) {}

  /**
   * Opens the journal at `path`, first handing every complete record a crash left in it to
   * `replay` (which must make it durable), then emptying it.
   */
  static openSync(path: string, replay: (record: JournalRecord) => void): Journal {
    if (existsSync(path)) {
      for (const record of decodeRecords(readFileSync(path, 'utf8'))) replay(record);
      truncateSync(path, 0);
      flush(path);
    } else {
      writeFileSync(path, '');
      flush(path);
      flush(dirname(path));
    }
    return new Journal(path);
  }

  /** Appends one record and flushes it: the commit point. On failure no part of it stays behind. */
  async append(record: JournalRecord): Promise<void> {
    const bytes = Buffer.from(encodeRecord(record), 'utf8');
    const before = this.size;
    const file = await open(this.path, 'a');
    try {
      await file.appendFile(bytes);
      await file.datasync();
      if (before !== null) this.size = before + bytes.length;
    } catch (error) {
      try {
        await truncate(this.path, before ?? 0);
      } catch (undoError) {
        this.size = null;
        throw new AggregateError(
          [error, undoError],
          'the store journal could not be written, nor taken back: after a restart this transaction may be there',
        );
      }
      throw error;
    } finally {
      await file.close();
    }
  }

  /** Empties the journal once every record in it is in the datafiles. */
  async clear(): Promise<void> {
    if (this.size === 0) return;
    await truncate(this.path, 0);
    this.size = 0;
  }
}
