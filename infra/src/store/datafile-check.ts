/**
 * One datafile at start-up or under `pnpm admin store check`: what would stop nedb's load or
 * lose data silently, and its repair, which first keeps the file in DATA_DIR/recovered/<time>/.
 */
import { readFileSync, truncateSync } from 'node:fs';
import { appendLinesSync, datafileLine, safeLine } from './datafile.js';
import { type DatafileScan, type Duplicate, scanDatafile } from './datafile-scan.js';
import { flushSync, replaceFileSync } from './durable.js';
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
import type { LineRef, Recovery } from './recovery.js';

/** `doc` without `field` (a dotted path): the older holder of a derived number, to be numbered anew. */
export function withoutField(doc: object, field: string): object {
  const copy = structuredClone(doc) as Record<string, unknown>;
  const path = field.split('.');
  let at: Record<string, unknown> | undefined = copy;
  for (const key of path.slice(0, -1)) {
    const next: unknown = at?.[key];
    at = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
  }
  if (at) delete at[path.at(-1) ?? ''];
  return copy;
}

/** Two documents of `path` with one key of a unique index. */
export const duplicateFinding = (path: string, d: Duplicate): Finding => ({
  file: path,
  at: lineAt(d.older.line, d.older.id),
  problem:
    `${printable(d.fieldName)} = ${printable(JSON.stringify(d.key) ?? String(d.key))} is also the key of ` +
    `${lineAt(d.newer.line, d.newer.id)}, written later: a duplicate of a unique key`,
});

/**
 * Checks one datafile; by `mode`, repairs it, or (at start) refuses bad lines before changing it.
 * `derived` names its fields that hold derived numbers, whatever the file's own index lines say.
 */
export function checkDatafile(
  path: string,
  mode: CheckMode,
  recovery: Recovery,
  derived: readonly string[] = [],
): FileCheck {
  const bytes = readFileSync(path);
  const scan = scanDatafile(
    bytes,
    derived.map((fieldName) => ({ fieldName, unique: true, sparse: true, derived: true })),
  );
  const unreadable = (row: LineRef): Finding => ({
    file: path,
    at: lineAt(row.line),
    problem: `not a document nedb can read: ${excerpt(row.text)}`,
  });
  const bad = scan.bad.map(unreadable);
  const torn: Finding[] = scan.torn
    ? [
        {
          file: path,
          at: lineAt(scan.torn.line),
          problem: `the last line, cut short by a kill while it was written: ${excerpt(scan.torn.text)}`,
        },
      ]
    : [];
  const split = scan.split.map((row) => ({
    file: path,
    at: lineAt(row.line),
    problem:
      "a line break (U+2028, U+2029, U+0085 or \\r) that nedb's line reader would cut this document at",
  }));
  const duplicates = scan.duplicates.map((d) => duplicateFinding(path, d));
  const check: FileCheck = {
    file: path,
    summary: summary(scan),
    findings: [...bad, ...torn, ...split, ...duplicates],
  };
  if (mode === 'inspect') return check;
  if (mode === 'start' && bad.length > 0) throw refusal(bad);
  // A whole last line with no newline after it needs nothing: every append begins with one.
  if (check.findings.length > 0) repairDatafile(path, scan, recovery, { bad, torn, split, duplicates });
  return check;
}

const summary = (scan: DatafileScan) =>
  [
    plural(scan.lines, 'line'),
    plural(scan.documents, 'document'),
    `${plural(scan.bad.length, 'bad line')}${scan.bad.length > 0 ? ` (${scan.bad.map((b) => b.line).join(', ')})` : ''}`,
    scan.torn ? 'a torn last line' : 'no torn last line',
    plural(scan.duplicates.length, 'duplicate of a unique key', 'duplicates of unique keys'),
  ].join(', ');

/**
 * Keeps the file and the lines it takes out, then: rewrites it without its bad lines and with
 * split ones escaped, or (the usual case after a kill) only cuts its torn last line off; and
 * appends a deletion of each older duplicate, so the newer document stays.
 */
function repairDatafile(
  path: string,
  scan: DatafileScan,
  recovery: Recovery,
  found: Record<'bad' | 'torn' | 'split' | 'duplicates', Finding[]>,
): void {
  const original = recovery.shown(recovery.keep(path));
  const dropped = scan.duplicates.filter((d) => !d.derived);
  const renumbered = scan.duplicates.filter((d) => d.derived);
  const removed = [...scan.bad, ...(scan.torn ? [scan.torn] : []), ...dropped.map((d) => d.older)];
  const lines = removed.length > 0 ? recovery.shown(recovery.keepLines(path, removed)) : '';
  if (scan.bad.length > 0 || scan.split.length > 0) {
    // An older duplicate's lines stay: the deletion appended below is what takes it out.
    const drop = new Set([...scan.bad, ...(scan.torn ? [scan.torn] : [])].map((r) => r.line));
    const again = new Set(scan.split.map((r) => r.line));
    const kept = readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, i) => {
        if (text === '' || drop.has(i + 1)) return [];
        return [again.has(i + 1) ? safeLine(JSON.stringify(JSON.parse(text))) : text];
      });
    replaceFileSync(path, kept.map((text) => `${text}\n`).join(''));
  } else if (scan.torn) truncateSync(path, scan.endOfLastLine);
  if (scan.duplicates.length > 0)
    appendLinesSync(path, [
      ...dropped.map((d) => datafileLine({ $$deleted: true, _id: d.older.id })),
      ...renumbered.map((d) => datafileLine(withoutField(d.olderDoc, d.fieldName))),
    ]);
  flushSync(path);
  const moved = `moved to ${lines} (the whole file as it was: ${original})`;
  for (const f of [...found.bad, ...found.torn]) f.repaired = moved;
  scan.duplicates.forEach((d, i) => {
    const finding = found.duplicates[i];
    if (finding)
      finding.repaired = d.derived
        ? `its ${printable(d.fieldName)} taken away, to be given anew (the whole file as it was: ${original})`
        : moved;
  });
  for (const f of found.split) f.repaired = `escaped (the whole file as it was: ${original})`;
}
