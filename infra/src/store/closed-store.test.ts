import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NedbStore } from './nedb-store.js';

/**
 * How many AsyncLocalStorage instances Node is propagating into new async resources: each enabled
 * one writes its own symbol-keyed slot on every promise created from then on.
 */
function storagesOnNewPromises(): number {
  const promise = Promise.resolve();
  return Object.getOwnPropertySymbols(promise).filter((key) => key.description === 'kResourceStore').length;
}

describe('embedded store: the storage that tells a transaction’s own writes', () => {
  it('costs no promise of the process anything outside a transaction, open or closed', async () => {
    const before = storagesOnNewPromises();
    for (let i = 0; i < 3; i++) {
      const store = new NedbStore(mkdtempSync(join(tmpdir(), 'closed-store-')));
      let inside = 0;
      await store.transaction(async (tx) => {
        await tx.collection('things').insertOne({ _id: `thing-${i}` });
        inside = storagesOnNewPromises();
      });
      expect(inside).toBe(before + 1);
      expect(storagesOnNewPromises()).toBe(before);
      // Enabled again by the next transaction: a write through the store from its work joins it
      // instead of waiting for the lock the transaction holds (which would never end).
      await store.transaction(async () => {
        await store.collection('things').insertOne({ _id: `joined-${i}` });
      });
      expect(await store.collection('things').count({})).toBe(2);
      expect(storagesOnNewPromises()).toBe(before);
      await store.close();
    }
    expect(storagesOnNewPromises()).toBe(before);
  });
});
