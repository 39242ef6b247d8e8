import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { datafileLine } from './datafile.js';
import { newDataDir, recovered } from './files.fixture.js';
import { encodeRecord, type JournalRecord } from './journal.js';
import { NedbStore } from './nedb-store.js';
import { StoreDamagedError } from './port.js';

const opened: NedbStore[] = [];
const open = (dir: string) => {
  const store = new NedbStore(dir);
  opened.push(store);
  return store;
};
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

const review = (id: string, seq: number) => ({ _id: id, seq, opinion: `review ${id}` });
const reviews = (store: NedbStore) => store.collection('site_reviews').find({}, { sort: { _id: 1 } });

describe('embedded store: starting after whatever a crash leaves', () => {
  it('keeps the newer of two documents whose key a unique index in the datafile allows once (nedb refused the load)', async () => {
    const { root, store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.ensureIndex('site_reviews', { fields: ['seq'], unique: true });
    await before.collection('site_reviews').insertOne(review('r1', 1));
    await before.close();
    const file = join(dir, 'site_reviews.db');
    const original = `${readFileSync(file, 'utf8')}${datafileLine(review('r2', 1))}\n`;
    writeFileSync(file, original);

    const after = open(dir);
    await after.ensureIndex('site_reviews', { fields: ['seq'], unique: true });
    expect(await reviews(after)).toEqual([review('r2', 1)]);
    expect(recovered(root)).toEqual({
      'site_reviews.db': original,
      'site_reviews.db.removed-lines': `1\t${datafileLine(review('r1', 1))}\n`,
    });
    await after.close();
    expect(await reviews(open(dir))).toEqual([review('r2', 1)]);
  });

  it('takes a duplicate derived number from the older document, which stays for its owner to number anew', async () => {
    const derived = { fields: ['seq'], unique: true, derived: true } as const;
    // An index line written before the index was derived: the start is told by its options.
    const { root, store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.ensureIndex('site_reviews', { fields: ['seq'], unique: true });
    await before.collection('site_reviews').insertOne(review('r1', 1));
    await before.close();
    const file = join(dir, 'site_reviews.db');
    appendFileSync(file, `${datafileLine(review('r2', 1))}\n`);
    const after = new NedbStore(dir, { derived: { site_reviews: ['seq'] } });
    opened.push(after);
    await after.ensureIndex('site_reviews', derived);
    expect(await reviews(after)).toEqual([{ _id: 'r1', opinion: 'review r1' }, review('r2', 1)]);
    expect(Object.keys(recovered(root))).toEqual(['site_reviews.db']);
    // Declared derived once, the datafile says so itself: a later start needs no options.
    await after.collection('site_reviews').updateOne({ _id: 'r1' }, { $set: { seq: 2 } });
    await after.close();
    appendFileSync(file, `${datafileLine(review('r3', 2))}\n`);
    const again = open(dir);
    await again.ensureIndex('site_reviews', derived);
    expect(await reviews(again)).toEqual([
      { _id: 'r1', opinion: 'review r1' },
      review('r2', 1),
      review('r3', 2),
    ]);
  });

  it('keeps the newer of two documents a unique index new to the datafile meets, made before or after the load', async () => {
    const { root, store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.collection('site_reviews').insertMany([review('r1', 1), review('r2', 2), review('r3', 1)]);
    await before.close();

    // Declared at once, as the gateway's start-up does: the datafile may still be loading.
    const after = open(dir);
    await after.ensureIndex('site_reviews', { fields: ['seq'], unique: true });
    expect(await reviews(after)).toEqual([review('r2', 2), review('r3', 1)]);
    await expect(after.collection('site_reviews').insertOne(review('r4', 2))).rejects.toThrow(/unique/);
    expect(Object.keys(recovered(root)).sort()).toEqual(['site_reviews.db', 'site_reviews.db.removed-lines']);
    await after.close();
    expect(await reviews(open(dir))).toEqual([review('r2', 2), review('r3', 1)]);
  });

  it('takes the copy of a compaction for the datafile when the datafile is missing, and reads it as one', async () => {
    const { store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.collection('site_reviews').insertOne(review('r1', 1));
    await before.close();
    renameSync(join(dir, 'site_reviews.db'), join(dir, 'site_reviews.db~'));
    appendFileSync(join(dir, 'site_reviews.db~'), '{"_id":"r2","se');

    expect(await reviews(open(dir))).toEqual([review('r1', 1)]);
    expect(existsSync(join(dir, 'site_reviews.db~'))).toBe(false);
  });

  it('keeps the datafile when a compaction was cut short beside it, and moves the copy to recovered/', async () => {
    const { root, store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.collection('site_reviews').insertMany([review('r1', 1), review('r2', 2)]);
    await before.close();
    const copy = `${datafileLine(review('r1', 1))}\n{"_id":"r2","se`;
    writeFileSync(join(dir, 'site_reviews.db~'), copy);

    expect(await reviews(open(dir))).toEqual([review('r1', 1), review('r2', 2)]);
    expect(existsSync(join(dir, 'site_reviews.db~'))).toBe(false);
    expect(recovered(root)).toEqual({ 'site_reviews.db~': copy });
  });

  it('replays the journal over a datafile whose last line a kill tore, and drops a torn last record', async () => {
    const { root, store: dir } = newDataDir('leftovers-');
    const before = open(dir);
    await before.collection('site_reviews').insertOne(review('r1', 1));
    await before.close();
    appendFileSync(join(dir, 'site_reviews.db'), '{"_id":"r2","seq":2,"opin');
    const record = (id: string): JournalRecord => ({
      id,
      writes: [{ collection: 'site_reviews', lines: [datafileLine(review(id, 2))] }],
    });
    const journal = encodeRecord(record('r2')) + encodeRecord(record('r3')).slice(0, -20);
    writeFileSync(join(dir, 'transactions.journal'), journal);

    expect(await reviews(open(dir))).toEqual([review('r1', 1), review('r2', 2)]);
    expect(readFileSync(join(dir, 'transactions.journal'), 'utf8')).toBe('');
    expect(recovered(root)['transactions.journal']).toBe(journal);
    expect(recovered(root)['site_reviews.db.removed-lines']).toBe('2\t{"_id":"r2","seq":2,"opin\n');
  });

  it('refuses a damaged journal record before the last, naming the line, and replays nothing', () => {
    const { store: dir } = newDataDir('leftovers-');
    const record = (id: string): JournalRecord => ({
      id,
      writes: [{ collection: 'site_reviews', lines: [datafileLine(review(id, 1))] }],
    });
    const journal = encodeRecord(record('r1')).replace('review r1', 'review r!') + encodeRecord(record('r2'));
    writeFileSync(join(dir, 'transactions.journal'), journal);

    expect(() => new NedbStore(dir)).toThrow(StoreDamagedError);
    expect(() => new NedbStore(dir)).toThrow(
      `${join(dir, 'transactions.journal')} line 2: its checksum does not match`,
    );
    expect(readFileSync(join(dir, 'transactions.journal'), 'utf8')).toBe(journal);
    expect(existsSync(join(dir, 'site_reviews.db'))).toBe(false);
  });
});
