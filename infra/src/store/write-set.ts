/**
 * nedb changes its memory first and then appends the changed documents to the datafile. The
 * store takes that append over: while a write holds the store's lock, what nedb would append is
 * collected in a WriteSet instead, and the store decides when it reaches disk (after the
 * journal, for a transaction) or that it never does (a rollback).
 */
import type Datastore from '@seald-io/nedb';
import { type CollectionWrites, datafileLine } from './datafile.js';

type Append = (docs: readonly object[]) => Promise<void>;

/** The final state of every document one write (or transaction) touched, per collection. */
export class WriteSet {
  private readonly byCollection = new Map<string, Map<string, string>>();

  /** Records a document's new state (or nedb's `{ $$deleted, _id }`); the last one for an _id wins. */
  note(collection: string, id: unknown, doc: object): void {
    let docs = this.byCollection.get(collection);
    if (!docs) {
      docs = new Map();
      this.byCollection.set(collection, docs);
    }
    docs.set(JSON.stringify(id), datafileLine(doc));
  }

  get isEmpty(): boolean {
    return this.byCollection.size === 0;
  }

  writes(): CollectionWrites[] {
    return [...this.byCollection].map(([collection, docs]) => ({ collection, lines: [...docs.values()] }));
  }
}

function hasAppend(persistence: unknown): persistence is { persistNewStateAsync: Append } {
  return (
    typeof persistence === 'object' &&
    persistence !== null &&
    'persistNewStateAsync' in persistence &&
    typeof persistence.persistNewStateAsync === 'function'
  );
}

/**
 * Routes `db`'s document appends into the WriteSet `current()` returns. With none (no write holds
 * the lock: an expired document a read removed) and for index lines, they go to `append` at
 * once, which lands them whole or not at all as the store's own appends do (nedb's own append
 * would leave part of a line on a full disk).
 */
export function interceptAppends(
  db: Datastore,
  collection: string,
  current: () => WriteSet | null,
  append: (docs: readonly object[]) => Promise<void>,
): void {
  const persistence: unknown = db.persistence;
  if (!hasAppend(persistence))
    throw new Error(
      '@seald-io/nedb has no persistence.persistNewStateAsync: the store cannot order its writes',
    );
  persistence.persistNewStateAsync = async (docs) => {
    const writes = current();
    const now = writes === null ? docs : docs.filter((doc) => !('_id' in doc));
    if (writes !== null) for (const doc of docs) if ('_id' in doc) writes.note(collection, doc._id, doc);
    if (now.length > 0) await append(now);
  };
}
