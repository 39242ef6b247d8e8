import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakFile } from './files.fixture.js';
import { NedbStore } from './nedb-store.js';

async function storeWithItem() {
  const dir = mkdtempSync(join(tmpdir(), 'failed-writes-'));
  const store = new NedbStore(dir);
  await store.collection('items').insertOne({ _id: 'a', qty: 1 });
  return { dir, store, items: store.collection('items') };
}

describe('embedded store: failed writes', () => {
  it('a write whose datafile cannot be written throws and leaves nothing of it in memory', async () => {
    const { dir, store, items } = await storeWithItem();
    const repair = breakFile(join(dir, 'items.db'));

    await expect(items.insertOne({ _id: 'b', qty: 2 })).rejects.toThrow(/EISDIR/);
    await expect(items.updateOne({ _id: 'a' }, { $set: { qty: 9 } })).rejects.toThrow(/EISDIR/);
    await expect(
      items.updateOne({ _id: 'c' }, { $setOnInsert: { qty: 3 } }, { upsert: true }),
    ).rejects.toThrow(/EISDIR/);
    await expect(items.deleteMany({})).rejects.toThrow(/EISDIR/);
    expect(await items.find({})).toEqual([{ _id: 'a', qty: 1 }]);

    repair();
    await items.insertOne({ _id: 'b', qty: 2 });
    await store.close();
    const reopened = new NedbStore(dir);
    expect(await reopened.collection('items').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', qty: 1 },
      { _id: 'b', qty: 2 },
    ]);
    await reopened.close();
  });

  it('a transaction whose journal cannot be written throws and leaves nothing of it in memory', async () => {
    const { dir, store, items } = await storeWithItem();
    const repair = breakFile(join(dir, 'transactions.journal'));

    await expect(
      store.transaction(async (tx) => {
        await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { qty: 1 } });
        await tx.collection('outbox').insertOne({ _id: 'e1', type: 'x' });
      }),
    ).rejects.toThrow(/EISDIR/);
    expect(await items.find({})).toEqual([{ _id: 'a', qty: 1 }]);
    expect(await store.collection('outbox').count({})).toBe(0);

    repair();
    await store.transaction(async (tx) => {
      await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { qty: 1 } });
    });
    expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', qty: 2 });
    await store.close();
  });

  it('keeps a committed transaction a datafile refused, and applies it before any later write', async () => {
    const { dir, store, items } = await storeWithItem();
    const repair = breakFile(join(dir, 'items.db'));

    // The journal took it: committed, so it stays visible and the caller hears of no failure.
    await store.transaction(async (tx) => {
      await tx.collection('items').insertOne({ _id: 'b', qty: 2 });
      await tx.collection('outbox').insertOne({ _id: 'e1', type: 'x' });
    });
    expect(await items.count({})).toBe(2);
    expect(statSync(join(dir, 'transactions.journal')).size).toBeGreaterThan(0);
    // A later write would land before it on disk: it is refused, and leaves nothing behind.
    await expect(store.collection('outbox').insertOne({ _id: 'e2', type: 'y' })).rejects.toThrow(/EISDIR/);
    expect(await store.collection('outbox').count({ _id: 'e2' })).toBe(0);

    repair();
    await store.collection('outbox').insertOne({ _id: 'e2', type: 'y' });
    expect(statSync(join(dir, 'transactions.journal')).size).toBe(0);
    await store.close();
    const reopened = new NedbStore(dir);
    expect(await reopened.collection('items').count({})).toBe(2);
    expect(await reopened.collection('outbox').count({})).toBe(2);
    await reopened.close();
  });

  it('a restart applies a committed transaction the datafiles never received', async () => {
    const { dir, store } = await storeWithItem();
    const repair = breakFile(join(dir, 'items.db'));
    await store.transaction(async (tx) => {
      await tx.collection('items').insertOne({ _id: 'b', qty: 2 });
      await tx.collection('outbox').insertOne({ _id: 'e1', type: 'x' });
    });
    repair();

    // As after a kill: the first store never writes again, a new one starts on the same files.
    const restarted = new NedbStore(dir);
    expect(await restarted.collection('items').count({})).toBe(2);
    expect(await restarted.collection('outbox').findOne({ _id: 'e1' })).toEqual({ _id: 'e1', type: 'x' });
    await restarted.close();
  });

  it('a write through the store inside a transaction joins it instead of waiting for it forever', async () => {
    const { store, items } = await storeWithItem();
    await expect(
      store.transaction(async () => {
        await items.insertOne({ _id: 'joined', qty: 3 });
        expect(await items.count({})).toBe(2);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await items.find({})).toEqual([{ _id: 'a', qty: 1 }]);
    await store.close();
  });
});
