import { appendFileSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { datafileLine } from './datafile.js';
import { newDataDir } from './files.fixture.js';
import { NedbStore } from './nedb-store.js';
import type { Doc } from './port.js';

let store: NedbStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const DOCS = 2000;
const docs = (round: number): Doc[] =>
  Array.from({ length: DOCS }, (_, i) => ({ _id: `doc-${i}`, round, note: `a note of some length, ${i}` }));

/** What the collection's documents take as datafile lines: the size a compacted file has. */
const liveBytes = (live: readonly Doc[]) => live.reduce((sum, doc) => sum + datafileLine(doc).length + 1, 0);

describe('embedded store compaction', () => {
  it('brings a datafile back near its live size once it has doubled, and leaves it alone before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compaction-'));
    store = new NedbStore(dir);
    const notes = store.collection('notes');
    await notes.insertMany(docs(0));
    for (let round = 1; round <= 4; round++) await notes.updateMany({}, { $set: { round } });
    const file = join(dir, 'notes.db');
    const live = liveBytes(docs(4));
    expect(statSync(file).size).toBeGreaterThan(4 * live);

    expect(await store.compactGrown()).toEqual(['notes']);
    // Index definitions and line order aside, the file is its documents.
    expect(statSync(file).size).toBeLessThan(1.1 * live);
    expect(await notes.count({ round: 4 })).toBe(DOCS);

    await notes.updateMany({}, { $set: { round: 5 } });
    expect(await store.compactGrown()).toEqual([]);
    await notes.updateMany({}, { $set: { round: 6 } });
    expect(await store.compactGrown()).toEqual(['notes']);
    expect(statSync(file).size).toBeLessThan(1.1 * live);
  });

  it('opens a datafile whose last line a kill tore, and keeps the lines nedb appends after it', async () => {
    const dir = newDataDir('compaction-').store;
    store = new NedbStore(dir);
    await store.collection('notes').insertMany(docs(0).slice(0, 3));
    await store.close();
    appendFileSync(join(dir, 'notes.db'), '{"_id":"doc-9","rou');

    store = new NedbStore(dir);
    // The index definition nedb asks for lands on a line of its own: start-up cut the torn line off first.
    await store.ensureIndex('notes', { fields: ['round'] });
    // Made once the collection is read, at its first use.
    expect(await store.collection('notes').count({ round: 0 })).toBe(3);
    const file = readFileSync(join(dir, 'notes.db'), 'utf8');
    expect(file).not.toContain('"rou\n');
    expect(file).toMatch(/"\}\n+\{"\$\$indexCreated"/);
    await store.close();
    store = new NedbStore(dir);
    expect(await store.collection('notes').count({})).toBe(3);
  });
});
