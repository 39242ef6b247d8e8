/**
 * Embedded store: one @seald-io/nedb datafile per collection under DATA_DIR/store, and a journal
 * that makes each transaction reach those files whole, even across a kill -9.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { Mutex } from 'async-mutex';
import { recordCleanStop, takeCleanStop } from './clean-stop.js';
import {
  appendToDatafiles,
  type CollectionWrites,
  checkCollectionName,
  datafileLine,
  datafilePath,
  safeLine,
} from './datafile.js';
import { readAtLoad } from './datafile-read.js';
import { DiskRoom } from './disk-space.js';
import { type FileCheck, type Finding, printable } from './findings.js';
import { dropOlderDuplicates } from './index-duplicates.js';
import { fillIndexesAtLoad } from './index-fill.js';
import { JOURNAL_FILE, Journal, type JournalRecord } from './journal.js';
import { RawCollection } from './nedb-collection.js';
import { type IndexOptions, isUniqueViolation } from './nedb-internals.js';
import {
  type Collection,
  type DerivedNumbers,
  type Doc,
  type IndexSpec,
  isStorageFull,
  StorageFullError,
  type Store,
} from './port.js';
import { Recovery, recoveredBeside } from './recovery.js';
import { checkStoreFiles } from './store-files.js';
import { UndoingStore } from './undoing-store.js';
import { interceptAppends, WriteSet } from './write-set.js';

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

/** Says what start-up found and did about it, on stderr: the store has no logger of its own. */
function warnRepaired(findings: readonly Finding[]): void {
  for (const f of findings)
    if (f.repaired !== undefined)
      process.emitWarning(
        `embedded store: ${printable(f.file)}${f.at ? ` ${f.at}` : ''}: ${f.problem}; ${f.repaired}`,
      );
}

/**
 * nedb rewrites the whole datafile after loading it, a compaction at every start that costs as
 * much as the load itself; the store compacts on its own schedule instead (after start, in the
 * background). Only that first rewrite is skipped.
 */
export function skipRewriteAtLoad(db: Datastore<Doc>): void {
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
 * memory never holds what disk does not. A disk with no room refuses writes with a
 * StorageFullError and leaves no part of them; reads go on, and writes succeed again once there
 * is room, with no restart.
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

  /**
   * The TTL indexes by collection. MongoDB removes expired documents by itself; nedb only drops
   * those a read happens to meet, so counters and sessions nobody asks for again stayed in memory.
   */
  private readonly expiring = new Map<string, Array<{ field: string; seconds: number }>>();
  /** The indexes asked for each collection not read yet (ensureIndex), made once it is. */
  private readonly putOff = new Map<string, IndexSpec[]>();
  /** Each collection read or being read: its datafile loaded and the indexes put off for it made. */
  private readonly opening = new Map<string, Promise<void>>();
  /** The collections read, with their indexes. */
  private readonly read = new Set<string>();
  /** The collections being read because something uses them (not ahead of use). */
  private readonly wanted = new Map<string, Promise<void>>();
  /** The derived numbers by collection: those the options named, and those ensureIndex was asked for since. */
  private readonly derived = new Map<string, readonly string[]>();
  /** Where repairs keep what they change; null in memory. */
  private readonly recovery: Recovery | null = null;
  /** Whether the disk has room; null in memory. */
  private readonly room: DiskRoom | null = null;
  /**
   * Whether start-up read the files for damage: not when they were as the last clean stop left
   * them (clean-stop.ts).
   */
  readonly checkedAtStart: boolean = false;

  /**
   * `dir` null keeps everything in memory (tests that need no files). Opening reads every file
   * first (store-files.ts), unless they are as a clean stop left them: it repairs what a crash leaves, keeping the originals in `recovered`
   * (DATA_DIR/recovered beside DATA_DIR/store by default), and throws a StoreDamagedError for
   * anything else, or a one-line StorageFullError when a repair or replay found no room.
   */
  constructor(
    private readonly dir: string | null,
    options: { recovered?: string; derived?: DerivedNumbers } = {},
  ) {
    if (dir === null) return;
    mkdirSync(dir, { recursive: true });
    this.recovery = new Recovery(options.recovered ?? recoveredBeside(dir));
    this.room = new DiskRoom(dir);
    for (const [collection, fields] of Object.entries(options.derived ?? {}))
      this.derived.set(collection, fields);
    try {
      this.checkedAtStart = !takeCleanStop(dir);
      if (this.checkedAtStart)
        warnRepaired(
          checkStoreFiles(dir, 'start', this.recovery, options.derived).flatMap((c) => c.findings),
        );
      this.journal = Journal.openSync(join(dir, JOURNAL_FILE));
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      // Each repair and replay lands whole or not at all: what is left is what the next start finds.
      throw new StorageFullError(
        `The embedded store will not start: the disk holding ${dir} has no room to finish what the last ` +
          `run left in its files (${error instanceof Error ? error.message : String(error)}); nothing ` +
          'was left half-written. Free some space and start again.',
        { cause: error },
      );
    }
    // nedb's own autocompaction would write uncommitted memory to disk: compact under the lock instead.
    this.compaction = setInterval(() => {
      this.sweepExpired()
        .then(() => this.compactGrown())
        .catch((error: unknown) => {
          // The old datafile stays whole (nedb writes a copy and renames it); the next round tries again.
          process.emitWarning(`embedded store upkeep failed: ${String(error)}`);
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
        // Start-up read every datafile and repaired or refused what it found: a line nedb cannot
        // read now appeared since, and must stop the load rather than go unheard.
        corruptAlertThreshold: 0,
        // Every line a compaction writes is one line to nedb's reader too.
        afterSerialization: (line) => safeLine(this.keepDerived(name, line)),
        beforeDeserialization: (line) => line,
      });
      if (this.dir !== null) {
        interceptAppends(
          db,
          name,
          () => this.capturing,
          (docs) => this.appendOwn(name, docs),
        );
        skipRewriteAtLoad(db);
        readAtLoad(db, () => this.readAheadPause(name));
        fillIndexesAtLoad(db);
        // A clean stop compacts every file, so what a start finds is near its live size; a crash
        // leaves at most twice that. Compacting it again at once would only stall the first minute.
        this.compactedBytes.set(name, sizeOf(datafilePath(this.dir, name)));
      }
      this.datastores.set(name, db);
    }
    return db;
  }

  /** What to throw for a failed write: a StorageFullError when the disk had no room for it. */
  private failed(error: unknown): unknown {
    return this.room === null ? error : this.room.failed(error);
  }

  /** Appends to the datafiles, all or none (datafile.ts); a full disk's refusal is a StorageFullError. */
  private async toDatafiles(writes: readonly CollectionWrites[]): Promise<void> {
    if (this.dir === null) return;
    await appendToDatafiles(this.dir, writes).catch((error: unknown) => {
      throw this.failed(error);
    });
  }

  /** The lines nedb appends itself (index definitions, and documents a read found expired), whole or not at all. */
  private async appendOwn(name: string, docs: readonly object[]): Promise<void> {
    try {
      await this.toDatafiles([{ collection: name, lines: docs.map((doc) => datafileLine(doc)) }]);
    } catch (error) {
      // A read removed documents past their TTL from memory, which it cannot take back: on disk they
      // stay until there is room, and a restart meets them expired again. The read goes on.
      if (error instanceof StorageFullError && docs.every((doc) => '$$deleted' in doc)) return;
      throw error;
    }
  }

  /**
   * nedb makes an index in memory before it appends its line: on a full disk the index holds all
   * the same, and its line is written by the next compaction, or by the next start's ensureIndex.
   */
  private async inMemoryIfFull(collection: string, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      process.emitWarning(
        `embedded store: an index of ${collection} holds in memory only for now: ${error.message}`,
      );
    }
  }

  /** @internal the collection without the lock, for UndoingStore. */
  raw(name: string): RawCollection<Doc> {
    let raw = this.raws.get(name);
    if (!raw) {
      const read = this.opened(name);
      raw = new RawCollection(this.datastore(name), read);
      this.raws.set(name, raw);
    }
    return raw;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    const raw = this.raw(name) as unknown as RawCollection<T>;
    return lockedCollection(name, raw, (work) => this.exclusive(work, false));
  }

  /**
   * A collection no one has used yet, asked only for indexes that cannot refuse its documents (not
   * unique), is read at its first use rather than now: a start with a year of history read 140 MB
   * of bookings, orders, notifications and transactions before it listened, and a visitor of the
   * catalog needs none of them. readAhead() reads the rest once the product listens.
   */
  async ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    if (index.fields[0] === undefined) throw new Error('an index needs at least one field');
    this.noteRules(collection, index);
    if (
      this.dir !== null &&
      !index.unique &&
      !this.opening.has(checkCollectionName(collection)) &&
      // An empty or missing file has nothing to put off, and its index lines are written now.
      sizeOf(datafilePath(this.dir, collection)) > 0
    ) {
      this.putOff.set(collection, [...(this.putOff.get(collection) ?? []), index]);
      return;
    }
    await this.opened(collection);
    await this.makeIndex(collection, index);
  }

  /** The collections ensureIndex put off that no one has used yet, nor readAhead() read. */
  unread(): string[] {
    return [...this.putOff.keys()];
  }

  /**
   * Reads, one after another, every collection ensureIndex put off that no one has used since: the
   * smallest first, so that the most collections are read soonest (a year's bookings, read first,
   * held up a guide's notifications behind them).
   */
  async readAhead(): Promise<void> {
    const dir = this.dir;
    if (dir === null) return;
    const bySize = [...this.putOff.keys()]
      .map((name) => ({ name, bytes: sizeOf(datafilePath(dir, name)) }))
      .sort((a, b) => a.bytes - b.bytes);
    for (const { name } of bySize) await this.opened(name, true);
  }

  /**
   * What a collection read ahead waits for before its next chunk: the reads of collections something
   * uses meanwhile, which go first. A read ahead made a first log-in after the start wait behind a
   * year of bookings.
   */
  private readAheadPause(name: string): Promise<void> | undefined {
    if (this.wanted.size === 0 || this.wanted.has(name)) return undefined;
    return Promise.allSettled([...this.wanted.values()]).then(() => undefined);
  }

  /**
   * Resolves once `name` is read and the indexes put off for it are made; the first call starts it.
   * Every operation on the collection waits for it (RawCollection). A read that is not `ahead`
   * goes before every read ahead.
   */
  private opened(name: string, ahead = false): Promise<void> {
    const opening = this.openingOf(name);
    if (!ahead && !this.read.has(name) && !this.wanted.has(name)) {
      this.wanted.set(name, opening);
      const done = () => {
        this.wanted.delete(name);
      };
      opening.then(done, done);
    }
    return opening;
  }

  private openingOf(name: string): Promise<void> {
    let opening = this.opening.get(name);
    if (opening === undefined) {
      const db = this.datastore(name);
      const putOff = this.putOff.get(name) ?? [];
      this.putOff.delete(name);
      opening = (async () => {
        // An index made while the datafile still loads is filled by the load, which throws on a
        // duplicate with nothing to repair it; made after, the duplicate is met in makeIndex.
        await db.autoloadPromise;
        for (const index of putOff) await this.makeIndex(name, index);
        this.read.add(name);
      })();
      this.opening.set(name, opening);
    }
    return opening;
  }

  /** What the store upholds itself for an index: a TTL's sweep, a derived number's flag at compaction. */
  private noteRules(collection: string, index: IndexSpec): void {
    const [first] = index.fields;
    if (first === undefined || index.fields.length !== 1) return;
    if (index.expireAfterSeconds !== undefined)
      this.expiring.set(collection, [
        ...(this.expiring.get(collection) ?? []).filter((rule) => rule.field !== first),
        { field: first, seconds: index.expireAfterSeconds },
      ]);
    if (index.derived)
      this.derived.set(collection, [...new Set([...(this.derived.get(collection) ?? []), first])]);
  }

  /** Makes an index of a collection that is read. */
  private async makeIndex(collection: string, index: IndexSpec): Promise<void> {
    const [first] = index.fields;
    if (first === undefined) return;
    const db = this.datastore(collection);
    const options = {
      fieldName: index.fields.length === 1 ? first : [...index.fields],
      unique: index.unique ?? false,
      // Documents still waiting for their derived number have none; the flag rides in the datafile's index line.
      ...(index.derived ? { sparse: true, derived: true } : {}),
      ...(index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds }),
    };
    await this.inMemoryIfFull(collection, () => this.redefineIndex(db, options));
    try {
      await this.inMemoryIfFull(collection, () => db.ensureIndexAsync(options));
    } catch (error) {
      // Waiting for the lock a transaction's own work holds would never end.
      if (!isUniqueViolation(error) || this.sections.getStore()?.open) throw error;
      const fieldName = [...index.fields].sort().join(',');
      const derived = index.derived ? { sparse: true, derived: true } : {};
      if (!(await this.dropOlderDuplicates(collection, db, { fieldName, unique: true, ...derived })))
        throw error;
      await this.inMemoryIfFull(collection, () => db.ensureIndexAsync(options));
    }
  }

  /**
   * nedb keeps an index as its datafile first declared it: one declared before it was derived (or
   * the other way) is removed, so that it is made anew as asked.
   */
  private async redefineIndex(
    db: Datastore<Doc>,
    options: { fieldName: string | string[]; derived?: boolean },
  ) {
    const fieldName = [options.fieldName].flat().sort().join(',');
    const indexes = (db as unknown as { indexes: Record<string, { sparse?: boolean } | undefined> }).indexes;
    const existing = indexes[fieldName];
    if (existing && fieldName !== '_id' && (existing.sparse === true) !== (options.derived === true))
      await db.removeIndexAsync(fieldName);
  }

  /**
   * nedb's compaction writes an index line with its own options only: a derived index's line gets
   * its `derived` back, so that the next start still knows it.
   */
  private keepDerived(collection: string, line: string): string {
    if (!line.startsWith('{"$$indexCreated":')) return line;
    const parsed = JSON.parse(line) as { $$indexCreated: { fieldName: string; derived?: boolean } };
    const index = parsed.$$indexCreated;
    if (index.derived || !this.derived.get(collection)?.includes(index.fieldName)) return line;
    return JSON.stringify({ $$indexCreated: { ...index, derived: true } });
  }

  /** Removes every document past its TTL index's expiry, as MongoDB's TTL monitor does; resolves with how many. */
  async sweepExpired(now = new Date()): Promise<number> {
    let removed = 0;
    for (const [name, rules] of this.expiring) {
      await this.opened(name);
      const before = this.raw(name).held();
      // nedb removes the expired documents a query meets before it matches: counted by what is held.
      for (const { field, seconds } of rules)
        await this.collection(name).deleteMany({
          [field]: { $lt: new Date(now.getTime() - seconds * 1000) },
        });
      removed += before - this.raw(name).held();
    }
    return removed;
  }

  /** Repairs what made ensureIndex refuse a unique index (index-duplicates.ts); false when it found nothing to. */
  private async dropOlderDuplicates(name: string, db: Datastore<Doc>, index: IndexOptions): Promise<boolean> {
    const { dir, recovery } = this;
    if (dir === null || recovery === null) return false;
    const repaired = await this.lock.runExclusive(async () => {
      await this.applyCommitted();
      return dropOlderDuplicates(datafilePath(dir, name), db, index, recovery);
    });
    warnRepaired(repaired);
    return repaired.length > 0;
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
        // Sections run one at a time (the lock): none is left for the storage to tell. Left enabled
        // (it was, from the first transaction at start-up on), it costs every async resource and
        // promise of the process, each request's: 2–4 µs of a bare node:http answer's 25–28 µs
        // (docs/performance.md). The next section's `run` enables it again.
        this.sections.disable();
      }
    });
  }

  /** Takes a section's writes to disk; throws only while it can still be undone. */
  private async persist(writes: WriteSet, journaled: boolean): Promise<void> {
    if (this.dir === null || this.journal === null || writes.isEmpty) return;
    if (!journaled) {
      await this.toDatafiles(writes.writes());
      this.room?.wrote();
      return;
    }
    const record: JournalRecord = { id: randomUUID(), writes: writes.writes() };
    await this.journal.append(record).catch((error: unknown) => {
      throw this.failed(error);
    });
    this.room?.wrote();
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
      await this.toDatafiles(record.writes);
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
      const skipped = await this.lock.runExclusive(() => this.compact(name, db));
      if (skipped !== null) {
        process.emitWarning(`embedded store: ${name} not compacted: ${skipped}; the next round tries again`);
        continue;
      }
      this.compactedBytes.set(name, sizeOf(path));
      compacted.push(name);
    }
    return compacted;
  }

  /**
   * Reads the files of a store that is not running, as start-up would, and says what it finds;
   * with `repair`, repairs all of it, bad lines too (`pnpm admin store check [--repair]`).
   */
  static check(
    dir: string,
    repair: boolean,
    options: { recovered?: string; derived?: DerivedNumbers } = {},
  ): FileCheck[] {
    const recovery = new Recovery(options.recovered ?? recoveredBeside(dir));
    return checkStoreFiles(dir, repair ? 'repair' : 'inspect', recovery, options.derived);
  }

  /** Compacts one datafile unless the disk has no room for its copy (disk-space.ts); resolves with why it did not, or null. */
  private async compact(name: string, db: Datastore<Doc>): Promise<string | null> {
    // In memory there is no file to compact.
    if (this.dir === null || this.room === null) return null;
    return this.room.compact(datafilePath(this.dir, name), () => db.compactDatafileAsync());
  }

  /** Throws while the disk has no room (a StorageFullError), so that readiness says so, and finds out by itself when it has again. */
  async ping(): Promise<void> {
    await this.datastore('_health').countAsync({});
    await this.room?.check();
  }

  /** Applies what is committed and compacts each datafile there is room for; on a full disk it still stops. */
  async close(): Promise<void> {
    clearInterval(this.compaction);
    await this.lock.runExclusive(async () => {
      await this.applyCommitted().catch((error: unknown) => {
        if (!(error instanceof StorageFullError)) throw error;
        // The journal keeps them, and the next start replays them.
        process.emitWarning(
          `embedded store: ${this.unapplied.length} committed transactions stay in the journal for the next start: ${error.message}`,
        );
      });
      const skipped: string[] = [];
      for (const [name, db] of this.datastores) {
        const why = await this.compact(name, db);
        if (why !== null) skipped.push(`${name} (${why})`);
      }
      if (skipped.length > 0)
        process.emitWarning(
          `embedded store: not compacted at stop, and opened as they are at the next start: ${skipped.join(', ')}`,
        );
      // Everything written and whole: the next start may trust the files as they are now.
      else if (this.dir !== null && this.unapplied.length === 0) recordCleanStop(this.dir);
      this.datastores.clear();
      this.raws.clear();
      this.opening.clear();
      this.putOff.clear();
      this.read.clear();
    });
    // An enabled AsyncLocalStorage stays in Node's list of storages, which every new promise of
    // the process walks, until it is disabled: a process that opens stores one after another
    // (the tests) slowed down with each one it had closed.
    this.sections.disable();
  }
}
