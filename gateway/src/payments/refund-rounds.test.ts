/**
 * A refund round's hold on a refund (refunds.ts) when the refund must wait for its order's capture:
 * the round lets go of that refund alone, so the round after the capture makes it at once rather
 * than when the hold would have lapsed, while a refund another round holds stays held.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { confirm, fortnight, noWebhooks, ordered, pay, storedOrder, TINA, TOM } from './payment-fixtures.js';
import { processRefunds, requestRefund } from './refunds.js';

const startProduct = useProduct();

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The buyer's Fortnight plan ordered in US dollars (11.99), paid and captured: the order id. */
async function paidPlan(h: Harness, email: string): Promise<string> {
  const cookie = await loggedIn(h, email);
  const orderId = await ordered(h, cookie, fortnight(), 11.99);
  await confirm(h, cookie, await pay(h, orderId));
  return orderId;
}

const refunded = async (h: Harness, orderId: string) =>
  (await h.platform.payments.fetchPayment(String((await storedOrder(h, orderId)).paymentId)))
    .amountRefundedMinor;

describe('a refund waiting for its capture', () => {
  it('is made by the first round after the capture, while a refund another round holds stays held', async () => {
    const h = await startProduct();
    noWebhooks(h);
    // The store walks refunds by id: the held refund comes first, where a release aimed at no
    // refund in particular would land.
    const [held, waiting] = [await paidPlan(h, TINA), await paidPlan(h, TOM)].sort((a, b) =>
      a < b ? -1 : 1,
    ) as [string, string];
    const now = new Date();
    const { store } = h.platform;
    for (const orderId of [held, waiting])
      await store.transaction((tx) => requestRefund(tx, orderId, 100, 'Fortnight Plan cancelled', now));
    // Another round is asking the provider about the first refund: its claim runs another minute.
    await store
      .collection('refunds')
      .updateOne({ _id: held }, { $set: { claimedUntil: later(now, 60_000) } });
    // The second one's order has a capture owed: its refund waits until the capture is made.
    await store
      .collection('captures')
      .insertOne({ _id: waiting, orderId: waiting, status: 'pending', requestedAt: now });

    expect(await processRefunds(h.deps, now)).toBe(0);
    await store.collection('captures').updateOne({ _id: waiting }, { $set: { status: 'captured' } });

    expect(await processRefunds(h.deps, later(now, 30_000))).toBe(1);
    expect(await refunded(h, waiting)).toBe(1199);
    expect(await refunded(h, held)).toBe(0);
    expect(await store.collection('refunds').findOne({ _id: held })).toMatchObject({
      status: 'pending',
      claimedUntil: later(now, 60_000),
    });
  });
});
