/** Distributed store: MongoDB through the official driver; transactions need a replica set. */
import {
  type ClientSession,
  type Db,
  MongoClient,
  type Filter as MongoFilter,
  MongoServerError,
  type UpdateFilter,
} from 'mongodb';
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

async function translated<R>(operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) throw new DuplicateKeyError(error.message);
    throw error;
  }
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly session: ClientSession | undefined,
  ) {}

  private get c() {
    return this.db.collection<Doc>(this.name);
  }

  private get opts() {
    return this.session ? { session: this.session } : {};
  }

  findOne(filter: Filter): Promise<T | null> {
    return translated(async () => (await this.c.findOne(filter as MongoFilter<Doc>, this.opts)) as T | null);
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return translated(async () => {
      let cursor = this.c.find(filter as MongoFilter<Doc>, this.opts);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip !== undefined) cursor = cursor.skip(options.skip);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      return (await cursor.toArray()) as T[];
    });
  }

  count(filter: Filter): Promise<number> {
    return translated(() => this.c.countDocuments(filter as MongoFilter<Doc>, this.opts));
  }

  insertOne(doc: T): Promise<T> {
    return translated(async () => {
      await this.c.insertOne(doc, this.opts);
      return doc;
    });
  }

  async insertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    await translated(() => this.c.insertMany([...docs], this.opts));
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return translated(async () => {
      const result = await this.c.updateOne(
        filter as MongoFilter<Doc>,
        withUpsertId(update, options.upsert),
        {
          ...this.opts,
          upsert: options.upsert ?? false,
        },
      );
      return result.upsertedId === null
        ? { matched: result.matchedCount }
        : { matched: result.matchedCount, upsertedId: String(result.upsertedId) };
    });
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return translated(async () => {
      const result = await this.c.updateMany(
        filter as MongoFilter<Doc>,
        update as UpdateFilter<Doc>,
        this.opts,
      );
      return { matched: result.matchedCount };
    });
  }

  findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    return translated(
      async () =>
        (await this.c.findOneAndUpdate(filter as MongoFilter<Doc>, withUpsertId(update, options.upsert), {
          ...this.opts,
          upsert: options.upsert ?? false,
          returnDocument: 'after',
        })) as T | null,
    );
  }

  deleteOne(filter: Filter): Promise<number> {
    return translated(
      async () => (await this.c.deleteOne(filter as MongoFilter<Doc>, this.opts)).deletedCount,
    );
  }

  deleteMany(filter: Filter): Promise<number> {
    return translated(
      async () => (await this.c.deleteMany(filter as MongoFilter<Doc>, this.opts)).deletedCount,
    );
  }
}

/** Our documents use string ids; an upsert would otherwise get an ObjectId. */
function withUpsertId(update: Update, upsert: boolean | undefined): UpdateFilter<Doc> {
  if (!upsert) return update as UpdateFilter<Doc>;
  const setOnInsert = (update.$setOnInsert ?? {}) as Record<string, unknown>;
  if ('_id' in setOnInsert) return update as UpdateFilter<Doc>;
  return { ...update, $setOnInsert: { _id: crypto.randomUUID(), ...setOnInsert } } as UpdateFilter<Doc>;
}

export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly session?: ClientSession,
  ) {}

  static async connect(url: string, dbName: string): Promise<MongoStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    return new MongoStore(client, client.db(dbName));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db, name, this.session);
  }

  async ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    const keys = Object.fromEntries(index.fields.map((f) => [f, 1 as const]));
    await this.db.collection(collection).createIndex(keys, {
      unique: index.unique ?? false,
      ...(index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds }),
    });
  }

  async transaction<R>(work: (tx: Store) => Promise<R>): Promise<R> {
    if (this.session) return work(this);
    const session = this.client.startSession();
    try {
      return await session.withTransaction(() => work(new MongoStore(this.client, this.db, session)));
    } finally {
      await session.endSession();
    }
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  /** The server reads its collections itself: nothing is put off here. */
  async readAhead(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}
