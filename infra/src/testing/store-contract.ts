/** The contract every store adapter passes; run against each adapter by its own test file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Doc, DuplicateKeyError, type Store } from '../store/port.js';

type Item = Doc & { sku: string; qty: number; tags?: string[]; note?: string; createdAt?: Date };

export function describeStoreContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    // Each test uses its own collection, so tests never see each other's data.
    let n = 0;
    const fresh = () => store.collection<Item>(`items_${Date.now().toString(36)}_${n++}`);

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('inserts and finds with filter operators, sort, skip and limit', async () => {
      const items = fresh();
      await items.insertMany([1, 2, 3, 4, 5].map((q) => ({ _id: `i${q}`, sku: `s${q}`, qty: q })));
      expect(await items.count({ qty: { $gte: 2 } })).toBe(4);
      const page = await items.find({ qty: { $in: [1, 2, 3, 4] } }, { sort: { qty: -1 }, skip: 1, limit: 2 });
      expect(page.map((d) => d.qty)).toEqual([3, 2]);
      expect(await items.findOne({ sku: 's5' })).toMatchObject({ _id: 'i5', qty: 5 });
      expect(await items.findOne({ sku: 'none' })).toBeNull();
    });

    it('keeps dates as dates', async () => {
      const items = fresh();
      const createdAt = new Date('2026-01-02T03:04:05.000Z');
      await items.insertOne({ _id: 'd', sku: 'd', qty: 1, createdAt });
      const found = await items.findOne({ _id: 'd' });
      expect(found?.createdAt).toBeInstanceOf(Date);
      expect(found?.createdAt?.toISOString()).toBe(createdAt.toISOString());
      expect(await items.count({ createdAt: { $lt: new Date('2027-01-01') } })).toBe(1);
    });

    it('refuses a duplicate on a unique index with DuplicateKeyError', async () => {
      const items = fresh();
      const coll = `uniq_${Date.now().toString(36)}`;
      await store.ensureIndex(coll, { fields: ['sku'], unique: true });
      const unique = store.collection<Item>(coll);
      await unique.insertOne({ _id: 'a', sku: 'same', qty: 1 });
      await expect(unique.insertOne({ _id: 'b', sku: 'same', qty: 2 })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(items.insertOne({ _id: 'x', sku: 'x', qty: 1 })).resolves.toBeTruthy();
      await expect(items.insertOne({ _id: 'x', sku: 'y', qty: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('applies $set, $inc, $push, $addToSet, $pull and $unset', async () => {
      const items = fresh();
      await items.insertOne({ _id: 'u', sku: 'u', qty: 1, tags: ['a'], note: 'n' });
      await items.updateOne(
        { _id: 'u' },
        { $set: { sku: 'v' }, $inc: { qty: 2 }, $push: { tags: 'b' }, $unset: { note: true } },
      );
      await items.updateOne({ _id: 'u' }, { $addToSet: { tags: 'b' } });
      await items.updateOne({ _id: 'u' }, { $pull: { tags: 'a' } });
      const doc = await items.findOne({ _id: 'u' });
      expect(doc).toMatchObject({ sku: 'v', qty: 3, tags: ['b'] });
      expect(doc?.note).toBeUndefined();
    });

    it('upserts with $setOnInsert, creating once with a string id and the filter fields', async () => {
      const items = fresh();
      const first = await items.updateOne(
        { sku: 'new' },
        { $setOnInsert: { qty: 10 }, $inc: { hits: 1 } },
        { upsert: true },
      );
      expect(typeof first.upsertedId).toBe('string');
      const second = await items.updateOne(
        { sku: 'new' },
        { $setOnInsert: { qty: 99 }, $inc: { hits: 1 } },
        { upsert: true },
      );
      expect(second).toEqual({ matched: 1 });
      expect(await items.find({ sku: 'new' })).toEqual([
        expect.objectContaining({ sku: 'new', qty: 10, hits: 2 }),
      ]);
    });

    it('findOneAndUpdate returns the document after the update, or null', async () => {
      const items = fresh();
      await items.insertOne({ _id: 'f', sku: 'f', qty: 1 });
      expect(await items.findOneAndUpdate({ _id: 'f' }, { $inc: { qty: 1 } })).toMatchObject({ qty: 2 });
      expect(await items.findOneAndUpdate({ _id: 'nope' }, { $inc: { qty: 1 } })).toBeNull();
      const created = await items.findOneAndUpdate(
        { sku: 'g' },
        { $setOnInsert: { qty: 7 } },
        { upsert: true },
      );
      expect(created).toMatchObject({ sku: 'g', qty: 7 });
    });

    it('counts concurrent increments exactly and enforces a conditional limit atomically', async () => {
      const items = fresh();
      await items.insertOne({ _id: 'c', sku: 'c', qty: 0 });
      await Promise.all(
        Array.from({ length: 50 }, () => items.updateOne({ _id: 'c' }, { $inc: { qty: 1 } })),
      );
      expect((await items.findOne({ _id: 'c' }))?.qty).toBe(50);

      await items.insertOne({ _id: 'limit', sku: 'limit', qty: 0 });
      const claims = await Promise.all(
        Array.from({ length: 20 }, () =>
          items.findOneAndUpdate({ _id: 'limit', qty: { $lt: 3 } }, { $inc: { qty: 1 } }),
        ),
      );
      expect(claims.filter((c) => c !== null)).toHaveLength(3);
    });

    it('deletes one or many and reports how many', async () => {
      const items = fresh();
      await items.insertMany([1, 2, 3].map((q) => ({ _id: `r${q}`, sku: 'r', qty: q })));
      expect(await items.deleteOne({ sku: 'r' })).toBe(1);
      expect(await items.deleteMany({ sku: 'r' })).toBe(2);
      expect(await items.count({})).toBe(0);
    });

    it('commits a transaction whole', async () => {
      const [a, b] = [`txa_${Date.now().toString(36)}_${n++}`, `txb_${Date.now().toString(36)}_${n++}`];
      await store.transaction(async (tx) => {
        await tx.collection<Item>(a).insertOne({ _id: 't1', sku: 't', qty: 1 });
        await tx.collection<Item>(b).insertOne({ _id: 't2', sku: 't', qty: 2 });
      });
      expect(await store.collection(a).count({ _id: 't1' })).toBe(1);
      expect(await store.collection(b).count({ _id: 't2' })).toBe(1);
    });

    it('reads its own writes inside a transaction', async () => {
      const name = `txr_${Date.now().toString(36)}_${n++}`;
      await store.collection<Item>(name).insertOne({ _id: 'r', sku: 'r', qty: 1 });
      const seen = await store.transaction(async (tx) => {
        const c = tx.collection<Item>(name);
        await c.insertOne({ _id: 'w', sku: 'w', qty: 2 });
        await c.updateOne({ _id: 'r' }, { $inc: { qty: 1 } });
        return { w: await c.findOne({ _id: 'w' }), r: await c.findOne({ _id: 'r' }), all: await c.count({}) };
      });
      expect(seen).toEqual({
        w: { _id: 'w', sku: 'w', qty: 2 },
        r: { _id: 'r', sku: 'r', qty: 2 },
        all: 2,
      });
    });

    it('leaves nothing behind when a transaction throws', async () => {
      const name = `tx_${Date.now().toString(36)}_${n++}`;
      const items = store.collection<Item>(name);
      await items.insertOne({ _id: 'keep', sku: 'k', qty: 1 });
      await expect(
        store.transaction(async (tx) => {
          const c = tx.collection<Item>(name);
          await c.insertOne({ _id: 'gone', sku: 'g', qty: 1 });
          await c.updateOne({ _id: 'keep' }, { $set: { qty: 42 } });
          await c.deleteMany({ sku: 'k' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await items.find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'keep', sku: 'k', qty: 1 }]);
    });
  });
}
