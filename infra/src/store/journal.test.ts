import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datafileLine } from './datafile.js';
import { newDataDir } from './files.fixture.js';
import { encodeRecord, type JournalRecord, scanJournal } from './journal.js';
import { NedbStore } from './nedb-store.js';

const at = new Date('2026-03-04T05:06:07.000Z');
const record = (id: string, n: number): JournalRecord => ({
  id,
  writes: [
    { collection: 'users', lines: [datafileLine({ _id: `u-${id}`, newsletter: true })] },
    {
      collection: 'counters',
      lines: [datafileLine({ _id: 'subscribed', n }), datafileLine({ $$deleted: true, _id: 'stale' })],
    },
    { collection: 'outbox', lines: [datafileLine({ _id: `e-${id}`, occurredAt: at })] },
  ],
});

async function opened(dir: string) {
  const store = new NedbStore(dir);
  const all = async (name: string) => store.collection(name).find({}, { sort: { _id: 1 } });
  const seen = { users: await all('users'), counters: await all('counters'), outbox: await all('outbox') };
  await store.close();
  return seen;
}

describe('store journal', () => {
  it('reads complete records, names a damaged one wherever it is, and takes a torn one for torn only at the end', () => {
    const torn = encodeRecord(record('torn', 2)).slice(0, -30);
    const damaged = encodeRecord(record('damaged', 3)).replace('"users"', '"userz"');
    const text = encodeRecord(record('a', 1)) + torn + damaged + encodeRecord(record('b', 4));
    const scan = scanJournal(text);
    expect(scan.records.map((r) => r.id)).toEqual(['a', 'b']);
    // A record cut short and then followed by another was never one a kill left last: damage.
    expect(scan.bad.map((b) => b.line)).toEqual([4, 5]);
    expect(scan.torn).toBeNull();
    expect(scanJournal(encodeRecord(record('a', 1)) + torn).torn?.line).toBe(4);
  });

  it('replays at start-up a committed transaction a crash left, dates included, and discards a torn one', async () => {
    const dir = newDataDir('journal-').store;
    const before = new NedbStore(dir);
    await before.collection('users').insertOne({ _id: 'u-old', newsletter: false });
    await before.collection('counters').insertOne({ _id: 'stale', n: 0 });
    await before.close();
    writeFileSync(
      join(dir, 'transactions.journal'),
      encodeRecord(record('t1', 1)) + encodeRecord(record('t2', 2)).slice(0, -10),
    );

    const seen = await opened(dir);
    expect(seen.users).toEqual([
      { _id: 'u-old', newsletter: false },
      { _id: 'u-t1', newsletter: true },
    ]);
    expect(seen.counters).toEqual([{ _id: 'subscribed', n: 1 }]);
    expect(seen.outbox).toEqual([{ _id: 'e-t1', occurredAt: at }]);
    expect(statSync(join(dir, 'transactions.journal')).size).toBe(0);
  });

  it('gives the same documents when a record is replayed over datafiles that already hold it', async () => {
    const dir = newDataDir('journal-').store;
    const journal = encodeRecord(record('t1', 5));
    writeFileSync(join(dir, 'transactions.journal'), journal);
    const once = await opened(dir);
    // A crash after the datafiles took the record but before the journal was emptied.
    writeFileSync(join(dir, 'transactions.journal'), journal);
    const twice = await opened(dir);
    expect(twice).toEqual(once);
    expect(twice.counters).toEqual([{ _id: 'subscribed', n: 5 }]);
    expect(readFileSync(join(dir, 'transactions.journal'), 'utf8')).toBe('');
  });
});
