/** nedb's datafile format (one JSON line per document state, the last line for an _id wins) and appends to it. */
import { join } from 'node:path';
import { Mutex } from 'async-mutex';
import { appendWhole, appendWholeSync, cutBack } from './durable.js';

export const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** The final states one write left in one collection: datafile lines, a document or `{ $$deleted, _id }`. */
export interface CollectionWrites {
  collection: string;
  lines: string[];
}

/** Refuses names that are not a plain file name, so a name can never point outside the store. */
export function checkCollectionName(name: string): string {
  if (!COLLECTION_NAME.test(name)) throw new Error(`invalid collection name: ${name}`);
  return name;
}

export const datafilePath = (dir: string, collection: string) =>
  join(dir, `${checkCollectionName(collection)}.db`);

/**
 * nedb's line reader (lib/byline.js) ends a line at \n, \v, \f, \r, U+0085, U+2028 and U+2029.
 * JSON.stringify escapes the first four but leaves the last three raw inside strings, so a value
 * holding one would be cut in two at the next load.
 */
const RAW_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

/** A JSON text as one line for nedb: the breaks JSON leaves raw become `\uXXXX` escapes, which JSON.parse reads back. */
export const safeLine = (json: string): string =>
  json.replace(RAW_LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A document as nedb writes it: dates as `{ $$date: ms }`. */
export function datafileLine(doc: object): string {
  return safeLine(
    JSON.stringify(doc, function (this: Record<string, unknown>, key, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { $$date: raw.getTime() } : value;
    }),
  );
}

// The leading newline ends a torn last line left by a killed process, so it never swallows these.
const chunk = (lines: readonly string[]) => `\n${lines.map((line) => `${line}\n`).join('')}`;

/**
 * One append at a time to a datafile: a failed append is cut back to the size the file had before
 * it, which must not cut off another append that landed meanwhile (nedb's own, outside the lock).
 */
const turns = new Map<string, Mutex>();
function turnOf(path: string): Mutex {
  let turn = turns.get(path);
  if (!turn) {
    turn = new Mutex();
    turns.set(path, turn);
  }
  return turn;
}

/**
 * Appends each collection's lines to its datafile (one append per collection), all or none: when
 * a full disk refuses one, those already made are cut back too, so every file is as it was (a
 * refused write is undone in memory; a committed transaction is applied again, whole).
 */
export async function appendToDatafiles(dir: string, writes: readonly CollectionWrites[]): Promise<void> {
  const made: Array<{ path: string; size: number }> = [];
  // Each file's turn is held until all are made: nothing else may land after what may be cut back.
  const releases: Array<() => void> = [];
  try {
    for (const { collection, lines } of writes) {
      if (lines.length === 0) continue;
      const path = datafilePath(dir, collection);
      releases.push(await turnOf(path).acquire());
      made.push({ path, size: await appendWhole(path, chunk(lines), false) });
    }
  } catch (error) {
    for (const { path, size } of made) await cutBack(path, size, error);
    throw error;
  } finally {
    for (const release of releases) release();
  }
}

/** Ends the file's last line, appends `lines` and flushes them, whole or not at all (start-up's replays and repairs). */
export function appendLinesSync(path: string, lines: readonly string[]): void {
  appendWholeSync(path, chunk(lines));
}
