/**
 * A user's transactions are read by an index: with a year of payments, a read that matched no
 * index went through every row of everyone (the p99 of `getTransactionHistory` went from 15 to
 * 677 ms). The embedded store uses an index when the filter names its field with a plain value.
 */
import { type Collection, type Doc, type Filter, NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { userAt } from '../../test/actors.js';
import { ensureOrderIndexes } from './order-store.js';
import { transactionHistory, transactionPage } from './transaction-history.js';

/** `inner`, noting the indexes it is asked for and the filters each collection is read with. */
function noting(inner: Store) {
  const indexes: Array<{ collection: string; fields: readonly string[] }> = [];
  const reads: Array<{ collection: string; filter: Filter }> = [];
  const store: Store = {
    kind: inner.kind,
    collection<T extends Doc>(name: string): Collection<T> {
      const c = inner.collection<T>(name);
      return {
        ...c,
        find: (filter, options) => {
          reads.push({ collection: name, filter });
          return c.find(filter, options);
        },
      };
    },
    ensureIndex: (collection, index) => {
      indexes.push({ collection, fields: index.fields });
      return inner.ensureIndex(collection, index);
    },
    transaction: (work) => inner.transaction(work),
    ping: () => inner.ping(),
    readAhead: () => inner.readAhead(),
    close: () => inner.close(),
  };
  return { store, indexes, reads };
}

/** The fields a filter names with a plain value: those an index can serve. */
const plainFields = (filter: Filter) =>
  Object.entries(filter)
    .filter(([key, value]) => !key.startsWith('$') && (typeof value !== 'object' || value instanceof Date))
    .map(([key]) => key);

describe('reading a user’s transactions', () => {
  it('goes through an index the product declares at start-up, for the latest five and for every page', async () => {
    const { store, indexes, reads } = noting(new NedbStore(null));
    // What start-up declares for the payments.
    await ensureOrderIndexes(store);
    const actor = userAt('asha@example.com');
    await transactionHistory({ store }, actor, {});
    await transactionPage({ store }, actor, {});
    await transactionPage({ store }, actor, { cursor: { time: new Date().toISOString(), id: 'order_1' } });

    const ofTransactions = reads.filter((r) => r.collection === 'transactions');
    expect(ofTransactions).toHaveLength(3);
    const declared = indexes.filter((i) => i.collection === 'transactions').map((i) => i.fields);
    for (const { filter } of ofTransactions) {
      const named = plainFields(filter);
      expect(
        declared.some((fields) => fields.every((field) => named.includes(field))),
        `an index for ${JSON.stringify(filter)}`,
      ).toBe(true);
    }
  });
});
