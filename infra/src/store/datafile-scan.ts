/**
 * Reads a datafile line by line as nedb's load will, and says what would stop the load or lose
 * data silently: lines nedb cannot read, a last line a kill cut short, lines nedb's line reader
 * would cut in two, and documents that share a key a unique index allows once.
 */

import { deserializeLine } from './datafile-read.js';
import { isCutJsonObject } from './json-prefix.js';
import { type IndexOptions, isUniqueViolation, NedbIndex } from './nedb-internals.js';
import type { LineRef } from './recovery.js';

/** A document's latest state in the file. */
export interface DocLine extends LineRef {
  id: unknown;
}

/**
 * Two documents with the same key in a unique index: the older one (written first) would go, or,
 * for a derived number, lose it (`olderDoc` without `fieldName`).
 */
export interface Duplicate {
  fieldName: string;
  key: unknown;
  older: DocLine;
  newer: DocLine;
  derived: boolean;
  olderDoc: object;
}

export interface DatafileScan {
  /** Lines that are not empty. */
  lines: number;
  /** Documents the file holds once duplicates are resolved. */
  documents: number;
  /** Lines nedb cannot read (the torn last line apart). */
  bad: LineRef[];
  /** The last line, cut short by a kill mid-append: the beginning of a document, with no newline after it. */
  torn: LineRef | null;
  /** Whole lines holding a character nedb's line reader (lib/byline.js) ends a line at. */
  split: LineRef[];
  duplicates: Duplicate[];
  /** Bytes up to the last newline: where a torn last line begins. */
  endOfLastLine: number;
}

/** What nedb's line reader ends a line at besides \n; JSON allows \r as spacing and U+0085, U+2028, U+2029 in strings. */
const OTHER_LINE_BREAKS = /[\r\v\f\u0085\u2028\u2029]/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `bytes` read as nedb's load reads them; `extraIndexes` are indexes about to be made, not yet in the file. */
export function scanDatafile(bytes: Buffer, extraIndexes: readonly IndexOptions[] = []): DatafileScan {
  const rows = bytes.toString('utf8').split('\n');
  const unended = rows.at(-1) !== '';
  const docs = new Map<string, { doc: object; at: DocLine }>();
  const indexes = new Map<string, IndexOptions>();
  const bad: LineRef[] = [];
  const split: LineRef[] = [];
  let torn: LineRef | null = null;
  let lines = 0;
  rows.forEach((text, i) => {
    if (text === '') return;
    lines++;
    const row = { line: i + 1, text };
    let value: unknown;
    try {
      value = deserializeLine(text);
    } catch {
      if (unended && i === rows.length - 1 && isCutJsonObject(text)) torn = row;
      else bad.push(row);
      return;
    }
    if (OTHER_LINE_BREAKS.test(text)) split.push(row);
    // The same cases as nedb's Persistence#treatRawStream, which ignores any other line unheard.
    if (isObject(value) && value._id) {
      if (value.$$deleted === true) docs.delete(String(value._id));
      else docs.set(String(value._id), { doc: value, at: { ...row, id: value._id } });
    } else if (
      isObject(value) &&
      isObject(value.$$indexCreated) &&
      typeof value.$$indexCreated.fieldName === 'string'
    )
      indexes.set(value.$$indexCreated.fieldName, value.$$indexCreated as unknown as IndexOptions);
    else if (isObject(value) && typeof value.$$indexRemoved === 'string')
      indexes.delete(value.$$indexRemoved);
    else bad.push(row);
  });
  for (const extra of extraIndexes) indexes.set(extra.fieldName, extra);
  const duplicates = findDuplicates([...docs.values()], [...indexes.values()]);
  return {
    lines,
    documents: docs.size - duplicates.filter((d) => !d.derived).length,
    bad,
    torn,
    split,
    duplicates,
    endOfLastLine: bytes.lastIndexOf(0x0a) + 1,
  };
}

/**
 * Fills nedb's own unique indexes newest document first, so a document refused is always the
 * older of the two; it is taken out of the indexes it had entered, as nedb's insert would.
 */
function findDuplicates(
  docs: readonly { doc: object; at: DocLine }[],
  indexes: readonly IndexOptions[],
): Duplicate[] {
  const unique = indexes
    .filter((o) => o.unique)
    .map((o) => ({ fieldName: o.fieldName, derived: o.derived === true, index: new NedbIndex(o) }));
  if (unique.length === 0) return [];
  const lineOf = new Map(docs.map((d) => [d.doc, d.at]));
  const duplicates: Duplicate[] = [];
  for (const { doc, at } of [...docs].sort((a, b) => b.at.line - a.at.line)) {
    const entered: typeof unique = [];
    for (const u of unique) {
      try {
        u.index.insert(doc);
        entered.push(u);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const newer = lineOf.get(u.index.getMatching(error.key)[0] ?? {});
        if (!newer) throw error;
        duplicates.push({
          fieldName: u.fieldName,
          key: error.key,
          older: at,
          newer,
          derived: u.derived,
          olderDoc: doc,
        });
        // A derived number is taken from the older document, which stays, in the other indexes too.
        if (u.derived) continue;
        for (const e of entered) e.index.remove(doc);
        break;
      }
    }
  }
  return duplicates;
}
