/**
 * Start-up after a clean stop (clean-stop.ts): the files, exactly as the stop left them, are not
 * read again for damage; after a crash, or with any file changed since, everything is.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDataDir } from './files.fixture.js';
import { NedbStore } from './nedb-store.js';
import { StoreDamagedError } from './port.js';

async function storeWithUsers(dir: string): Promise<NedbStore> {
  const store = new NedbStore(dir);
  await store.collection('users').insertMany([
    { _id: 'u1', email: 'asha@example.com' },
    { _id: 'u2', email: 'ravi@example.com' },
  ]);
  return store;
}

const emails = async (store: NedbStore) =>
  (await store.collection<{ _id: string; email: string }>('users').find({}, { sort: { _id: 1 } })).map(
    (u) => u.email,
  );

describe('embedded store: start-up after a clean stop', () => {
  it('trusts the files a clean stop left, once: the start after a crash reads them all again', async () => {
    const { store: dir } = newDataDir('clean-stop-');
    const first = await storeWithUsers(dir);
    expect(first.checkedAtStart).toBe(true);
    await first.close();

    const second = new NedbStore(dir);
    expect(second.checkedAtStart).toBe(false);
    expect(await emails(second)).toEqual(['asha@example.com', 'ravi@example.com']);
    // Not closed: a crash, after a write.
    await second.collection('users').insertOne({ _id: 'u3', email: 'mei@example.com' });

    const third = new NedbStore(dir);
    expect(third.checkedAtStart).toBe(true);
    expect(await emails(third)).toEqual(['asha@example.com', 'ravi@example.com', 'mei@example.com']);
    await third.close();
  });

  it('reads everything again when a file changed after the stop, and repairs or refuses as after a crash', async () => {
    const { store: dir } = newDataDir('clean-stop-');
    await (await storeWithUsers(dir)).close();
    // A torn line appended since: found and cut, as a crash's would be.
    appendFileSync(join(dir, 'users.db'), '{"_id":"u9","em');
    const repaired = new NedbStore(dir);
    expect(repaired.checkedAtStart).toBe(true);
    expect(await emails(repaired)).toEqual(['asha@example.com', 'ravi@example.com']);
    await repaired.close();

    // Damage that keeps the file's size (its change time moves): refused.
    const file = join(dir, 'users.db');
    const text = readFileSync(file, 'utf8');
    const damaged = text.replace('{"_id":"u1"', '{"_id":"u1#');
    expect(damaged.length).toBe(text.length);
    writeFileSync(file, damaged);
    expect(() => new NedbStore(dir)).toThrow(StoreDamagedError);
  });

  it('reads everything again when a file appeared after the stop', async () => {
    const { store: dir } = newDataDir('clean-stop-');
    const store = await storeWithUsers(dir);
    await store.close();
    // The record names every file: one it does not name is not as the stop left it.
    writeFileSync(join(dir, 'orders.db'), '');
    const next = new NedbStore(dir);
    expect(next.checkedAtStart).toBe(true);
    await next.close();
  });
});
