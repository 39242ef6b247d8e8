/**
 * How `pnpm admin store check` ends: what it says of a DATA_DIR with no store yet and of a repair
 * it completed, that a repair gives DATA_DIR back for the product to start; and that it, like a
 * backup, covers the embedded store only.
 */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform, NedbStore, parseConfig, silentLogger } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { backupCommand } from './commands.js';
import { storeCheckCommand } from './store-check.js';

const newDataDir = () => mkdtempSync(join(tmpdir(), 'store-outcome-'));

describe('pnpm admin store check, as it ends', () => {
  it('says there is no store yet in a DATA_DIR the product never wrote to', async () => {
    const root = newDataDir();
    expect(await storeCheckCommand(parseConfig({ DATA_DIR: root }), false)).toEqual({
      text: `There is no embedded store in ${join(root, 'store')} yet.`,
      damaged: false,
    });
  });

  it('counts what a repair repaired, and leaves DATA_DIR free for the product to start', async () => {
    const root = newDataDir();
    const store = new NedbStore(join(root, 'store'));
    await store.collection('notes').insertOne({ _id: 'n1', text: 'kept' });
    await store.close();
    appendFileSync(join(root, 'store', 'notes.db'), '{"_id":"n2","te');
    const config = parseConfig({ DATA_DIR: root });

    const repaired = await storeCheckCommand(config, true);
    expect(repaired.damaged).toBe(false);
    expect(repaired.text.split('\n').at(-1)).toBe('Repaired 1 finding(s).');
    const product = await createPlatform(config, silentLogger, { holder: 'gateway' });
    try {
      expect(await product.store.collection('notes').find({})).toEqual([{ _id: 'n1', text: 'kept' }]);
    } finally {
      await product.close();
    }
  });
});

describe('operator commands on MongoDB', () => {
  const mongo = () =>
    parseConfig({ DATA_DIR: newDataDir(), STORE: 'mongodb', MONGODB_URL: 'mongodb://127.0.0.1:9/none' });

  it('refuse a store check and a backup, pointing to MongoDB’s own tools', async () => {
    await expect(storeCheckCommand(mongo(), false)).rejects.toThrow(
      'The store check reads the embedded store; check MongoDB with its own tools.',
    );
    await expect(backupCommand(mongo(), join(newDataDir(), 'b.tar.gz'))).rejects.toThrow(
      'Backups cover the embedded store; use mongodump for MongoDB.',
    );
  });
});
