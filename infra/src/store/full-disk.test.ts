import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runProcess } from '../process/lifecycle.js';
import { type FullDisk, fillDisk, freeSpaceIs } from '../testing/full-disk.js';
import { appendToDatafiles, datafileLine } from './datafile.js';
import { COMPACTION_HEADROOM_BYTES } from './disk-space.js';
import { newDataDir } from './files.fixture.js';
import { encodeRecord } from './journal.js';
import { NedbStore } from './nedb-store.js';
import { StorageFullError } from './port.js';

let disk: FullDisk | undefined;
const opened: NedbStore[] = [];
afterEach(async () => {
  disk?.free();
  disk = undefined;
  vi.restoreAllMocks();
  for (const store of opened.splice(0)) await store.close();
});

function open(dir: string): NedbStore {
  const store = new NedbStore(dir);
  opened.push(store);
  return store;
}

/** Every file of the store folder, by name, as bytes; not a clean stop's record, which any start takes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name !== 'clean-stop.json')
      .map((name) => [name, readFileSync(join(dir, name))]),
  );

async function storeWithItems() {
  const { root, store: dir } = newDataDir('full-disk-');
  const store = open(dir);
  await store.collection('items').insertMany([
    { _id: 'a', qty: 1 },
    { _id: 'b', qty: 2 },
  ]);
  return { root, dir, store, items: store.collection('items') };
}

describe('embedded store on a full disk', () => {
  it('refuses a write with a StorageFullError, leaving every file byte for byte as it was, and takes it once there is room, with no restart', async () => {
    const { dir, items } = await storeWithItems();
    const before = filesOf(dir);

    disk = await fillDisk();
    await expect(items.insertOne({ _id: 'c', qty: 3 })).rejects.toBeInstanceOf(StorageFullError);
    await expect(items.updateOne({ _id: 'a' }, { $inc: { qty: 1 } })).rejects.toBeInstanceOf(
      StorageFullError,
    );
    await expect(items.deleteMany({})).rejects.toBeInstanceOf(StorageFullError);
    expect(filesOf(dir)).toEqual(before);
    // Reads go on, and see nothing of what was refused.
    expect(await items.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', qty: 1 },
      { _id: 'b', qty: 2 },
    ]);

    disk.free();
    await items.insertOne({ _id: 'c', qty: 3 });
    expect(await open(dir).collection('items').count({})).toBe(3);
  });

  it('appends to several datafiles all or none: when the disk refuses the second, the first is cut back', async () => {
    const { dir } = await storeWithItems();
    writeFileSync(join(dir, 'outbox.db'), `${datafileLine({ _id: 'e0' })}\n`);
    const before = filesOf(dir);

    disk = await fillDisk('full', { writesLeft: 1 });
    const writes = [
      { collection: 'items', lines: [datafileLine({ _id: 'c', qty: 3 })] },
      { collection: 'outbox', lines: [datafileLine({ _id: 'e1' })] },
    ];
    await expect(appendToDatafiles(dir, writes)).rejects.toThrow(/ENOSPC/);
    expect(filesOf(dir)).toEqual(before);
  });

  it('refuses a transaction whose journal append the disk cut short, leaving the journal and datafiles as they were', async () => {
    const { dir, store, items } = await storeWithItems();
    const before = filesOf(dir);

    disk = await fillDisk();
    await expect(
      store.transaction(async (tx) => {
        await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { qty: 1 } });
        await tx.collection('outbox').insertOne({ _id: 'e1', type: 'x' });
      }),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(filesOf(dir)).toEqual({ ...before, 'outbox.db': Buffer.alloc(0) });
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', qty: 1 });

    disk.free();
    await store.transaction(async (tx) => {
      await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { qty: 1 } });
    });
    expect(await open(dir).collection('items').findOne({ _id: 'a' })).toEqual({ _id: 'a', qty: 2 });
  });

  it('keeps a transaction the disk filled up after it committed, refuses later writes while there is no room, and applies it first once there is', async () => {
    const { dir, store, items } = await storeWithItems();
    const datafile = readFileSync(join(dir, 'items.db'));
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

    // The journal's append is the one write that still finds room.
    disk = await fillDisk('full', { writesLeft: 1 });
    await store.transaction(async (tx) => {
      await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { qty: 10 } });
    });
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(
      /committed in the journal but not yet in the datafiles/,
    );
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', qty: 11 });
    await expect(items.insertOne({ _id: 'c', qty: 3 })).rejects.toBeInstanceOf(StorageFullError);
    expect(readFileSync(join(dir, 'items.db'))).toEqual(datafile);

    disk.free();
    await items.insertOne({ _id: 'c', qty: 3 });
    expect(readFileSync(join(dir, 'transactions.journal'), 'utf8')).toBe('');
    expect(
      await open(dir)
        .collection('items')
        .find({}, { sort: { _id: 1 } }),
    ).toEqual([
      { _id: 'a', qty: 11 },
      { _id: 'b', qty: 2 },
      { _id: 'c', qty: 3 },
    ]);
  });

  it('answers a read that meets expired documents, which it cannot remove from the disk yet', async () => {
    const dir = newDataDir('full-disk-').store;
    const store = open(dir);
    await store.ensureIndex('sessions', { fields: ['seenAt'], expireAfterSeconds: 60 });
    await store.collection('sessions').insertMany([
      { _id: 'old', seenAt: new Date(Date.now() - 3_600_000) },
      { _id: 'new', seenAt: new Date() },
    ]);
    const before = filesOf(dir);

    disk = await fillDisk();
    expect((await store.collection('sessions').find({})).map((s) => s._id)).toEqual(['new']);
    expect(filesOf(dir)).toEqual(before);
  });

  it('fails its readiness ping while the disk is full, and passes once there is room, with no write in between', async () => {
    const { dir, store } = await storeWithItems();

    disk = await fillDisk();
    await expect(store.ping()).rejects.toBeInstanceOf(StorageFullError);
    // The probe the ping wrote to find out is gone.
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);

    disk.free();
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('skips a compaction the disk has no room for, leaving the datafile as it was and no copy, and compacts once there is', async () => {
    const { dir, store, items } = await storeWithItems();
    for (let round = 0; round < 200; round++)
      await items.updateMany({}, { $set: { round, note: 'x'.repeat(400) } });
    const before = filesOf(dir);
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

    const roomAgain = freeSpaceIs(COMPACTION_HEADROOM_BYTES);
    expect(await store.compactGrown()).toEqual([]);
    expect(filesOf(dir)).toEqual(before);
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(/items not compacted: its copy needs \d+ bytes/);

    roomAgain();
    expect(await store.compactGrown()).toEqual(['items']);
    expect(readFileSync(join(dir, 'items.db')).length).toBeLessThan(before['items.db']?.length ?? 0);
  });

  it('removes the copy of a compaction a used-up quota refused midway (statfs does not show it): the datafile stays whole', async () => {
    const { dir, store, items } = await storeWithItems();
    for (let round = 0; round < 200; round++)
      await items.updateMany({}, { $set: { round, note: 'x'.repeat(400) } });
    const before = filesOf(dir);
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

    disk = await fillDisk('quota');
    expect(await store.compactGrown()).toEqual([]);
    expect(filesOf(dir)).toEqual(before);
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(/items not compacted: .*EDQUOT/);
  });

  it('stops on a full disk: close() resolves, leaving every file as it was, no copy, and the journal for the next start', async () => {
    const { dir, store, items } = await storeWithItems();
    await items.updateMany({}, { $set: { qty: 5 } });
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    disk = await fillDisk('full', { writesLeft: 1 });
    await store.transaction(async (tx) => {
      await tx.collection('items').updateOne({ _id: 'a' }, { $set: { qty: 6 } });
    });
    const before = filesOf(dir);

    await expect(store.close()).resolves.toBeUndefined();
    expect(filesOf(dir)).toEqual(before);
    disk.free();
    expect(
      await open(dir)
        .collection('items')
        .find({}, { sort: { _id: 1 } }),
    ).toEqual([
      { _id: 'a', qty: 6 },
      { _id: 'b', qty: 5 },
    ]);
  });

  it('starts on a full disk: reads answer, a new index holds in memory, writes are refused until there is room', async () => {
    const { dir, store } = await storeWithItems();
    await store.close();
    opened.splice(0);
    const before = filesOf(dir);
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

    disk = await fillDisk();
    const restarted = open(dir);
    await restarted.ensureIndex('items', { fields: ['qty'], unique: true });
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(/an index of items holds in memory only for now/);
    const items = restarted.collection('items');
    expect(await items.count({})).toBe(2);
    await expect(items.insertOne({ _id: 'c', qty: 3 })).rejects.toBeInstanceOf(StorageFullError);
    expect(filesOf(dir)).toEqual(before);

    disk.free();
    await items.insertOne({ _id: 'c', qty: 3 });
    // The index made while the disk was full is in force.
    await expect(items.insertOne({ _id: 'd', qty: 3 })).rejects.toThrow(/unique/);
  });

  it.each([
    {
      what: 'replaying the journal',
      leave: (dir: string) => {
        const lines = [datafileLine({ _id: 'c', qty: 3 })];
        writeFileSync(
          join(dir, 'transactions.journal'),
          encodeRecord({ id: 't1', writes: [{ collection: 'items', lines }] }),
        );
      },
      after: 3,
    },
    {
      what: 'keeping a datafile before it cuts a torn last line off',
      leave: (dir: string) => writeFileSync(join(dir, 'items.db'), '{"_id":"d","q', { flag: 'a' }),
      after: 2,
    },
  ])(
    'refuses to start, in one line, when $what finds no room, and leaves every file as it was',
    async ({ leave, after }) => {
      const { root, dir, store } = await storeWithItems();
      await store.close();
      opened.splice(0);
      leave(dir);
      const before = filesOf(dir);
      vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);

      disk = await fillDisk();
      expect(() => new NedbStore(dir)).toThrow(StorageFullError);
      expect(() => new NedbStore(dir)).toThrow(
        /^The embedded store will not start: the disk holding .+ has no room [^\n]*Free some space and start again\.$/,
      );
      expect(filesOf(dir)).toEqual(before);
      // Nothing half-kept either.
      const recovered = join(root, 'recovered');
      const kept = existsSync(recovered)
        ? readdirSync(recovered).flatMap((f) => readdirSync(join(recovered, f)))
        : [];
      expect(kept).toEqual([]);

      disk.free();
      expect(await open(dir).collection('items').count({})).toBe(after);
    },
  );
});

describe('a process start that meets a full disk', () => {
  it.each([
    {
      what: 'the store',
      error: new StorageFullError(
        'The embedded store will not start: the disk holding /data/store has no room.',
      ),
      line: 'The embedded store will not start: the disk holding /data/store has no room.\n',
    },
    {
      what: 'any other write (the operator file)',
      error: Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      line: 'Start-up failed: ENOSPC: no space left on device, write. Free some space on the disk holding DATA_DIR and start again.\n',
    },
  ])('refuses in one line, with no stack, when $what finds no room', async ({ error, line }) => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    runProcess(() => Promise.reject(error));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(stderr.mock.calls).toEqual([[line]]);
  });
});
