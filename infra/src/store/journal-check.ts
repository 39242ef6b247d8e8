/**
 * The journal at start-up or under `pnpm admin store check`: complete records are committed
 * transactions, replayed into the datafiles before it is emptied; a record cut short at the end
 * was never acknowledged and goes (kept in DATA_DIR/recovered/<time>/); any other bad line is damage.
 */
import { existsSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { appendLinesSync, datafilePath } from './datafile.js';
import { flushSync } from './durable.js';
import {
  type CheckMode,
  excerpt,
  type FileCheck,
  type Finding,
  lineAt,
  plural,
  printable,
  refusal,
} from './findings.js';
import { JOURNAL_FILE, scanJournal } from './journal.js';
import type { Recovery } from './recovery.js';

export interface JournalCheck {
  check: FileCheck;
  /** Collections the replay appended to. */
  replayed: string[];
}

/** Checks the journal in `dir`, if there is one; by `mode`, repairs it and replays its records (final states: idempotent). */
export function checkJournal(dir: string, mode: CheckMode, recovery: Recovery): JournalCheck | null {
  const path = join(dir, JOURNAL_FILE);
  if (!existsSync(path)) return null;
  const scan = scanJournal(readFileSync(path, 'utf8'));
  const bad: Finding[] = scan.bad.map((row) => ({
    file: path,
    at: lineAt(row.line),
    problem: `${row.why}: ${excerpt(row.text)}`,
  }));
  const torn: Finding[] = scan.torn
    ? [
        {
          file: path,
          at: lineAt(scan.torn.line),
          problem: 'the last record, cut short by a kill before its commit',
        },
      ]
    : [];
  const pending: Finding[] =
    scan.records.length > 0
      ? [
          {
            file: path,
            at: '',
            problem: `${plural(scan.records.length, 'committed transaction')} not yet known to be in the datafiles: ${scan.records.map((r) => printable(r.id)).join(', ')}`,
          },
        ]
      : [];
  const check: FileCheck = {
    file: path,
    summary: [
      plural(scan.records.length + scan.bad.length + (scan.torn ? 1 : 0), 'line'),
      plural(scan.records.length, 'committed transaction'),
      plural(scan.bad.length, 'bad line'),
      scan.torn ? 'a torn last record' : 'no torn last record',
    ].join(', '),
    findings: [...bad, ...torn, ...pending],
  };
  if (mode === 'inspect' || check.findings.length === 0) return { check, replayed: [] };
  if (mode === 'start' && bad.length > 0) throw refusal(bad);
  if (bad.length > 0 || torn.length > 0) {
    const original = recovery.shown(recovery.keep(path));
    const lines = recovery.shown(recovery.keepLines(path, [...scan.bad, ...(scan.torn ? [scan.torn] : [])]));
    for (const f of [...bad, ...torn])
      f.repaired = `moved to ${lines} (the whole file as it was: ${original})`;
  }
  const replayed = new Set<string>();
  for (const record of scan.records)
    for (const { collection, lines } of record.writes) {
      if (lines.length === 0) continue;
      appendLinesSync(datafilePath(dir, collection), lines);
      replayed.add(collection);
    }
  truncateSync(path, 0);
  flushSync(path);
  for (const f of pending) f.repaired = 'replayed into the datafiles';
  return { check, replayed: [...replayed] };
}
