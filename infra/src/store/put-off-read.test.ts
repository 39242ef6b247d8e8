/**
 * A collection asked only for indexes that cannot refuse its documents is read at its first use,
 * or by readAhead() after the start (nedb-store.ts): whatever touches it first, a read, a write or
 * a transaction that throws, must find every document and index as a start that read it at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir } from './files.fixture.js';
import { NedbStore } from './nedb-store.js';
import type { Doc } from './port.js';

let store: NedbStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const COLLECTIONS = ['bookings', 'orders'] as const;
type Name = (typeof COLLECTIONS)[number];
type Row = Doc & { k: number };

/** A store on `dir` as the product opens one: the indexes asked for first, nothing read yet. */
async function reopened(dir: string): Promise<NedbStore> {
  const opened = new NedbStore(dir);
  for (const name of COLLECTIONS) await opened.ensureIndex(name, { fields: ['k'] });
  await opened.ensureIndex('users', { fields: ['email'], unique: true });
  return opened;
}

const ids = (rows: readonly Doc[]) => rows.map((row) => row._id).sort();

describe('embedded store: a collection read at its first use', () => {
  it('is not read by a start that only asks for its indexes; its first use finds all of it, with an index asked for since', async () => {
    const dir = newDataDir('put-off-').store;
    store = await reopened(dir);
    await store
      .collection<Row>('bookings')
      .insertMany(
        Array.from({ length: 50 }, (_, i) => ({ _id: `b-${i}`, k: i % 5, status: i % 2 ? 'paid' : 'draft' })),
      );
    await store.collection('users').insertOne({ _id: 'u-1', email: 'a@example.com' });
    await store.close();

    store = await reopened(dir);
    await store.ensureIndex('bookings', { fields: ['status'] });
    // A unique index could refuse what the file holds: its collection is read at once, and repaired there.
    expect(store.unread()).toEqual(['bookings', 'orders']);
    const file = join(dir, 'bookings.db');
    expect(readFileSync(file, 'utf8')).not.toContain('"fieldName":"status"');

    expect(ids(await store.collection<Row>('bookings').find({ k: 3 }))).toEqual(
      ['b-13', 'b-18', 'b-23', 'b-28', 'b-3', 'b-33', 'b-38', 'b-43', 'b-48', 'b-8'].sort(),
    );
    expect(store.unread()).toEqual(['orders']);
    expect(readFileSync(file, 'utf8')).toContain('"fieldName":"status"');
    expect(await store.collection('bookings').count({ status: 'paid' })).toBe(25);

    await store.readAhead();
    expect(store.unread()).toEqual([]);
  });

  it('reads a collection something uses before the one it was reading ahead', async () => {
    const dir = newDataDir('put-off-first-').store;
    store = await reopened(dir);
    // Each a few MB: many chunks of the file stream, so that a read ahead left running would end first.
    const rows = (prefix: string) =>
      Array.from({ length: 6000 }, (_, i) => ({ _id: `${prefix}-${i}`, k: i % 4, note: 'x'.repeat(300) }));
    await store.collection<Row>('bookings').insertMany(rows('b'));
    await store.collection<Row>('orders').insertMany(rows('o'));
    await store.close();

    store = await reopened(dir);
    const opened = store;
    const ahead = opened.readAhead();
    // The read ahead began with bookings; the orders are used meanwhile.
    expect(await opened.collection('orders').count({})).toBe(6000);
    // Checked at once, without a wait between: the bookings' read ahead stood still meanwhile.
    expect(opened.raw('bookings').held()).toBe(0);
    await ahead;
    expect(await opened.collection('bookings').count({})).toBe(6000);
  });

  it('reads ahead the smallest collection first', async () => {
    const dir = newDataDir('put-off-order-').store;
    store = await reopened(dir);
    await store
      .collection<Row>('bookings')
      .insertMany(Array.from({ length: 200 }, (_, i) => ({ _id: `b-${i}`, k: i % 4 })));
    await store.collection<Row>('orders').insertOne({ _id: 'o-1', k: 1 });
    await store.close();

    store = await reopened(dir);
    // Asked for first, the bookings would be read first in the order of the indexes.
    const ahead = store.readAhead();
    expect(store.unread()).toEqual(['bookings']);
    await ahead;
    expect(store.unread()).toEqual([]);
  });

  it('answers whatever comes first as a start that read everything would, across a restart (generated sequences)', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        into: fc.constantFrom(...COLLECTIONS),
        k: fc.nat(3),
      }),
      fc.record({ kind: fc.constant('find' as const), into: fc.constantFrom(...COLLECTIONS), k: fc.nat(3) }),
      fc.record({ kind: fc.constant('count' as const), into: fc.constantFrom(...COLLECTIONS) }),
      fc.record({
        kind: fc.constant('move' as const),
        into: fc.constantFrom(...COLLECTIONS),
        k: fc.nat(3),
        to: fc.nat(3),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        into: fc.constantFrom(...COLLECTIONS),
        k: fc.nat(3),
      }),
      fc.record({
        kind: fc.constant('transaction' as const),
        into: fc.constantFrom(...COLLECTIONS),
        k: fc.nat(3),
        throws: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('readAhead' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bookings: fc.array(fc.nat(3), { maxLength: 12 }),
          orders: fc.array(fc.nat(3), { maxLength: 12 }),
        }),
        fc.array(op, { minLength: 1, maxLength: 12 }),
        async (initial, ops) => {
          const dir = newDataDir('put-off-seq-').store;
          const model = new Map<Name, Map<string, number>>(COLLECTIONS.map((name) => [name, new Map()]));
          let next = 0;
          const first = await reopened(dir);
          for (const name of COLLECTIONS) {
            const rows = initial[name].map((k) => ({ _id: `${name}-${next++}`, k }));
            for (const row of rows) model.get(name)?.set(row._id, row.k);
            if (rows.length > 0) await first.collection<Row>(name).insertMany(rows);
          }
          await first.close();

          store = await reopened(dir);
          const opened = store;
          const reading: Promise<void>[] = [];
          const expected = (name: Name, k: number) =>
            [...(model.get(name) ?? [])]
              .filter(([, value]) => value === k)
              .map(([id]) => id)
              .sort();
          for (const step of ops) {
            if (step.kind === 'readAhead') {
              // Not waited for: it reads while the operations that follow run.
              reading.push(opened.readAhead());
              continue;
            }
            const rows = model.get(step.into) ?? new Map<string, number>();
            const collection = opened.collection<Row>(step.into);
            if (step.kind === 'insert') {
              const _id = `${step.into}-${next++}`;
              await collection.insertOne({ _id, k: step.k });
              rows.set(_id, step.k);
            } else if (step.kind === 'find') {
              expect(ids(await collection.find({ k: step.k }))).toEqual(expected(step.into, step.k));
            } else if (step.kind === 'count') {
              expect(await collection.count({})).toBe(rows.size);
            } else if (step.kind === 'move') {
              const moved = expected(step.into, step.k);
              expect((await collection.updateMany({ k: step.k }, { $set: { k: step.to } })).matched).toBe(
                moved.length,
              );
              for (const id of moved) rows.set(id, step.to);
            } else if (step.kind === 'delete') {
              const gone = expected(step.into, step.k);
              expect(await collection.deleteMany({ k: step.k })).toBe(gone.length);
              for (const id of gone) rows.delete(id);
            } else {
              const _id = `${step.into}-${next++}`;
              const moved = expected(step.into, step.k);
              const work = opened.transaction(async (tx) => {
                await tx.collection<Row>(step.into).insertOne({ _id, k: step.k });
                await tx.collection<Row>(step.into).updateMany({ k: step.k }, { $set: { k: step.k + 10 } });
                if (step.throws) throw new Error('changed its mind');
              });
              if (step.throws) await expect(work).rejects.toThrow('changed its mind');
              else {
                await work;
                for (const id of [...moved, _id]) rows.set(id, step.k + 10);
              }
            }
          }
          await Promise.all(reading);
          const held = async (from: NedbStore) =>
            Object.fromEntries(
              await Promise.all(
                COLLECTIONS.map(async (name) => [
                  name,
                  (await from.collection<Row>(name).find({})).map((row) => `${row._id}:${row.k}`).sort(),
                ]),
              ),
            );
          const modelled = Object.fromEntries(
            COLLECTIONS.map((name) => [
              name,
              [...(model.get(name) ?? [])].map(([id, k]) => `${id}:${k}`).sort(),
            ]),
          );
          expect(await held(opened)).toEqual(modelled);
          await opened.close();
          store = await reopened(dir);
          expect(await held(store)).toEqual(modelled);
          await store.close();
          store = undefined;
        },
      ),
      { numRuns: 60 },
    );
  });
});
