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

describe('embedded store: once closed', () => {
  it('costs no later promise of the process anything, however many stores came and went', async () => {
    const before = storagesOnNewPromises();
    for (let i = 0; i < 3; i++) {
      const store = new NedbStore(mkdtempSync(join(tmpdir(), 'closed-store-')));
      await store.transaction(async (tx) => {
        await tx.collection('things').insertOne({ _id: `thing-${i}` });
      });
      expect(storagesOnNewPromises()).toBe(before + 1);
      await store.close();
    }
    expect(storagesOnNewPromises()).toBe(before);
  });
});
