/** A transaction's view of the embedded store: every write records how to undo itself in memory. */
import type { RawCollection } from './nedb-collection.js';
import type { Collection, Doc, Filter, IndexSpec, Store } from './port.js';

/** What UndoingStore needs of the store under it. */
export interface UndoBase {
  raw(name: string): RawCollection<Doc>;
  ensureIndex(collection: string, index: IndexSpec): Promise<void>;
  ping(): Promise<void>;
  readAhead(): Promise<void>;
}

/**
 * The store as a transaction sees it: every write records how to undo itself, so a transaction
 * that throws leaves the data as it found it, as a MongoDB transaction would.
 */
export class UndoingStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly undo: Array<() => Promise<unknown>> = [];

  constructor(private readonly base: UndoBase) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const inner = this.base.raw(name);
    const undo = this.undo;
    const snapshot = (filter: Filter, one: boolean) => inner.find(filter, one ? { limit: 1 } : {});
    const remember = (before: Doc[], upsertedId?: string) => {
      for (const doc of before) undo.push(() => inner.restore(doc));
      if (upsertedId !== undefined) undo.push(() => inner.deleteOne({ _id: upsertedId }));
    };
    const tracked: Collection<Doc> = {
      findOne: (filter) => inner.findOne(filter),
      find: (filter, options) => inner.find(filter, options),
      count: (filter) => inner.count(filter),
      insertOne: async (doc) => {
        const inserted = await inner.insertOne(doc);
        undo.push(() => inner.deleteOne({ _id: inserted._id }));
        return inserted;
      },
      insertMany: async (docs) => {
        await inner.insertMany(docs);
        undo.push(() => inner.deleteMany({ _id: { $in: docs.map((d) => d._id) } }));
      },
      updateOne: async (filter, update, options) => {
        const before = await snapshot(filter, true);
        const result = await inner.updateOne(filter, update, options);
        remember(before, result.upsertedId);
        return result;
      },
      updateMany: async (filter, update) => {
        const before = await snapshot(filter, false);
        const result = await inner.updateMany(filter, update);
        remember(before);
        return result;
      },
      findOneAndUpdate: async (filter, update, options) => {
        const before = await snapshot(filter, true);
        const after = await inner.findOneAndUpdate(filter, update, options);
        remember(before, before.length === 0 && after ? after._id : undefined);
        return after;
      },
      deleteOne: async (filter) => {
        const before = await snapshot(filter, true);
        const deleted = await inner.deleteOne(filter);
        remember(before);
        return deleted;
      },
      deleteMany: async (filter) => {
        const before = await snapshot(filter, false);
        const deleted = await inner.deleteMany(filter);
        remember(before);
        return deleted;
      },
    };
    return tracked as unknown as Collection<T>;
  }

  ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    return this.base.ensureIndex(collection, index);
  }

  transaction<R>(work: (tx: Store) => Promise<R>): Promise<R> {
    return work(this);
  }

  ping(): Promise<void> {
    return this.base.ping();
  }

  readAhead(): Promise<void> {
    return this.base.readAhead();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  async rollback(): Promise<void> {
    for (const step of this.undo.reverse()) await step();
  }
}
