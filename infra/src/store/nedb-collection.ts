/** One nedb datastore as a store collection: Mongo-style filters, upserts with $setOnInsert, DuplicateKeyError. */
import type Datastore from '@seald-io/nedb';
import { Mutex } from 'async-mutex';
import { isUniqueViolation } from './nedb-internals.js';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type Update,
  type UpdateResult,
} from './port.js';

function translateError(error: unknown): unknown {
  if (isUniqueViolation(error))
    return new DuplicateKeyError(error instanceof Error ? error.message : 'duplicate key');
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

/** A value nedb looks up in an index of its field (its own test, lib/utils.js filterIndexNames). */
const isIndexable = (value: unknown) =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * `filter` with its fields reordered so that nedb reads it through the index holding the fewest
 * documents for it. nedb reads through the index of the last indexed field a filter names, so a
 * buyer's `{ userId, status: 'paid' }` walked every paid order; the order of a filter's fields
 * changes nothing of what matches, and a lookup per indexed field costs a tree's depth.
 */
export function planned(db: object, filter: Filter): Filter {
  const indexes = (db as { indexes: Record<string, { getMatching(value: unknown): unknown[] }> }).indexes;
  let best: string | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  let usable = 0;
  for (const [field, value] of Object.entries(filter)) {
    const index = Object.hasOwn(indexes, field) ? indexes[field] : undefined;
    if (index === undefined || !isIndexable(value)) continue;
    usable++;
    const held = index.getMatching(value).length;
    if (held < fewest) {
      fewest = held;
      best = field;
    }
  }
  if (usable < 2 || best === undefined) return filter;
  const { [best]: chosen, ...others } = filter;
  return { ...others, [best]: chosen };
}

/** A collection straight over nedb, no lock of its own beyond keeping two-step upserts whole. */
export class RawCollection<T extends Doc> implements Collection<T> {
  /** nedb orders single operations; this keeps two-step upserts whole. */
  private readonly writes = new Mutex();

  /** Until the collection is read (nedb-store.ts reads one at its first use); null once it is. */
  private reading: Promise<void> | null;

  constructor(
    private readonly db: Datastore<T>,
    read: Promise<void> = Promise.resolve(),
  ) {
    this.reading = read;
    read.then(
      () => {
        this.reading = null;
      },
      // Kept: every operation rejects with why the collection could not be read.
      () => undefined,
    );
  }

  /** Resolves once the collection is read, with its indexes; rejects with why it could not be. */
  private async read(): Promise<void> {
    if (this.reading !== null) await this.reading;
  }

  /** `operation` on nedb once the collection is read, its errors translated. */
  private async onceRead<R>(operation: () => Promise<R>): Promise<R> {
    await this.read();
    return translated(operation);
  }

  /** Documents held in memory, expired ones a read has not met yet included. */
  held(): number {
    return this.db.getAllData().length;
  }

  findOne(filter: Filter): Promise<T | null> {
    return this.onceRead(async () => (await this.db.findOneAsync(planned(this.db, filter))) ?? null);
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.onceRead(async () => {
      let cursor = this.db.findAsync(planned(this.db, filter));
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip !== undefined) cursor = cursor.skip(options.skip);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      return await cursor;
    });
  }

  count(filter: Filter): Promise<number> {
    return this.onceRead(() => this.db.countAsync(planned(this.db, filter)));
  }

  insertOne(doc: T): Promise<T> {
    return this.writes.runExclusive(() => this.onceRead(async () => (await this.db.insertAsync(doc)) as T));
  }

  async insertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await this.writes.runExclusive(() => this.onceRead(() => this.db.insertAsync([...docs])));
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
    return this.writes.runExclusive(() =>
      this.onceRead(() => this.db.removeAsync(planned(this.db, filter), { multi: false })),
    );
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.writes.runExclusive(() =>
      this.onceRead(() => this.db.removeAsync(planned(this.db, filter), { multi: true })),
    );
  }

  /** Puts back a document exactly as it was (used to undo a failed transaction). */
  restore(doc: T): Promise<void> {
    return this.writes.runExclusive(async () => {
      await this.onceRead(() => this.db.updateAsync({ _id: doc._id }, doc, { upsert: true }));
    });
  }

  /** nedb knows no $setOnInsert: update what matches, else insert the filter's equalities with both. */
  private async upsertAware(
    filter: Filter,
    update: Update,
    upsert: boolean,
    multi: boolean,
  ): Promise<UpdateResult & { doc?: T }> {
    await this.read();
    const { $setOnInsert, ...rest } = update as Update & { $setOnInsert?: Record<string, unknown> };
    const hasOperators = Object.keys(rest).length > 0;
    if (hasOperators) {
      const { numAffected, affectedDocuments } = await translated(() =>
        this.db.updateAsync(planned(this.db, filter), rest, {
          multi,
          upsert: false,
          returnUpdatedDocs: true,
        }),
      );
      if (numAffected > 0 || !upsert) {
        const doc = Array.isArray(affectedDocuments) ? affectedDocuments[0] : affectedDocuments;
        return doc ? { matched: numAffected, doc: doc as T } : { matched: numAffected };
      }
    } else {
      const existing = await this.db.findOneAsync(planned(this.db, filter));
      if (existing || !upsert) return existing ? { matched: 1, doc: existing } : { matched: 0 };
    }
    const seed = { ...equalityFields(filter), ...($setOnInsert ?? {}) } as Record<string, unknown>;
    seed._id ??= crypto.randomUUID();
    const inserted = (await translated(() => this.db.insertAsync(seed as T))) as T;
    if (hasOperators) await translated(() => this.db.updateAsync({ _id: inserted._id }, rest, {}));
    return { matched: 0, upsertedId: inserted._id };
  }
}
