/** The store port: the small Mongo-style collection surface the services use. */

export type Doc = { _id: string } & Record<string, unknown>;
/** A Mongo query document ({ field: value }, $gt, $in, $exists, $and, $or, ...). */
export type Filter = Record<string, unknown>;
/** A Mongo update document ($set, $unset, $inc, $push, $pull, $addToSet, $min, $max, $setOnInsert). */
export type Update = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface UpdateResult {
  matched: number;
  /** Set when the update inserted a new document. */
  upsertedId?: string;
}

export interface Collection<T extends Doc = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Inserts one document; throws DuplicateKeyError when a unique index refuses it. */
  insertOne(doc: T): Promise<T>;
  insertMany(docs: readonly T[]): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Atomically updates the first match and returns it as it is after the update (null when none matched). */
  findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
}

export interface IndexSpec {
  fields: readonly string[];
  unique?: boolean;
  /** Documents are removed this many seconds after the date in the (single) indexed field. */
  expireAfterSeconds?: number;
}

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  ensureIndex(collection: string, index: IndexSpec): Promise<void>;
  /**
   * Runs `work` so that its writes land together: a MongoDB transaction, or in embedded mode a
   * section no other write interleaves with, journaled so that it reaches disk whole or not at all.
   * Reads through `tx` see the transaction's own writes.
   */
  transaction<R>(work: (tx: Store) => Promise<R>): Promise<R>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
}

export const isDuplicateKey = (error: unknown): error is DuplicateKeyError =>
  error instanceof DuplicateKeyError;
