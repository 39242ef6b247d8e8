import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { breakFile, newDataDir } from './files.fixture.js';
import { encodeRecord, type JournalRecord, scanJournal } from './journal.js';
import { NedbStore } from './nedb-store.js';

/** Every character JSON.stringify leaves raw and nedb's line reader (lib/byline.js) ends a line at, and its neighbours. */
const TRICKY = 'Hotel Lobby\u2028Gate 2, \u2029next\u0085line, \r\n\v\f and "quotes" \\ end';
const pickUp = { _id: 'p1', pickUp: TRICKY, notes: [TRICKY, { deeper: TRICKY }], at: new Date(0) };
const RAW_BREAK = /[\u2028\u2029\u0085]/;

const opened: NedbStore[] = [];
const open = (dir: string) => {
  const store = new NedbStore(dir);
  opened.push(store);
  return store;
};
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
});

const rawBreaksIn = (dir: string) =>
  readdirSync(dir).filter((name) => RAW_BREAK.test(readFileSync(join(dir, name), 'utf8')));

describe('embedded store: values holding U+2028, U+2029 or U+0085', () => {
  it('come back after a kill, as the store appended them (single writes)', async () => {
    const { store: dir } = newDataDir('line-breaks-');
    const before = open(dir);
    await before.collection('pickups').insertOne({ ...pickUp, _id: 'p0' });
    await before.collection('pickups').insertOne(pickUp);
    await before.collection('pickups').updateOne({ _id: 'p0' }, { $set: { review: TRICKY } });
    expect(rawBreaksIn(dir)).toEqual([]);

    // No close: a kill leaves the datafile as the appends left it.
    const after = open(dir);
    expect(await after.collection('pickups').findOne({ _id: 'p1' })).toEqual(pickUp);
    expect((await after.collection('pickups').findOne({ _id: 'p0' }))?.review).toBe(TRICKY);
  });

  it('come back after a compaction (the lines nedb writes itself)', async () => {
    const { store: dir } = newDataDir('line-breaks-');
    const before = open(dir);
    await before.collection('pickups').insertOne(pickUp);
    await before.ensureIndex('pickups', { fields: ['pickUp'] });
    await before.close();
    expect(rawBreaksIn(dir)).toEqual([]);

    expect(await open(dir).collection('pickups').findOne({ _id: 'p1' })).toEqual(pickUp);
  });

  it('come back from the journal when a committed transaction never reached the datafile', async () => {
    const { store: dir } = newDataDir('line-breaks-');
    const before = open(dir);
    await before.collection('pickups').count({});
    const repair = breakFile(join(dir, 'pickups.db'));
    await before.transaction(async (tx) => {
      await tx.collection('pickups').insertOne(pickUp);
      await tx.collection('users').insertOne({ _id: 'u1', username: TRICKY });
    });
    repair();
    expect(rawBreaksIn(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'transactions.journal'), 'utf8')).toContain('\\\\u2028');

    const after = open(dir);
    expect(await after.collection('pickups').findOne({ _id: 'p1' })).toEqual(pickUp);
    expect(await after.collection('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', username: TRICKY });
  });

  it('never stand raw in a journal line, whatever its record holds, and read back the same', () => {
    const record: JournalRecord = { id: TRICKY, writes: [{ collection: 'pickups', lines: [TRICKY] }] };
    const encoded = encodeRecord(record);
    expect(encoded.slice(1, -1)).not.toMatch(/[\n\r\v\f\u2028\u2029\u0085]/);
    expect(scanJournal(encoded).records).toEqual([record]);
  });

  it('come back from a datafile an earlier version wrote them into raw, which start-up escapes', async () => {
    const { root, store: dir } = newDataDir('line-breaks-');
    const raw = `${JSON.stringify({ _id: 'p1', pickUp: TRICKY })}\n`;
    writeFileSync(join(dir, 'pickups.db'), raw);

    expect(await open(dir).collection('pickups').findOne({ _id: 'p1' })).toEqual({
      _id: 'p1',
      pickUp: TRICKY,
    });
    expect(rawBreaksIn(dir)).toEqual([]);
    const [folder = ''] = readdirSync(join(root, 'recovered'));
    expect(readFileSync(join(root, 'recovered', folder, 'pickups.db'), 'utf8')).toBe(raw);
    expect(existsSync(join(dir, 'pickups.db~'))).toBe(false);
  });
});
