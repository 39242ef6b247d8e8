import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { lastNumber, nextNumber, setLastNumber } from './sequences.js';

describe('sequences', () => {
  it('numbers each sequence on its own from 1, without gaps, and takes a repaired last number', async () => {
    const store = new NedbStore(null);
    expect(await lastNumber(store, 'invoices-2026')).toBe(0);
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await store.transaction((tx) => nextNumber(tx, 'invoices-2026')));
    expect(taken).toEqual([1, 2, 3]);
    expect(await nextNumber(store, 'site_reviews')).toBe(1);
    expect(await lastNumber(store, 'invoices-2026')).toBe(3);
    await setLastNumber(store, 'site_reviews', 41);
    expect(await nextNumber(store, 'site_reviews')).toBe(42);
    expect(await lastNumber(store, 'invoices-2026')).toBe(3);
  });
});
