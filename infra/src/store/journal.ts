/**
 * The transaction journal of the embedded store: each commit is one checksummed line, flushed
 * before any of its writes reaches a datafile, so a transaction is on disk whole or not at all.
 * Start-up (store-files.ts) replays what a crash left in it and empties it before it is opened.
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { COLLECTION_NAME, safeLine } from './datafile.js';
import { appendWhole, flushSync } from './durable.js';
import { isCutJsonObject } from './json-prefix.js';
import type { LineRef } from './recovery.js';

export const JOURNAL_FILE = 'transactions.journal';

const recordSchema = z.object({
  id: z.string(),
  /** The final state of every document the transaction touched, as datafile lines: replaying is idempotent. */
  writes: z.array(z.object({ collection: z.string().regex(COLLECTION_NAME), lines: z.array(z.string()) })),
});
export type JournalRecord = z.infer<typeof recordSchema>;

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 32);

/** `\n<checksum> <json>\n`: the leading newline keeps a record apart from a torn one before it. */
export function encodeRecord(record: JournalRecord): string {
  const json = safeLine(JSON.stringify(record));
  return `\n${checksum(json)} ${json}\n`;
}

export interface JournalScan {
  /** Complete records, in commit order. */
  records: JournalRecord[];
  /** Lines that are no complete record: damage, since a record is appended whole or cut short at the end. */
  bad: Array<LineRef & { why: string }>;
  /** The last record, cut short by a kill before its commit point: never acknowledged. */
  torn: LineRef | null;
}

/** Whether an unfinished last line is the beginning of a record. */
function isCutRecord(text: string): boolean {
  const space = text.indexOf(' ');
  if (space < 0) return /^[0-9a-f]{0,32}$/.test(text);
  return /^[0-9a-f]{32}$/.test(text.slice(0, space)) && isCutJsonObject(text.slice(space + 1));
}

/** Reads a journal's text line by line. */
export function scanJournal(text: string): JournalScan {
  const scan: JournalScan = { records: [], bad: [], torn: null };
  const rows = text.split('\n');
  rows.forEach((line, i) => {
    if (line === '') return;
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    if (space < 0 || line.slice(0, space) !== checksum(json)) {
      if (i === rows.length - 1 && isCutRecord(line)) scan.torn = { line: i + 1, text: line };
      else scan.bad.push({ line: i + 1, text: line, why: 'its checksum does not match' });
      return;
    }
    const parsed = recordSchema.safeParse(JSON.parse(json));
    if (parsed.success) scan.records.push(parsed.data);
    else scan.bad.push({ line: i + 1, text: line, why: 'a record of a shape this version does not know' });
  });
  return scan;
}

export class Journal {
  /** Whether the journal is known to be empty: not once an append was tried, which may have failed. */
  private empty = true;

  private constructor(private readonly path: string) {}

  /** Opens the journal at `path`, which start-up has emptied (or creates it). */
  static openSync(path: string): Journal {
    if (!existsSync(path)) {
      writeFileSync(path, '');
      flushSync(path);
      flushSync(dirname(path));
    }
    return new Journal(path);
  }

  /** Appends one record and flushes it: the commit point. On failure no part of it stays behind. */
  async append(record: JournalRecord): Promise<void> {
    this.empty = false;
    await appendWhole(this.path, encodeRecord(record), true);
  }

  /** Empties the journal once every record in it is in the datafiles. */
  async clear(): Promise<void> {
    if (this.empty) return;
    await truncate(this.path, 0);
    this.empty = true;
  }
}
