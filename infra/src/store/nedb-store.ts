/**
 * Embedded store: one @seald-io/nedb datafile per collection under DATA_DIR/store, and a journal
 * that makes each transaction reach those files whole, even across a kill -9.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { Mutex } from 'async-mutex';
import { appendToDatafiles, appendToDatafilesSync, checkCollectionName, datafilePath } from './datafile.js';
import { Journal, type JournalRecord } from './journal.js';
import { RawCollection } from './nedb-collection.js';
import type { Collection, Doc, IndexSpec, Store } from './port.js';
import { UndoingStore } from './undoing-store.js';
import { interceptAppends, WriteSet } from './write-set.js';

const JOURNAL_FILE = 'transactions.journal';
/** How often datafiles are looked at; one is compacted once it has doubled since its last compaction (or its opening). */
const COMPACTION_CHECK_MS = 60_000;
const COMPACTION_SLACK_BYTES = 64 * 1024;

/** The size of a file, 0 when there is none. */
function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * nedb appends its own lines (index definitions) without the leading newline the store's appends
 * carry: a torn last line left by a kill must be ended first, or it would swallow the next one.
 */
function endLastLine(path: string): void {
  const size = sizeOf(path);
  if (size === 0) return;
  const last = Buffer.alloc(1);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, last, 0, 1, size - 1);
  } finally {
    closeSync(fd);
  }
  if (last[0] !== 0x0a) appendFileSync(path, '\n');
}

/**
 * nedb rewrites the whole datafile after loading it, a compaction at every start that costs as
 * much as the load itself; the store compacts on its own schedule instead (after start, in the
 * background). Only that first rewrite is skipped.
 */
function skipRewriteAtLoad(db: Datastore<Doc>): void {
  const persistence = db.persistence as unknown as { persistCachedDatabaseAsync: () => Promise<void> };
  const rewrite = persistence.persistCachedDatabaseAsync.bind(persistence);
  persistence.persistCachedDatabaseAsync = async () => {
    persistence.persistCachedDatabaseAsync = rewrite;
  };
}

/** One holder of the store's lock: a transaction, or a single write outside one. */
interface Section {
  view: UndoingStore;
  open: boolean;
}

type Write = <R>(work: (tx: Store) => Promise<R>) => Promise<R>;

/** What `store.collection()` hands out: reads go straight to nedb, each write takes the lock. */
function lockedCollection<T extends Doc>(name: string, raw: RawCollection<T>, write: Write): Collection<T> {
  const via = <R>(op: (c: Collection<T>) => Promise<R>) => write((tx) => op(tx.collection<T>(name)));
  return {
    findOne: (filter) => raw.findOne(filter),
    find: (filter, options) => raw.find(filter, options),
    count: (filter) => raw.count(filter),
    insertOne: (doc) => via((c) => c.insertOne(doc)),
    insertMany: (docs) => via((c) => c.insertMany(docs)),
    updateOne: (filter, update, options) => via((c) => c.updateOne(filter, update, options)),
    updateMany: (filter, update) => via((c) => c.updateMany(filter, update)),
    findOneAndUpdate: (filter, update, options) => via((c) => c.findOneAndUpdate(filter, update, options)),
    deleteOne: (filter) => via((c) => c.deleteOne(filter)),
    deleteMany: (filter) => via((c) => c.deleteMany(filter)),
  };
}

/**
 * Every write runs under one lock, in memory first, with nedb's datafile appends held back
 * (write-set.ts). A single write then appends its documents as nedb would have. A transaction
 * appends the final state of everything it touched to the journal as one flushed record (its
 * commit point), then to the datafiles, then empties the journal; a start-up replays a record a
 * crash left. A write or transaction that fails before its commit point is undone in memory, so
 * memory never holds what disk does not.
 */
export class NedbStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly datastores = new Map<string, Datastore<Doc>>();
  private readonly raws = new Map<string, RawCollection<Doc>>();
  private readonly lock = new Mutex();
  /** The section the current call runs inside, so a write through the store from a transaction's work joins it. */
  private readonly sections = new AsyncLocalStorage<Section>();
  /** Where nedb's appends go while a section holds the lock. */
  private capturing: WriteSet | null = null;
  private readonly journal: Journal | null = null;
  /** Committed transactions not yet all in the datafiles (an append failed); applied before any other write. */
  private readonly unapplied: JournalRecord[] = [];
  private readonly compaction: NodeJS.Timeout | undefined;
  /** Each datafile's size after its last compaction, or when it was opened. */
  private readonly compactedBytes = new Map<string, number>();

  /** `dir` null keeps everything in memory (tests that need no files). */
  constructor(private readonly dir: string | null) {
    if (dir === null) return;
    mkdirSync(dir, { recursive: true });
    this.journal = Journal.openSync(join(dir, JOURNAL_FILE), (record) =>
      appendToDatafilesSync(dir, record.writes),
    );
    // nedb's own autocompaction would write uncommitted memory to disk: compact under the lock instead.
    this.compaction = setInterval(() => {
      this.compactGrown().catch((error: unknown) => {
        // The old datafile stays whole (nedb writes a copy and renames it); the next round tries again.
        process.emitWarning(`embedded store compaction failed: ${String(error)}`);
      });
    }, COMPACTION_CHECK_MS);
    this.compaction.unref();
  }

  private datastore(name: string): Datastore<Doc> {
    let db = this.datastores.get(checkCollectionName(name));
    if (!db) {
      db = new Datastore<Doc>({
        ...(this.dir === null ? { inMemoryOnly: true } : { filename: datafilePath(this.dir, name) }),
        autoload: true,
        // A process killed mid-append can leave one torn last line; load the rest instead of refusing.
        corruptAlertThreshold: 1,
      });
      if (this.dir !== null) {
        interceptAppends(db, name, () => this.capturing);
        skipRewriteAtLoad(db);
        endLastLine(datafilePath(this.dir, name));
        // A clean stop compacts every file, so what a start finds is near its live size; a crash
        // leaves at most twice that. Compacting it again at once would only stall the first minute.
        this.compactedBytes.set(name, sizeOf(datafilePath(this.dir, name)));
      }
      this.datastores.set(name, db);
    }
    return db;
  }

  /** @internal the collection without the lock, for UndoingStore. */
  raw(name: string): RawCollection<Doc> {
    let raw = this.raws.get(name);
    if (!raw) {
      raw = new RawCollection(this.datastore(name));
      this.raws.set(name, raw);
    }
    return raw;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const raw = this.raw(name) as unknown as RawCollection<T>;
    return lockedCollection(name, raw, (work) => this.exclusive(work, false));
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
    return this.exclusive(work, true);
  }

  private exclusive<R>(work: (tx: Store) => Promise<R>, journaled: boolean): Promise<R> {
    const outer = this.sections.getStore();
    // Waiting for the lock the caller itself holds would never end.
    if (outer?.open) return work(outer.view);
    return this.lock.runExclusive(async () => {
      await this.applyCommitted();
      const section: Section = { view: new UndoingStore(this), open: true };
      const writes = new WriteSet();
      this.capturing = writes;
      try {
        const result = await this.sections.run(section, () => work(section.view));
        this.capturing = null;
        await this.persist(writes, journaled);
        return result;
      } catch (error) {
        // Nothing of this section reached the datafiles: the undo is for memory only.
        this.capturing = new WriteSet();
        await section.view.rollback();
        throw error;
      } finally {
        section.open = false;
        this.capturing = null;
      }
    });
  }

  /** Takes a section's writes to disk; throws only while it can still be undone. */
  private async persist(writes: WriteSet, journaled: boolean): Promise<void> {
    if (this.dir === null || this.journal === null || writes.isEmpty) return;
    if (!journaled) return appendToDatafiles(this.dir, writes.writes());
    const record: JournalRecord = { id: randomUUID(), writes: writes.writes() };
    await this.journal.append(record);
    // Committed: the record is flushed and a restart replays it. If a datafile refuses it now, the
    // next write (or start) applies it first and reports what is wrong to its own caller.
    this.unapplied.push(record);
    await this.applyCommitted().catch((error: unknown) => {
      process.emitWarning(
        `embedded store: transaction ${record.id} is committed in the journal but not yet in the datafiles: ${String(error)}`,
      );
    });
  }

  /** Brings committed transactions into the datafiles, in commit order, then empties the journal. */
  private async applyCommitted(): Promise<void> {
    if (this.dir === null || this.journal === null) return;
    for (let record = this.unapplied[0]; record; record = this.unapplied[0]) {
      await appendToDatafiles(this.dir, record.writes);
      this.unapplied.shift();
    }
    await this.journal.clear();
  }

  /**
   * Compacts each datafile that has doubled since its last compaction, so a file stays within
   * about twice its live size; one at a time, each under the lock. Resolves with their names.
   */
  async compactGrown(): Promise<string[]> {
    const dir = this.dir;
    if (dir === null) return [];
    const compacted: string[] = [];
    for (const [name, db] of [...this.datastores]) {
      const path = datafilePath(dir, name);
      const size = (await stat(path).catch(() => null))?.size ?? 0;
      if (size <= 2 * (this.compactedBytes.get(name) ?? 0) + COMPACTION_SLACK_BYTES) continue;
      await this.lock.runExclusive(() => db.compactDatafileAsync());
      this.compactedBytes.set(name, sizeOf(path));
      compacted.push(name);
    }
    return compacted;
  }

  async ping(): Promise<void> {
    await this.datastore('_health').countAsync({});
  }

  async close(): Promise<void> {
    clearInterval(this.compaction);
    await this.lock.runExclusive(async () => {
      await this.applyCommitted();
      if (this.dir !== null) for (const db of this.datastores.values()) await db.compactDatafileAsync();
      this.datastores.clear();
      this.raws.clear();
    });
  }
}
