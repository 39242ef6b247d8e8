/**
 * The embedded store fills an index that cannot refuse the load (not unique, or unique with string
 * keys met once: the ids too) at its first use, not at the load (index-fill.ts, fillOnFirstUse).
 * The rule: a datastore loaded so refuses the same files at the load, and answers every read and
 * refuses every write exactly as one whose indexes nedb filled at the load, whatever the sequence
 * of reads and writes after it. Checked under generated datafiles (as the store writes them, and
 * written line by line with repeated and mixed keys) and sequences against nedb itself, each
 * datastore on its own copy of the file.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readAtLoad } from './datafile-read.js';
import { fillIndexesAtLoad } from './index-fill.js';
import { skipRewriteAtLoad } from './nedb-store.js';
import type { Doc } from './port.js';

const dir = mkdtempSync(join(tmpdir(), 'index-fill-deferred-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  /** A number or an array only where a file is written line by line, as a hand-edited one may be. */
  _id?: string | number | string[];
  kind?: string | number;
  owner?: string;
  code?: string;
  at?: Date;
}

const kind = fc.constantFrom('x', 'y', 'z', 1, 2);
const owner = fc.constantFrom('ann', 'bob', 'cy');
const row = fc.record(
  {
    _id: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'),
    kind,
    owner,
    code: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
    at: fc.integer({ min: 0, max: 5 }).map((n) => new Date(n * 1000)),
  },
  { requiredKeys: ['_id', 'owner'] },
);

type Step =
  | { do: 'insert'; row: Row }
  | { do: 'update'; owner: string; kind: string | number }
  | { do: 'remove'; kind: string | number }
  | { do: 'find'; owner: string }
  | { do: 'range'; from: number }
  | { do: 'all' };

const step: fc.Arbitrary<Step> = fc.oneof(
  row.map((r) => ({ do: 'insert' as const, row: r })),
  fc.record({ do: fc.constant('update' as const), owner, kind }),
  fc.record({ do: fc.constant('remove' as const), kind }),
  fc.record({ do: fc.constant('find' as const), owner }),
  fc.record({ do: fc.constant('range' as const), from: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ do: 'all' as const }),
);

/** A datafile as the store leaves it: the rows and the indexes (two plain, one compound, one unique). */
async function datafile(name: string, rows: readonly Row[]): Promise<string> {
  const file = join(dir, name);
  const db = new Datastore<Row>({ filename: file, autoload: true });
  await db.autoloadPromise;
  await db.ensureIndexAsync({ fieldName: 'owner' });
  await db.ensureIndexAsync({ fieldName: 'at' });
  await db.ensureIndexAsync({ fieldName: ['owner', 'kind'] });
  await db.ensureIndexAsync({ fieldName: 'code', unique: true, sparse: true });
  for (const r of rows) await db.insertAsync(r).catch(() => undefined);
  await db.compactDatafileAsync();
  return file;
}

/**
 * A datafile written line by line, as a damaged or hand-edited one may be: a unique index on
 * `code` (sparse or not), then rows whose codes may repeat, be missing or be numbers.
 */
function rawDatafile(name: string, sparse: boolean, rows: readonly Row[]): string {
  const file = join(dir, name);
  const lines = [{ $$indexCreated: { fieldName: 'code', unique: true, sparse } }, ...rows];
  writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return file;
}

/** The load's refusal (nedb's errorType), or null once loaded. */
const refusal = (loading: Promise<unknown>) =>
  loading.then(
    () => null,
    (error: unknown) => (error as { errorType?: unknown }).errorType ?? String(error),
  );

/** nedb's own load, or the store's: its reader and fills, without nedb's rewrite of the file after it. */
async function loaded(file: string, deferred: boolean): Promise<Datastore<Row>> {
  const db = new Datastore<Row>({ filename: file });
  if (deferred) {
    skipRewriteAtLoad(db as unknown as Datastore<Doc>);
    readAtLoad(db);
    fillIndexesAtLoad(db);
  }
  await db.loadDatabaseAsync();
  return db;
}

/** What a step answers on `db`: the documents read (in nedb's order), or the refusal of a write. */
async function run(db: Datastore<Row>, s: Step): Promise<unknown> {
  try {
    switch (s.do) {
      case 'insert':
        return await db.insertAsync({ ...s.row });
      case 'update':
        return await db.updateAsync({ owner: s.owner }, { $set: { kind: s.kind } }, { multi: true });
      case 'remove':
        return await db.removeAsync({ kind: s.kind }, { multi: true });
      case 'find':
        return await db.findAsync({ owner: s.owner, kind: { $exists: true } });
      case 'range':
        return await db.findAsync({ at: { $gte: new Date(s.from * 1000) } });
      case 'all':
        return await db.findAsync({});
    }
  } catch (error) {
    return { refused: (error as { errorType?: unknown }).errorType ?? String(error) };
  }
}

let files = 0;

describe('indexes filled at their first use', () => {
  it('answer and refuse every later read and write as indexes filled at the load do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 12 }),
        fc.array(step, { maxLength: 12 }),
        async (rows, steps) => {
          const file = await datafile(`f${files++}.db`, rows);
          copyFileSync(file, `${file}.copy`);
          const ours = await loaded(file, true);
          const nedbs = await loaded(`${file}.copy`, false);
          for (const s of steps) expect(await run(ours, s)).toStrictEqual(await run(nedbs, s));
          expect(await run(ours, { do: 'all' })).toStrictEqual(await run(nedbs, { do: 'all' }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses the files nedb refuses at the load, and answers alike after any other', async () => {
    const code = fc.option(fc.constantFrom<string | number>('c1', 'c2', 'c3', 1, 2, -0, 0, Number.NaN), {
      nil: undefined,
    });
    const rawRow = fc
      .record({ _id: fc.constantFrom<Row['_id']>('r1', 'r2', 'r3', 'r4', 7, ['r1', 'r2']), owner, code })
      .map(({ code: c, ...rest }) => (c === undefined ? rest : { ...rest, code: c }) as Row);
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(rawRow, { maxLength: 6 }),
        fc.array(step, { maxLength: 8 }),
        async (sparse, rows, steps) => {
          // A load rewrites its file: each load below reads a copy of the file as written.
          const file = rawDatafile(`raw${files++}.db`, sparse, rows);
          const copies = ['a', 'b', 'c'].map((copy) => `${file}.${copy}`);
          for (const copy of copies) copyFileSync(file, copy);
          const [forNedb = '', forUs = '', forSteps = ''] = copies;
          // One after the other, each refusal taken as it comes (none left unhandled meanwhile).
          const refused = await refusal(loaded(forNedb, false));
          expect(await refusal(loaded(forUs, true))).toBe(refused);
          if (refused !== null) return;
          const ours = await loaded(forSteps, true);
          const nedbs = await loaded(file, false);
          for (const s of steps) expect(await run(ours, s)).toStrictEqual(await run(nedbs, s));
          expect(await run(ours, { do: 'all' })).toStrictEqual(await run(nedbs, { do: 'all' }));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('leaves every index it can empty after the load, and fills each at its first use', async () => {
    const rows = [
      { _id: 'a', owner: 'ann', code: 'c1' },
      { _id: 'b', owner: 'bob' },
      { _id: 'c', owner: 'ann' },
    ];
    const db = await loaded(await datafile('first-use.db', rows), true);
    const indexes = (db as unknown as { indexes: Record<string, { tree: { getNumberOfKeys(): number } }> })
      .indexes;
    const keys = () =>
      Object.fromEntries(Object.entries(indexes).map(([f, i]) => [f, i.tree.getNumberOfKeys()]));
    expect(keys()).toEqual({ _id: 0, owner: 0, at: 0, 'kind,owner': 0, code: 0 });
    expect((await db.findAsync({ owner: 'ann' })).map((d) => d._id)).toEqual(['a', 'c']);
    expect(keys()).toMatchObject({ _id: 0, owner: 2, code: 0 });
    expect((await db.findOneAsync({ _id: 'b' }))?.owner).toBe('bob');
    expect(keys()).toMatchObject({ _id: 3, code: 0 });
    await expect(db.insertAsync({ _id: 'd', owner: 'cy', code: 'c1' })).rejects.toMatchObject({
      errorType: 'uniqueViolated',
    });
    expect(keys()).toMatchObject({ code: 1 });
  });

  it('still refuses at the load a file whose unique key repeats, as nedb does', async () => {
    const file = join(dir, 'repeated.db');
    const lines = [
      { $$indexCreated: { fieldName: 'code', unique: true, sparse: false } },
      { _id: 'a', owner: 'ann', code: 'c1' },
      { _id: 'b', owner: 'bob', code: 'c1' },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    copyFileSync(file, `${file}.copy`);
    const ours = await refusal(loaded(file, true));
    expect(ours).toBe('uniqueViolated');
    expect(ours).toBe(await refusal(loaded(`${file}.copy`, false)));
  });
});
