/** Embedded store: one @seald-io/nedb datafile per collection under DATA_DIR/store. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { Mutex } from 'async-mutex';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Store,
  type Update,
  type UpdateResult,
} from './port.js';

const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

function translateError(error: unknown): unknown {
  if (
    typeof error === 'object' &&
    error !== null &&
    'errorType' in error &&
    error.errorType === 'uniqueViolated'
  ) {
    return new DuplicateKeyError(error instanceof Error ? error.message : 'duplicate key');
  }
  return error;
}

async function translated<R>(operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    throw translateError(error);
  }
}

/** The equality part of a filter: what an upsert copies into the new document. */
function equalityFields(filter: Filter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([key, value]) =>
        !key.startsWith('$') &&
        !(
          typeof value === 'object' &&
          value !== null &&
          !(value instanceof Date) &&
          Object.keys(value).some((k) => k.startsWith('$'))
        ),
    ),
  );
}

class NedbCollection<T extends Doc> implements Collection<T> {
  /** nedb orders single operations; this keeps two-step upserts whole. */
  private readonly writes = new Mutex();

  constructor(private readonly db: Datastore<T>) {}

  findOne(filter: Filter): Promise<T | null> {
    return translated(async () => (await this.db.findOneAsync(filter)) ?? null);
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return translated(async () => {
      let cursor = this.db.findAsync(filter);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip !== undefined) cursor = cursor.skip(options.skip);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      return await cursor;
    });
  }

  count(filter: Filter): Promise<number> {
    return translated(async () => await this.db.countAsync(filter));
  }

  insertOne(doc: T): Promise<T> {
    return this.writes.runExclusive(() => translated(async () => (await this.db.insertAsync(doc)) as T));
  }

  async insertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await this.writes.runExclusive(() => translated(() => this.db.insertAsync([...docs])));
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.writes.runExclusive(async () => {
      const result = await this.upsertAware(filter, update, options.upsert ?? false, false);
      return result.upsertedId === undefined
        ? { matched: result.matched }
        : { matched: result.matched, upsertedId: result.upsertedId };
    });
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.writes.runExclusive(() => this.upsertAware(filter, update, false, true));
  }

  findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    return this.writes.runExclusive(async () => {
      const result = await this.upsertAware(filter, update, options.upsert ?? false, false);
      if (result.upsertedId !== undefined) return this.db.findOneAsync({ _id: result.upsertedId });
      return result.doc ?? null;
    });
  }

  deleteOne(filter: Filter): Promise<number> {
    return this.writes.runExclusive(() => translated(() => this.db.removeAsync(filter, { multi: false })));
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.writes.runExclusive(() => translated(() => this.db.removeAsync(filter, { multi: true })));
  }

  /** Puts back a document exactly as it was (used to undo a failed transaction). */
  restore(doc: T): Promise<void> {
    return this.writes.runExclusive(async () => {
      await translated(() => this.db.updateAsync({ _id: doc._id }, doc, { upsert: true }));
    });
  }

  /** nedb knows no $setOnInsert: update what matches, else insert the filter's equalities with both. */
  private async upsertAware(
    filter: Filter,
    update: Update,
    upsert: boolean,
    multi: boolean,
  ): Promise<UpdateResult & { doc?: T }> {
    const { $setOnInsert, ...rest } = update as Update & { $setOnInsert?: Record<string, unknown> };
    const hasOperators = Object.keys(rest).length > 0;
    if (hasOperators) {
      const { numAffected, affectedDocuments } = await translated(() =>
        this.db.updateAsync(filter, rest, { multi, upsert: false, returnUpdatedDocs: true }),
      );
      if (numAffected > 0 || !upsert) {
        const doc = Array.isArray(affectedDocuments) ? affectedDocuments[0] : affectedDocuments;
        return doc ? { matched: numAffected, doc: doc as T } : { matched: numAffected };
      }
    } else {
      const existing = await this.db.findOneAsync(filter);
      if (existing || !upsert) return existing ? { matched: 1, doc: existing } : { matched: 0 };
    }
    const seed = { ...equalityFields(filter), ...($setOnInsert ?? {}) } as Record<string, unknown>;
    seed._id ??= crypto.randomUUID();
    const inserted = (await translated(() => this.db.insertAsync(seed as T))) as T;
    if (hasOperators) await translated(() => this.db.updateAsync({ _id: inserted._id }, rest, {}));
    return { matched: 0, upsertedId: inserted._id };
  }
}

export class NedbStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly datastores = new Map<string, Datastore<Doc>>();
  private readonly collections = new Map<string, NedbCollection<Doc>>();
  private readonly transactions = new Mutex();

  /** `dir` null keeps everything in memory (tests that need no files). */
  constructor(private readonly dir: string | null) {
    if (dir !== null) mkdirSync(dir, { recursive: true });
  }

  private datastore(name: string): Datastore<Doc> {
    if (!COLLECTION_NAME.test(name)) throw new Error(`invalid collection name: ${name}`);
    let db = this.datastores.get(name);
    if (!db) {
      db = new Datastore<Doc>({
        ...(this.dir === null ? { inMemoryOnly: true } : { filename: join(this.dir, `${name}.db`) }),
        autoload: true,
        // A process killed mid-append can leave one torn last line; load the rest instead of refusing.
        corruptAlertThreshold: 1,
      });
      db.setAutocompactionInterval(10 * 60_000);
      this.datastores.set(name, db);
    }
    return db;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new NedbCollection(this.datastore(name));
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    const [first] = index.fields;
    if (first === undefined) throw new Error('an index needs at least one field');
    await this.datastore(collection).ensureIndexAsync({
      fieldName: index.fields.length === 1 ? first : [...index.fields],
      unique: index.unique ?? false,
      ...(index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds }),
    });
  }

  transaction<R>(work: (tx: Store) => Promise<R>): Promise<R> {
    return this.transactions.runExclusive(async () => {
      const tx = new UndoingStore(this);
      try {
        return await work(tx);
      } catch (error) {
        await tx.rollback();
        throw error;
      }
    });
  }

  /** @internal the collection with its undo helper, for UndoingStore. */
  nedbCollection(name: string): NedbCollection<Doc> {
    this.collection(name);
    const collection = this.collections.get(name);
    if (!collection) throw new Error(`collection ${name} is not open`);
    return collection;
  }

  async ping(): Promise<void> {
    await this.datastore('_health').countAsync({});
  }

  async close(): Promise<void> {
    for (const db of this.datastores.values()) {
      db.stopAutocompaction();
      if (this.dir !== null) await db.compactDatafileAsync();
    }
    this.datastores.clear();
    this.collections.clear();
  }
}

/**
 * The store as a transaction sees it: every write records how to undo itself, so a transaction
 * that throws leaves the data as it found it, as a MongoDB transaction would.
 */
class UndoingStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly undo: Array<() => Promise<unknown>> = [];

  constructor(private readonly base: NedbStore) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const inner = this.base.nedbCollection(name);
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

  close(): Promise<void> {
    return Promise.resolve();
  }

  async rollback(): Promise<void> {
    for (const step of this.undo.reverse()) await step();
  }
}
