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
  /**
   * A unique number the product gives and can give again (a sequence): documents without it are
   * allowed, and a duplicate a crash or an old version left is mended by taking the number from
   * the older document, which its owner numbers anew, instead of refusing the start.
   */
  derived?: boolean;
  /** Documents are removed this many seconds after the date in the (single) indexed field. */
  expireAfterSeconds?: number;
}

/**
 * The derived numbers (IndexSpec.derived) of each collection, by field, for a start-up to know
 * before any index is declared: a datafile written before the index was derived says otherwise.
 */
export type DerivedNumbers = Readonly<Record<string, readonly string[]>>;

/** The derived fields of `collection`: its own entry only (a collection may be called `toString`). */
export const derivedFields = (derived: DerivedNumbers, collection: string): readonly string[] =>
  Object.hasOwn(derived, collection) ? (derived[collection] ?? []) : [];

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
  /**
   * Reads ahead what the store put off at its start (the embedded store's collections no one has
   * used yet), one at a time; resolves once all of it is read. MongoDB puts off nothing.
   */
  readAhead(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
}

export const isDuplicateKey = (error: unknown): error is DuplicateKeyError =>
  error instanceof DuplicateKeyError;

/**
 * The embedded store's files hold damage that start-up does not repair by itself (a line nedb
 * cannot read, a damaged journal record). The message is one line naming the file, the record
 * and `pnpm admin store check`: print it alone, with no stack.
 */
export class StoreDamagedError extends Error {
  override readonly name = 'StoreDamagedError';

  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
  }
}

/**
 * A write found no room on the disk (ENOSPC, or EDQUOT: the quota is used up); nothing of it was
 * kept. It passes once space is freed, with no restart: the caller may try again shortly. At
 * start-up its message is one line for the operator, to print with no stack.
 */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
}

const NO_SPACE_CODES: readonly unknown[] = ['ENOSPC', 'EDQUOT'];

/**
 * Whether `error` is, or was caused by, a write that found no room: a StorageFullError, or a
 * file system's own ENOSPC or EDQUOT from any adapter that writes files (the blobs, the outboxes).
 */
export function isStorageFull(error: unknown): boolean {
  const seen = new Set<unknown>();
  const found = (e: unknown): boolean => {
    if (typeof e !== 'object' || e === null || seen.has(e)) return false;
    seen.add(e);
    if (e instanceof StorageFullError || ('code' in e && NO_SPACE_CODES.includes(e.code))) return true;
    if (e instanceof AggregateError && e.errors.some(found)) return true;
    return 'cause' in e && found(e.cause);
  };
  return found(error);
}
