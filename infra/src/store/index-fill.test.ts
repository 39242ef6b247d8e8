/**
 * The embedded store's load fills each index by sorting once (index-fill.ts). The rule: filled or
 * inserted one by one as nedb does, an index holds the same keys with the same documents in the
 * same order, answers every lookup and range alike, and refuses the same documents; and the tree
 * it builds is a valid AVL tree that nedb's later inserts and removals keep valid. Checked under
 * generated documents and index options against nedb's own index.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FillableIndex, fillIndex } from './index-fill.js';

const require = createRequire(import.meta.url);

interface Index extends FillableIndex {
  tree: FillableIndex['tree'] & { tree: FillableIndex['tree']['tree'] & { checkIsAVLT(): void } };
  getAll(): object[];
  getMatching(key: unknown): object[];
  getBetweenBounds(query: object): object[];
  insert(doc: object): void;
  remove(doc: object): void;
}
const Index = require('@seald-io/nedb/lib/indexes.js') as new (options: {
  fieldName: string;
  unique?: boolean;
  sparse?: boolean;
}) => Index;

/** Values that meet each of nedb's comparison's cases: missing, null, numbers (NaN too), strings, booleans, dates, arrays, objects. */
const fieldValue = fc.oneof(
  fc.constantFrom(undefined, null, 0, 1, -0, Number.NaN, 'a', 'b', '', true, false),
  fc.constantFrom(new Date(0), new Date(5), new Date(Number.NaN)),
  fc.array(fc.constantFrom(1, 'a', null), { maxLength: 3 }),
  fc.record({ x: fc.constantFrom(1, 2), y: fc.constantFrom('a', 'b') }, { requiredKeys: [] }),
);

const doc = fc.record(
  { a: fieldValue, b: fieldValue, c: fc.record({ d: fieldValue }) },
  { requiredKeys: ['c'] },
);

/**
 * A NaN compares equal to everything, so where one is inserted (or looked up) depends on the tree's
 * shape, nedb's own included: the later changes and the lookups, on trees of different shapes, hold none.
 */
const holdsNaN = (value: unknown): boolean =>
  typeof value === 'number' || value instanceof Date
    ? Number.isNaN(Number(value))
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsNaN);
const laterDoc = doc.filter((d) => !holdsNaN(d));

const options = fc.record({
  fieldName: fc.constantFrom('a', 'b', 'c.d', 'a,b', 'b,a', 'c.d,a'),
  unique: fc.boolean(),
  sparse: fc.boolean(),
});

/** What an index answers: every document in order, and each key's and range's documents. */
function answers(index: Index, keys: readonly unknown[]) {
  return {
    all: index.getAll(),
    matching: keys.map((key) => index.getMatching(key)),
    between: keys.map((key) => index.getBetweenBounds({ $gte: key })),
  };
}

const failure = (fill: () => void) => {
  try {
    fill();
    return null;
  } catch (error) {
    return { type: (error as { errorType?: unknown }).errorType, key: (error as { key?: unknown }).key };
  }
};

describe('filling an index at load', () => {
  it('holds and answers what nedb inserting one by one holds, or refuses what it refuses', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 40 }),
        options,
        fc.array(laterDoc, { maxLength: 5 }),
        (docs, spec, later) => {
          const filled = new Index(spec);
          const inserted = new Index(spec);
          const refused = failure(() => fillIndex(filled, docs));
          expect(refused).toStrictEqual(failure(() => inserted.reset(docs)));
          if (refused !== null) return;
          // A NaN breaks the order of any tree holding it, nedb's own: such documents are left to nedb.
          const ordered = !docs.some(holdsNaN);
          if (ordered) filled.tree.tree.checkIsAVLT();
          const keys = [...docs, ...later].flatMap((d) => [d.a, d.b, d.c.d]).filter((key) => !holdsNaN(key));
          expect(answers(filled, keys)).toStrictEqual(answers(inserted, keys));
          // The filled tree stays a valid AVL tree under nedb's own later changes.
          for (const [i, next] of later.entries()) {
            const step = (index: Index) =>
              failure(() =>
                i % 2 === 0 || docs.length === 0 ? index.insert(next) : index.remove(docs[0] as object),
              );
            expect(step(filled)).toStrictEqual(step(inserted));
            if (ordered) filled.tree.tree.checkIsAVLT();
          }
          expect(answers(filled, keys)).toStrictEqual(answers(inserted, keys));
        },
      ),
      { numRuns: 600 },
    );
  });

  /** Filled at once and inserted one by one on key `a`: the same refusal, or the same tree's answers. */
  const fillsAsNedbInserts = (docs: readonly { a: unknown }[], unique: boolean) => {
    const filled = new Index({ fieldName: 'a', unique });
    const inserted = new Index({ fieldName: 'a', unique });
    const refused = failure(() => fillIndex(filled, docs));
    expect(refused).toStrictEqual(failure(() => inserted.reset([...docs])));
    if (refused !== null) return;
    filled.tree.tree.checkIsAVLT();
    const keys = docs.map((d) => d.a);
    expect(answers(filled, keys)).toStrictEqual(answers(inserted, keys));
  };

  it('orders string keys as nedb does, by UTF-16 code units, each with its documents in the order given', () => {
    const key = fc.string({ unit: 'binary', maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: key, n: fc.nat() }), { maxLength: 60 }),
        fc.boolean(),
        fillsAsNedbInserts,
      ),
      { numRuns: 400 },
    );
  });

  it('orders compound keys of strings as nedb does, field by field in the order of their names, a NUL or a prefix in a value too', () => {
    // Few code units, so that values repeat, one is a prefix of another, or holds the NUL the fill joins with.
    const value = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000', '\uffff'), maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ b: value, a: value, n: fc.nat() }), { maxLength: 60 }),
        fc.constantFrom('a,b', 'b,a'),
        fc.boolean(),
        (docs, fieldName, unique) => {
          const filled = new Index({ fieldName, unique });
          const inserted = new Index({ fieldName, unique });
          const refused = failure(() => fillIndex(filled, docs));
          expect(refused).toStrictEqual(failure(() => inserted.reset([...docs])));
          if (refused !== null) return;
          filled.tree.tree.checkIsAVLT();
          const keys = docs.map(({ a, b }) => ({ a, b }));
          expect(answers(filled, keys)).toStrictEqual(answers(inserted, keys));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('orders number keys as nedb does, -0 meeting 0, each with its documents in the order given', () => {
    const key = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(-0, 0.5, -1e300, 2 ** 53));
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: key, n: fc.nat() }), { maxLength: 60 }),
        fc.boolean(),
        fillsAsNedbInserts,
      ),
      { numRuns: 400 },
    );
  });

  /** An index whose fills count how often they hand the documents to nedb's one-by-one insertion. */
  const counted = (spec: { fieldName: string; unique?: boolean }) => {
    const index = new Index(spec);
    const seen = { handedToNedb: 0 };
    const reset = index.reset.bind(index);
    index.reset = (docs) => {
      if (docs !== undefined) seen.handedToNedb++;
      reset(docs);
    };
    return { index, seen };
  };

  it('sorts once rather than leaving the documents to nedb, where the keys allow it', () => {
    const { index, seen } = counted({ fieldName: 'email', unique: true });
    const docs = Array.from({ length: 1000 }, (_, i) => ({
      _id: String(i),
      email: `user${(i * 7919) % 1000}@x.io`,
    }));
    fillIndex(index, docs);
    expect(seen.handedToNedb).toBe(0);
    expect(index.getMatching('user7@x.io')).toEqual([docs.find((d) => d.email === 'user7@x.io')]);
    expect(index.getAll()).toHaveLength(1000);
    index.tree.tree.checkIsAVLT();
  });

  it.each([
    ['an array, one entry per element', [{ tags: ['a', 'b'] }, { tags: 'c' }]],
    ['a NaN, equal to every key', [{ tags: 1 }, { tags: Number.NaN }, { tags: 2 }]],
    ['an invalid date inside a key', [{ tags: { at: new Date(Number.NaN) } }, { tags: { at: new Date(0) } }]],
  ])('leaves the documents to nedb where a key holds %s', (_, docs) => {
    const { index, seen } = counted({ fieldName: 'tags' });
    fillIndex(index, docs);
    expect(seen.handedToNedb).toBe(1);
  });
});
