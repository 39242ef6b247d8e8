/**
 * Captures owed (captures.ts): the guide's acceptance of a paid booking request owes the capture of
 * its authorised payment, and only such an order owes one; the settlement round then makes each
 * capture owed once, for the order's own payment, and receipts it once: held by one round at a
 * time, tried again after a failure once the failed round's claim lapses, and never charging an
 * authorisation the provider has released meanwhile. Captures are asked for here in a store write
 * of the test's own, as acceptance asks for them, and the rounds run with the clock the test gives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { ashaAndTina } from '../../test/marketplace.js';
import { processCaptures, requestCapture } from './captures.js';
import {
  noWebhooks,
  overtakenRound,
  paidRequest,
  paymentOf,
  receipts,
  storedOrder,
  storeOrder,
  TINA,
  TOM,
} from './payment-fixtures.js';

const startProduct = useProduct();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** Asks for the order's capture in a store write of its own, as the guide's acceptance does. */
const askCapture = (h: Harness, orderId: string, now = new Date()) =>
  h.platform.store.transaction((tx) => requestCapture(tx, orderId, now));

const storedCapture = (h: Harness, orderId: string) =>
  h.platform.store.collection('captures').findOne({ _id: orderId });
const notMade = (h: Harness) =>
  h.logs.filter((line) => line.msg === 'capture not made; tried again next round');
const problemsOf = (h: Harness, orderId: string) =>
  h.platform.store.collection('payment_problems').find({ orderId });

/** Tina's paid request of Asha, accepted: its capture is owed. Resolves with the order id. */
async function acceptedRequest(h: Harness): Promise<string> {
  noWebhooks(h);
  const { tina } = await ashaAndTina(h);
  const orderId = await paidRequest(h, tina);
  await askCapture(h, orderId);
  return orderId;
}

describe('owing a capture', () => {
  it('refuses to owe a capture for an order not paid, one paid with no payment on record, or one we never opened', async () => {
    const h = await startProduct();
    await storeOrder(h, 'order_created', 3000, 'USD', { status: 'created', captureWithinMinutes: 60 });
    await storeOrder(h, 'order_nopayment', 3000, 'USD', { paymentId: undefined, captureWithinMinutes: 60 });
    await expect(askCapture(h, 'order_created')).rejects.toThrow('order order_created is not paid');
    await expect(askCapture(h, 'order_nopayment')).rejects.toThrow('order order_nopayment is not paid');
    await expect(askCapture(h, 'order_unknown')).rejects.toThrow('order order_unknown is not paid');
    expect(await h.platform.store.collection('captures').count({})).toBe(0);
  });

  it('owes nothing for an order captured when it was paid: the round asks the provider for nothing', async () => {
    const h = await startProduct();
    await storeOrder(h, 'order_plan', 1199, 'USD');
    await askCapture(h, 'order_plan');
    expect(await h.platform.store.collection('captures').count({})).toBe(0);
    const asked = vi.spyOn(h.deps.payments, 'fetchPayment');
    expect(await processCaptures(h.deps)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('making the captures owed', () => {
  it('captures each accepted request’s own payment when a round has several owed, and receipts each to its buyer once', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const { tina } = await ashaAndTina(h);
    const tinas = await paidRequest(h, tina, 3);
    const toms = await paidRequest(h, await loggedIn(h, TOM), 4);
    await askCapture(h, tinas);
    await askCapture(h, toms);
    const relay = vi.spyOn(h.deps.relay, 'nudge');
    expect(await processCaptures(h.deps)).toBe(2);
    for (const orderId of [tinas, toms]) {
      expect(await paymentOf(h, orderId)).toMatchObject({ status: 'captured', amountMinor: 3000 });
      expect(await storedCapture(h, orderId)).toMatchObject({
        status: 'captured',
        capturedAt: expect.any(Date),
      });
      // The claim goes with it: nothing about this capture is held any more.
      expect(await storedCapture(h, orderId)).not.toHaveProperty('claimedUntil');
    }
    const tinasOrder = await storedOrder(h, tinas);
    const tomsOrder = await storedOrder(h, toms);
    expect(await receipts(h)).toEqual(
      expect.arrayContaining([
        {
          to: TINA,
          template: 'payment-receipt',
          data: expect.objectContaining({
            invoiceNumber: tinasOrder.invoiceNumber,
            paymentId: tinasOrder.paymentId,
            amount: '$30.00',
          }),
        },
        {
          to: TOM,
          template: 'payment-receipt',
          data: expect.objectContaining({
            invoiceNumber: tomsOrder.invoiceNumber,
            paymentId: tomsOrder.paymentId,
            amount: '$30.00',
          }),
        },
      ]),
    );
    expect(await receipts(h)).toHaveLength(2);
    // The receipts are mailed at once, not at the relay's next look at the outbox.
    expect(relay).toHaveBeenCalled();
    expect(await processCaptures(h.deps)).toBe(0);
  });

  it('asks the provider for no capture when it captured the payment before the round could record it, and receipts it once', async () => {
    const h = await startProduct();
    const orderId = await acceptedRequest(h);
    // A round died between the provider's capture and its own record of it.
    const paymentId = String((await storedOrder(h, orderId)).paymentId);
    await h.platform.payments.capture(paymentId, { amountMinor: 3000, currency: 'USD' });
    const captured = vi.spyOn(h.deps.payments, 'capture');
    expect(await processCaptures(h.deps)).toBe(1);
    expect(captured).not.toHaveBeenCalled();
    expect(notMade(h)).toEqual([]);
    expect(await storedCapture(h, orderId)).toMatchObject({ status: 'captured' });
    expect(await receipts(h)).toEqual([expect.objectContaining({ to: TINA })]);
    expect(await problemsOf(h, orderId)).toEqual([]);
  });

  it('charges nothing for an authorisation the provider released before the round came, and tells the operator, once', async () => {
    const h = await startProduct();
    const orderId = await acceptedRequest(h);
    const { paymentId, captureWithinMinutes } = await storedOrder(h, orderId);
    // The product was down for longer than the capture window: the buyer has the money back.
    const now = later(new Date(), ((captureWithinMinutes ?? 0) + 1) * MINUTE);
    vi.setSystemTime(now);
    const captured = vi.spyOn(h.deps.payments, 'capture');
    const relay = vi.spyOn(h.deps.relay, 'nudge');
    expect(await processCaptures(h.deps, now)).toBe(0);
    expect(captured).not.toHaveBeenCalled();
    expect(await paymentOf(h, orderId)).toMatchObject({ captured: false, amountRefundedMinor: 3000 });
    expect(await storedCapture(h, orderId)).toMatchObject({ status: 'lapsed' });
    expect(await receipts(h)).toEqual([]);
    // Nothing was written for the relay to deliver.
    expect(relay).not.toHaveBeenCalled();
    expect(h.logs).toContainEqual(
      expect.objectContaining({ level: 50, orderId, paymentId, msg: 'authorisation lapsed before capture' }),
    );
    expect(await problemsOf(h, orderId)).toEqual([
      expect.objectContaining({
        paymentId,
        reason: 'authorisation released before the accepted booking was captured',
        outcome: 'not credited',
      }),
    ]);
    // The guide expects a paid tour: the next round neither asks again nor notes it twice.
    expect(await processCaptures(h.deps, later(now, MINUTE))).toBe(0);
    expect(await problemsOf(h, orderId)).toHaveLength(1);
  });
});

describe('one round at a time', () => {
  it('leaves a capture another round holds, and makes it once that claim has lapsed', async () => {
    const h = await startProduct();
    const orderId = await acceptedRequest(h);
    const now = new Date();
    // Another round (or gateway) is asking the provider now: its claim runs another minute.
    await h.platform.store
      .collection('captures')
      .updateOne({ _id: orderId }, { $set: { claimedUntil: later(now, MINUTE) } });
    const asked = vi.spyOn(h.deps.payments, 'fetchPayment');
    expect(await processCaptures(h.deps, now)).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    expect(notMade(h)).toEqual([]);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'authorized' });
    // That round died: once its claim lapses the capture is owed still, and made once.
    expect(await processCaptures(h.deps, later(now, 2 * MINUTE))).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'captured' });
  });

  it('tries a capture the provider failed again once the failed round’s claim lapses, and makes it once', async () => {
    const h = await startProduct();
    const orderId = await acceptedRequest(h);
    const now = new Date();
    vi.spyOn(h.deps.payments, 'capture').mockRejectedValueOnce(new Error('provider unavailable'));
    expect(await processCaptures(h.deps, now)).toBe(0);
    expect(notMade(h)).toEqual([
      expect.objectContaining({
        level: 40,
        orderId,
        err: expect.objectContaining({ message: 'provider unavailable' }),
      }),
    ]);
    expect(await storedCapture(h, orderId)).toMatchObject({ status: 'pending' });
    // The failed round's claim holds for two minutes: a round 30 s later does not ask meanwhile.
    expect(await processCaptures(h.deps, later(now, 30_000))).toBe(0);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'authorized' });
    expect(await processCaptures(h.deps, later(now, 2 * MINUTE + 1000))).toBe(1);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'captured' });
    expect(await receipts(h)).toHaveLength(1);
  });

  it('neither captures again nor receipts twice a capture whose claim lapsed while its round waited on the provider', async () => {
    const h = await startProduct();
    const orderId = await acceptedRequest(h);
    const now = new Date();
    const captured = vi.spyOn(h.deps.payments, 'capture');
    // A later round takes the capture and makes it before the first round hears back.
    expect(await overtakenRound(h, (at) => processCaptures(h.deps, at), now)).toEqual({
      first: 1,
      overtaking: 1,
    });
    expect(captured).toHaveBeenCalledTimes(1);
    expect(notMade(h)).toEqual([]);
    expect(await paymentOf(h, orderId)).toMatchObject({ status: 'captured', amountMinor: 3000 });
    expect(await receipts(h)).toEqual([expect.objectContaining({ to: TINA })]);
  });
});
