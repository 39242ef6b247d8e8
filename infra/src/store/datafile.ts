/** nedb's datafile format (one JSON line per document state, the last line for an _id wins) and appends to it. */
import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, renameSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

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

/** A document as nedb writes it: dates as `{ $$date: ms }`. */
export function datafileLine(doc: object): string {
  return JSON.stringify(doc, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $$date: raw.getTime() } : value;
  });
}

// The leading newline ends a torn last line left by a killed process, so it never swallows these.
const chunk = (lines: readonly string[]) => `\n${lines.join('\n')}\n`;

/** Appends each collection's lines to its datafile (one append per collection). */
export async function appendToDatafiles(dir: string, writes: readonly CollectionWrites[]): Promise<void> {
  for (const { collection, lines } of writes) {
    if (lines.length > 0) await appendFile(datafilePath(dir, collection), chunk(lines), 'utf8');
  }
}

/**
 * The same at start-up, before nedb opens the files, and flushed: the journal is emptied only
 * after this. Repeats nedb's own start-up check first: a datafile missing beside its `~` copy
 * means the copy is the data.
 */
export function appendToDatafilesSync(dir: string, writes: readonly CollectionWrites[]): void {
  for (const { collection, lines } of writes) {
    const path = datafilePath(dir, collection);
    if (!existsSync(path) && existsSync(`${path}~`)) renameSync(`${path}~`, path);
    appendFileSync(path, chunk(lines), 'utf8');
    const fd = openSync(path, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}
