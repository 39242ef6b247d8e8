/**
 * The whole transaction history, paged. Rule, under generated histories with many payments of one
 * instant and payments recorded between pages: following the cursors yields each of the caller's
 * payments once, newest first, and nobody else's.
 */
import { NedbStore } from '@app/infra';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitorAt } from '../../test/actors.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { toAccount } from '../accounts/account.js';
import type { Actor } from '../accounts/index.js';
import { newUser } from '../accounts/users.js';
import { transactionPage } from './transaction-history.js';
import { type TransactionDoc, transactions } from './transaction-store.js';

function actorOf(email: string): { actor: Actor; id: string } {
  const user = toAccount(newUser(email));
  return { actor: { ...visitorAt('203.0.113.7'), user }, id: user._id };
}

const startProduct = useProduct();

const BASE = Date.UTC(2026, 10, 1);
/** Few instants, so that many payments share one. */
const instant = fc.integer({ min: 0, max: 6 }).map((minutes) => new Date(BASE + minutes * 60_000));
const payment = fc.record({ mine: fc.boolean(), time: instant });

describe('the paged transaction history', () => {
  it('gives each of the caller’s payments once, newest first, whatever was paid between pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payment, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.boolean(), { maxLength: 10 }),
        async (history, pageSize, paidBetween) => {
          const store = new NedbStore(null);
          const me = actorOf('asha@example.com');
          const other = actorOf('ravi@example.com');
          let n = 0;
          const doc = (userId: string, time: Date): TransactionDoc => {
            n++;
            return {
              _id: `t${String(n).padStart(3, '0')}`,
              userId,
              description: `payment ${n}`,
              amount: '₹1.00',
              time,
              paymentId: `pay_${n}`,
            };
          };
          const stored = history.map(({ mine, time }) => doc(mine ? me.id : other.id, time));
          if (stored.length > 0) await transactions(store).insertMany(stored);
          const expected = stored
            .filter((t) => t.userId === me.id)
            .sort((a, b) => b.time.getTime() - a.time.getTime() || (a._id < b._id ? 1 : -1))
            .map((t) => t.description);

          const seen: string[] = [];
          let cursor = null;
          for (let page = 0; ; page++) {
            // A payment made while the listener reads the history: newer than all of it.
            if (paidBetween[page])
              await transactions(store).insertOne(doc(me.id, new Date(BASE + 3600_000 + page)));
            const answer = await transactionPage({ store }, me.actor, { cursor }, pageSize);
            expect(answer.items.length).toBeLessThanOrEqual(pageSize);
            seen.push(...answer.items.map((t) => t.description));
            if (!answer.nextCursor) break;
            expect(answer.items).toHaveLength(pageSize);
            cursor = answer.nextCursor;
          }
          const paidMeanwhile = seen.filter((d) => !expected.includes(d));
          // The first page may already hold what was paid before it was asked for; nothing else.
          expect(seen.slice(paidMeanwhile.length)).toEqual(expected);
          expect(paidMeanwhile.length).toBeLessThanOrEqual(paidBetween[0] ? 1 : 0);
          await store.close();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a forged cursor with 400 and the rule’s message, over tRPC', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    for (const cursor of [
      { time: 'yesterday', id: 't1' },
      { time: new Date().toISOString(), id: '' },
    ]) {
      const res = await h.app.request(
        `/trpc/profile.transactionPage?input=${encodeURIComponent(JSON.stringify({ cursor }))}`,
        { headers: { cookie } },
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { data: { appCode: string } } };
      expect(body.error.data.appCode).toBe('INVALID_INPUT');
    }
  });

  it('says no page follows a history of exactly one page, and one follows a page and one payment more', async () => {
    const store = new NedbStore(null);
    const me = actorOf('asha@example.com');
    const paid = (n: number): TransactionDoc => ({
      _id: `t${n}`,
      userId: me.id,
      description: `payment ${n}`,
      amount: '₹1.00',
      time: new Date(BASE + n * 60_000),
      paymentId: `pay_${n}`,
    });
    await transactions(store).insertMany([1, 2, 3].map(paid));
    const whole = await transactionPage({ store }, me.actor, {}, 3);
    expect(whole.items.map((t) => t.description)).toEqual(['payment 3', 'payment 2', 'payment 1']);
    // A cursor here would send the page to ask for an empty page.
    expect(whole.nextCursor).toBeNull();

    await transactions(store).insertOne(paid(0));
    const first = await transactionPage({ store }, me.actor, {}, 3);
    expect(first.nextCursor).toEqual({ time: new Date(BASE + 60_000).toISOString(), id: 't1' });
    const rest = await transactionPage({ store }, me.actor, { cursor: first.nextCursor }, 3);
    expect(rest).toEqual({
      items: [expect.objectContaining({ description: 'payment 0' })],
      nextCursor: null,
    });
    await store.close();
  });

  it('refuses a visitor', async () => {
    const store = new NedbStore(null);
    await expect(transactionPage({ store }, visitorAt('203.0.113.7'), {})).rejects.toThrow();
  });
});
