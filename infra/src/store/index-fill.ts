/**
 * An nedb index filled at load by sorting once and building a balanced tree, instead of one AVL
 * insertion (with its rotations) per document: the same keys, each with the same documents in the
 * same order, so every lookup and range answers alike (index-fill.test.ts checks it against
 * nedb's own insertion). Only where that order is sure: a key that is an array (one entry per
 * element), a unique key met twice (nedb's own error must be thrown) or a NaN (compared equal to
 * everything) leaves the index to nedb. An index that could refuse the load is filled at load; the
 * others, the ids too, at their first use (fillOnFirstUse; index-fill-deferred.test.ts).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Compare = (a: unknown, b: unknown) => number;

/** The parts of nedb's index and of its AVL tree's nodes that a fill sets. */
interface TreeNode {
  key?: unknown;
  data: object[];
  left: TreeNode | null;
  right: TreeNode | null;
  height?: number;
  compareKeys: Compare;
  createSimilar(options: { key: unknown; parent: TreeNode | null }): TreeNode;
}

export interface FillableIndex {
  _fields: string[];
  unique: boolean;
  sparse: boolean;
  tree: { tree: TreeNode };
  reset(docs?: object[]): void;
}

const { compareThings, getDotValues } = require('@seald-io/nedb/lib/model.js') as {
  compareThings: Compare;
  getDotValues(doc: object, fields: string[]): unknown;
};

/** How the index reads its key: getDotValues, or the field itself where it has no dot (getDotValue's own first case). */
function keyReader(fields: readonly string[]): (doc: object) => unknown {
  const [field] = fields;
  if (fields.length === 1 && field !== undefined && !field.includes('.'))
    return (doc) => (doc as Record<string, unknown>)[field];
  return (doc) => getDotValues(doc, [...fields]);
}

/** Whether nedb's comparison could find `key` equal to keys that differ from each other. */
function holdsNaN(key: unknown): boolean {
  if (typeof key === 'number') return Number.isNaN(key);
  if (key instanceof Date) return Number.isNaN(key.getTime());
  if (key === null || typeof key !== 'object') return false;
  return Object.values(key).some(holdsNaN);
}

/** A key nedb's sparse index leaves out (Index.insert's own test). */
const leftOut = (key: unknown) =>
  key === undefined ||
  (typeof key === 'object' && key !== null && Object.values(key).every((value) => value === undefined));

/**
 * nedb's comparison of a compound index's keys, without its per-call sorting of their names: each
 * key holds every field (getDotValues sets even a missing one), so it compares the fields' values
 * in the order of the sorted names, as compareThings does.
 */
function compoundCompare(fields: readonly string[], compare: Compare): Compare {
  const names = [...fields].sort();
  return (a, b) => {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const name of names) {
      const order = compare(x[name], y[name]);
      if (order !== 0) return order;
    }
    return 0;
  };
}

interface Sorted {
  keys: unknown[];
  data: object[][];
}

/**
 * Distinct keys in the order `order` sorts them, each with its documents in the order given;
 * null where a unique key repeats. A Map finds a key's group (as compareThings does for strings and
 * for numbers other than NaN: -0 meets 0 there too).
 */
function grouped<K extends string | number>(
  keys: readonly K[],
  docs: readonly object[],
  unique: boolean,
  order: (distinct: K[]) => K[],
): Sorted | null {
  const groups = new Map<K, object[]>();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as K;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [docs[i] as object]);
    else if (unique) return null;
    else group.push(docs[i] as object);
  }
  const sorted = order([...groups.keys()]);
  return { keys: sorted, data: sorted.map((key) => groups.get(key) as object[]) };
}

/**
 * String keys in compareThings' order: the engine's own comparison of strings, which is
 * compareThings' (by UTF-16 code units, as `<` does) without a call into a comparator for each pair.
 */
function groupedStrings(keys: readonly string[], docs: readonly object[], unique: boolean): Sorted | null {
  // Ids as a compaction writes them come in ascending order: each key is then one document's already.
  let ascending = true;
  for (let i = 1; ascending && i < keys.length; i++)
    ascending = (keys[i - 1] as string) < (keys[i] as string);
  if (ascending) return { keys: [...keys], data: docs.map((doc) => [doc]) };
  return grouped(keys, docs, unique, (distinct) => distinct.sort());
}

/** Where no value of a compound key may hold it: it joins the values, and sorts below every other code unit. */
const JOIN = '\u0000';

/**
 * A compound index's keys as one string each, when every value is a string without a NUL: the
 * values joined by a NUL in the order of the sorted names. Those strings sort as compoundCompare
 * sorts the keys (a value that is a prefix of another sorts first, as the NUL after it is below
 * anything) and are equal exactly where the keys are; null when a value is anything else.
 */
function joinedStrings(fields: readonly string[], keys: readonly unknown[]): string[] | null {
  const names = [...fields].sort();
  const joined: string[] = [];
  for (const key of keys) {
    let text: string | undefined;
    for (const name of names) {
      const value = (key as Record<string, unknown>)[name];
      if (typeof value !== 'string' || value.includes(JOIN)) return null;
      text = text === undefined ? value : `${text}${JOIN}${value}`;
    }
    joined.push(text ?? '');
  }
  return joined;
}

/**
 * A compound index's keys sorted through their joined strings (joinedStrings), each kept as the
 * first document that has it gave it; null when they cannot be joined or a unique key repeats.
 * A guide's notifications are indexed by recipient and role: 50k keys took 420 ms through
 * compoundCompare's calls, against a Map and the engine's sort of strings.
 */
function groupedCompound(
  fields: readonly string[],
  keys: readonly unknown[],
  docs: readonly object[],
  unique: boolean,
): Sorted | null {
  const joined = joinedStrings(fields, keys);
  if (joined === null) return null;
  const sorted = groupedStrings(joined, docs, unique);
  if (sorted === null) return null;
  const keyOf = new Map<string, unknown>();
  for (let i = 0; i < joined.length; i++)
    if (!keyOf.has(joined[i] as string)) keyOf.set(joined[i] as string, keys[i]);
  return { keys: sorted.keys.map((text) => keyOf.get(text as string)), data: sorted.data };
}

/** The index's keys in order, each with its documents in the order given; null where nedb must insert. */
function sortedKeys(index: FillableIndex, docs: readonly object[], compareKeys: Compare): Sorted | null {
  const readKey = keyReader(index._fields);
  const keys: unknown[] = [];
  const kept: object[] = [];
  let allStrings = true;
  let allNumbers = true;
  for (const doc of docs) {
    const key = readKey(doc);
    if (index.sparse && leftOut(key)) continue;
    if (typeof key !== 'string') {
      allStrings = false;
      if (Array.isArray(key) || holdsNaN(key)) return null;
    }
    if (typeof key !== 'number') allNumbers = false;
    keys.push(key);
    kept.push(doc);
  }
  // Ids and user ids are strings, sequence numbers numbers: their order is compareThings' without
  // its walk through the types for each pair.
  if (compareKeys === compareThings) {
    if (allStrings) return groupedStrings(keys as string[], kept, index.unique);
    if (allNumbers)
      return grouped(keys as number[], kept, index.unique, (distinct) => distinct.sort((a, b) => a - b));
    if (index._fields.length > 1) {
      const compound = groupedCompound(index._fields, keys, kept, index.unique);
      // A repeated unique key is left to nedb below, which throws its own error.
      if (compound !== null) return compound;
    }
  }
  const compare = index._fields.length > 1 ? compoundCompare(index._fields, compareKeys) : compareKeys;
  const entries = keys.map((key, i) => ({ key, doc: kept[i] as object }));
  // Array.prototype.sort is stable: documents with one key keep the order nedb would insert them in.
  entries.sort((a, b) => compare(a.key, b.key));
  const sorted: Sorted = { keys: [], data: [] };
  for (const { key, doc } of entries) {
    const last = sorted.data.at(-1);
    if (last !== undefined && compare(sorted.keys.at(-1), key) === 0) {
      if (index.unique) return null;
      last.push(doc);
    } else {
      sorted.keys.push(key);
      sorted.data.push([doc]);
    }
  }
  return sorted;
}

/** Sets `index` to hold exactly `docs`, as `index.reset(docs)` does, throwing what it throws. */
export function fillIndex(index: FillableIndex, docs: readonly object[]): void {
  index.reset();
  const empty = index.tree.tree;
  const sorted = sortedKeys(index, docs, empty.compareKeys);
  if (sorted === null || sorted.keys.length === 0) {
    index.reset([...docs]);
    return;
  }
  const { keys, data } = sorted;
  const build = (from: number, to: number, parent: TreeNode | null): TreeNode | null => {
    if (from > to) return null;
    const middle = (from + to) >>> 1;
    const node = empty.createSimilar({ key: keys[middle], parent });
    node.data = data[middle] ?? [];
    node.left = build(from, middle - 1, node);
    node.right = build(middle + 1, to, node);
    node.height = 1 + Math.max(node.left?.height ?? 0, node.right?.height ?? 0);
    return node;
  };
  const root = build(0, keys.length - 1, null);
  if (root !== null) index.tree.tree = root;
}

/** nedb's datastore, as far as its load fills its indexes. */
interface LoadingDatastore {
  indexes: Record<string, FillableIndex>;
  _resetIndexes(docs?: object[]): void;
}

/** Every method through which nedb reads or changes an index (lib/indexes.js). */
const INDEX_METHODS = [
  'reset',
  'insert',
  'insertMultipleDocs',
  'remove',
  'update',
  'updateMultipleDocs',
  'revertUpdate',
  'getMatching',
  'getBetweenBounds',
  'getAll',
] as const;

/**
 * Leaves `index` empty until nedb first reads or changes it, and fills it with `docs` then: most
 * indexes of a large store are not used in the first minutes after a start, and filling them all
 * was a third of that start. Only for an index that cannot refuse the load (cannotRefuse), so a
 * damaged file still stops the load itself. It holds what a fill at load would have: nothing
 * reaches an index but through these methods, the first of which fills it before it runs, and
 * nedb replaces a changed document rather than changing it, so `docs` are still what was loaded.
 */
function fillOnFirstUse(index: FillableIndex, docs: readonly object[]): void {
  index.reset();
  const own = index as unknown as Record<string, unknown>;
  for (const name of INDEX_METHODS)
    own[name] = (...args: unknown[]) => {
      for (const method of INDEX_METHODS) delete own[method];
      fillIndex(index, docs);
      return (own[name] as (...given: unknown[]) => unknown).apply(index, args);
    };
}

/**
 * Whether filling `index` with `docs` cannot refuse the load: it is not unique, or each key it
 * reads is a string or a number met once. compareThings finds such keys equal exactly where a Set
 * does (-0 and 0 too; JSON holds no NaN), several times faster than a fill's sort and tree.
 */
function cannotRefuse(index: FillableIndex, docs: readonly object[]): boolean {
  if (!index.unique) return true;
  if (index.tree.tree.compareKeys !== compareThings) return false;
  const readKey = keyReader(index._fields);
  // A load keeps one document per id (as a string): string ids are met once, without a Set.
  if (index._fields.length === 1 && index._fields[0] === '_id')
    return docs.every((doc) => typeof readKey(doc) === 'string');
  const seen = new Set<unknown>();
  for (const doc of docs) {
    const key = readKey(doc);
    if (index.sparse && leftOut(key)) continue;
    if ((typeof key !== 'string' && typeof key !== 'number') || seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Makes `db`'s load fill its indexes with fillIndex: at once each one that could refuse the load
 * (a unique key that repeats, or is neither a string nor a number), so that nedb's own error still
 * stops it; every other, the ids too, at its first use (fillOnFirstUse). Every other reset stays
 * nedb's.
 */
export function fillIndexesAtLoad(db: object): void {
  const datastore = db as LoadingDatastore;
  const reset = datastore._resetIndexes.bind(datastore);
  datastore._resetIndexes = (docs) => {
    if (!Array.isArray(docs)) return reset(docs);
    for (const index of Object.values(datastore.indexes)) {
      if (cannotRefuse(index, docs)) fillOnFirstUse(index, docs);
      else fillIndex(index, docs);
    }
  };
}
