/**
 * A test double of the store port that fails chosen calls on command, for the bus's fault tests,
 * and notes the filter of every read, for tests of what the bus asks the store.
 */
import type { Collection, Doc, Filter, FindOptions, IndexSpec, Store, Update } from '../store/port.js';

export type CollectionMethod = keyof Collection;

export class FaultyStore implements Store {
  readonly kind: Store['kind'];
  private readonly faults = new Set<string>();
  /** Calls refused so far. */
  refused = 0;
  /** Every find and findOne so far, with its collection and filter. */
  readonly reads: Array<{ collection: string; filter: Filter }> = [];

  constructor(private readonly inner: Store) {
    this.kind = inner.kind;
  }

  /** Makes every `method` call on `collection` throw until `heal()`. */
  fail(collection: string, method: CollectionMethod): void {
    this.faults.add(`${collection}.${method}`);
  }

  heal(): void {
    this.faults.clear();
  }

  private check(collection: string, method: CollectionMethod): void {
    if (!this.faults.has(`${collection}.${method}`)) return;
    this.refused++;
    throw new Error(`injected fault: ${collection}.${method}`);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const inner = this.inner.collection<T>(name);
    const guard =
      <A extends unknown[], R>(method: CollectionMethod, call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        this.check(name, method);
        return call(...args);
      };
    return {
      findOne: guard('findOne', (filter: Filter) => {
        this.reads.push({ collection: name, filter });
        return inner.findOne(filter);
      }),
      find: guard('find', (filter: Filter, options?: FindOptions) => {
        this.reads.push({ collection: name, filter });
        return inner.find(filter, options);
      }),
      count: guard('count', (filter: Filter) => inner.count(filter)),
      insertOne: guard('insertOne', (doc: T) => inner.insertOne(doc)),
      insertMany: guard('insertMany', (docs: readonly T[]) => inner.insertMany(docs)),
      updateOne: guard('updateOne', (filter: Filter, update: Update, options?: { upsert?: boolean }) =>
        inner.updateOne(filter, update, options),
      ),
      updateMany: guard('updateMany', (filter: Filter, update: Update) => inner.updateMany(filter, update)),
      findOneAndUpdate: guard(
        'findOneAndUpdate',
        (filter: Filter, update: Update, options?: { upsert?: boolean }) =>
          inner.findOneAndUpdate(filter, update, options),
      ),
      deleteOne: guard('deleteOne', (filter: Filter) => inner.deleteOne(filter)),
      deleteMany: guard('deleteMany', (filter: Filter) => inner.deleteMany(filter)),
    };
  }

  ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    return this.inner.ensureIndex(collection, index);
  }

  transaction<R>(work: (tx: Store) => Promise<R>): Promise<R> {
    return this.inner.transaction(work);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  readAhead(): Promise<void> {
    return this.inner.readAhead();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
