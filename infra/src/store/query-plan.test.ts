/**
 * The embedded store reorders a filter's fields so that nedb reads it through its most selective
 * index (nedb-collection.ts `planned`). The rules: what a read, count, update or removal meets is
 * exactly what nedb meets with the filter as written, in the same order; and a filter naming a
 * rare and a common indexed value reads only the rare one's documents.
 */
import Datastore from '@seald-io/nedb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planned, RawCollection } from './nedb-collection.js';
import type { Doc, Filter } from './port.js';

type Row = Doc & Record<string, unknown>;

const FIELDS = ['userId', 'status', 'kind', 'note'] as const;
const value = fc.constantFrom<unknown>('u1', 'u2', 'paid', 'created', 1, 2, true, null, new Date(0));
const row = fc.record({
  userId: fc.constantFrom('u1', 'u2', 'u3'),
  status: fc.constantFrom('paid', 'created', 1),
  kind: fc.oneof(value, fc.array(value, { maxLength: 2 })),
  note: value,
});
const filter = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(value, fc.constant({ $ne: 'paid' }))), {
    maxLength: 4,
  })
  .map((pairs) => Object.fromEntries(pairs) as Filter);

/** Two datastores holding the same documents with the same indexes, loaded the same way. */
async function twins(
  rows: readonly Record<string, unknown>[],
  indexed: readonly string[],
  moves: readonly (readonly [number, string, unknown])[],
) {
  const make = async () => {
    const db = new Datastore<Row>({ inMemoryOnly: true });
    for (const fieldName of indexed) await db.ensureIndexAsync({ fieldName });
    await db.insertAsync(rows.map((r, i) => ({ ...r, _id: `d${i}` })));
    // Updates move a document to the end of its keys' lists in every index: orders diverge from insertion's.
    for (const [n, field, to] of moves) await db.updateAsync({ _id: `d${n}` }, { $set: { [field]: to } }, {});
    return db;
  };
  return { ours: await make(), nedbs: await make() };
}

describe('reading through the most selective index', () => {
  it('meets exactly what nedb meets with the filter as written, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 30 }),
        fc.subarray([...FIELDS]),
        fc.array(fc.tuple(fc.nat(29), fc.constantFrom(...FIELDS), value), { maxLength: 6 }),
        filter,
        fc.constantFrom('find', 'findOne', 'count', 'updateMany', 'deleteOne'),
        async (rows, indexed, moves, query, operation) => {
          const { ours, nedbs } = await twins(rows, indexed, moves);
          const collection = new RawCollection(ours);
          const theirs = {
            find: () => nedbs.findAsync(query),
            findOne: async () => (await nedbs.findOneAsync(query)) ?? null,
            count: () => nedbs.countAsync(query),
            updateMany: async () =>
              (await nedbs.updateAsync(query, { $set: { seen: true } }, { multi: true })).numAffected,
            deleteOne: () => nedbs.removeAsync(query, { multi: false }),
          }[operation];
          const mine = {
            find: () => collection.find(query),
            findOne: () => collection.findOne(query),
            count: () => collection.count(query),
            updateMany: async () => (await collection.updateMany(query, { $set: { seen: true } })).matched,
            deleteOne: () => collection.deleteOne(query),
          }[operation];
          expect(await mine()).toStrictEqual(await theirs());
          expect(ours.getAllData()).toStrictEqual(nedbs.getAllData());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads a buyer's paid orders through the buyer's few, not through every paid order", async () => {
    const db = new Datastore<Row>({ inMemoryOnly: true });
    await db.ensureIndexAsync({ fieldName: 'userId' });
    await db.ensureIndexAsync({ fieldName: 'status' });
    await db.insertAsync(
      Array.from({ length: 500 }, (_, i) => ({
        _id: `o${i}`,
        userId: i < 3 ? 'u1' : `u${i}`,
        status: 'paid',
      })),
    );
    const met: number[] = [];
    const raw = db as unknown as { _getRawCandidates(query: Filter): unknown[] };
    const candidates = raw._getRawCandidates.bind(raw);
    raw._getRawCandidates = (query) => {
      const found = candidates(query);
      met.push(found.length);
      return found;
    };
    const collection = new RawCollection(db);
    expect(await collection.find({ userId: 'u1', status: 'paid' })).toHaveLength(3);
    expect(await collection.count({ status: 'paid', userId: 'u1' })).toBe(3);
    expect(met).toEqual([3, 3]);
    // Fields nedb cannot look up, or a single indexed one, leave the filter as it was written.
    const alone = { status: 'paid', note: { $exists: false } };
    expect(planned(db, alone)).toBe(alone);
  });
});
