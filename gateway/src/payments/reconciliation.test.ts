/**
 * Reconciliation rounds, run by the tests at the moments they name: which orders are asked about at
 * the payment provider and from when, which payment credits an order, and when an unpaid order
 * expires and gives its coupon use back. Tests hold two buyers' orders, so a round that touched
 * the wrong order shows on the other.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, tajBooking } from '../../test/marketplace.js';
import type { Deps } from '../deps/deps.js';
import {
  confirm,
  declined,
  fortnight,
  noWebhooks,
  order,
  ordered,
  pay,
  storedOrder,
  twoBuyers,
} from './payment-fixtures.js';
import { listProblems } from './problems.js';
import { ASK_AFTER_MS, LATE_ASKS_MS, reconcileOnce, startReconciliation } from './reconciliation.js';

const startProduct = useProduct();

async function start(env: Record<string, string> = {}) {
  const product = await startProduct({ env });
  return { h: product, ...(await twoBuyers(product)) };
}

const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
const WITH_COUPON = fortnight('EXPLOREWITHUS20');
const COUPON_PRICE = 9.59;

const couponAnswer = async (product: Harness) =>
  (await post(product, '/api/check-code-limit', { couponCode: 'EXPLOREWITHUS20' })).body.message;

type Provider = Deps['payments'];
type Listed = ReturnType<Provider['fetchOrderPayments']>;

/** The product's deps, its provider's answers about an order's payments passed through `around`. */
function providerSeenBy(product: Harness, around: (orderId: string, ask: () => Listed) => Listed): Deps {
  const real = product.deps.payments;
  const payments = Object.assign(Object.create(real) as Provider, {
    fetchOrderPayments: (orderId: string) => around(orderId, () => real.fetchOrderPayments(orderId)),
  });
  return { ...product.deps, payments };
}

/** Deps whose provider notes each order it is asked about in `asked`. */
const noting = (product: Harness, asked: string[]) =>
  providerSeenBy(product, (orderId, ask) => {
    asked.push(orderId);
    return ask();
  });

/** Deps whose provider's answer about `orderId` is stale when it arrives: `meanwhile` ran after it was given. */
const staleAbout = (product: Harness, orderId: string, meanwhile: () => Promise<void>) =>
  providerSeenBy(product, async (id, ask) => {
    const listed = await ask();
    if (id === orderId) await meanwhile();
    return listed;
  });

/** Deps whose plans note in `voided` each order whose hold (its coupon use) is given back. */
function notingVoids(deps: Deps, voided: string[]): Deps {
  const plan = deps.purchasables.plan;
  const counted: typeof plan = {
    ...plan,
    void: async (tx, held) => {
      voided.push(held._id);
      await plan.void?.(tx, held);
    },
  };
  return { ...deps, purchasables: { ...deps.purchasables, plan: counted } };
}

/** The orders one round at `now` asks the provider about. */
async function askedAt(product: Harness, now: Date): Promise<string[]> {
  const asked: string[] = [];
  await reconcileOnce(noting(product, asked), now);
  return asked;
}

/** Tina's reserved booking of Asha (2 × 15 USD), ordered and not paid: the order id. */
async function bookingRequest(h: Harness): Promise<string> {
  noWebhooks(h);
  const { tina } = await ashaAndTina(h);
  const id = String((await post(h, '/api/bookings', tajBooking('reserved', 3), tina)).body.id);
  const created = await post(
    h,
    '/api/create-order',
    { amount: 30, preferredCurrency: 'USD', item: { type: 'booking', bookingId: id } },
    tina,
  );
  if (created.status !== 200) throw new Error(`no order: ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

describe('asking the provider about a waiting order', () => {
  it('asks about an order once it is ASK_AFTER_MS old, not a moment before, and credits its payment', async () => {
    const { h, tina } = await start();
    const orderId = await ordered(h, tina, fortnight(), 11.99);
    const paid = await pay(h, orderId);
    const { createdAt } = await storedOrder(h, orderId);

    expect(await reconcileOnce(h.deps, after(createdAt, ASK_AFTER_MS - 1))).toEqual({
      credited: 0,
      expired: 0,
    });
    expect((await storedOrder(h, orderId)).status).toBe('created');

    expect(await reconcileOnce(h.deps, after(createdAt, ASK_AFTER_MS))).toEqual({ credited: 1, expired: 0 });
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'paid',
      paymentId: paid.razorpay_payment_id,
      creditedBy: 'reconciliation',
    });
  });

  it('credits the captured payment and not a declined attempt before it; a declined payment alone credits nothing', async () => {
    const { h, tina, tom } = await start();
    const tinas = await ordered(h, tina, fortnight(), 11.99);
    const toms = await ordered(h, tom, fortnight(), 11.99);
    await declined(h, tinas);
    const paid = await pay(h, tinas);
    await declined(h, toms);

    const { createdAt } = await storedOrder(h, toms);
    expect(await reconcileOnce(h.deps, after(createdAt, ASK_AFTER_MS))).toEqual({ credited: 1, expired: 0 });
    expect(await storedOrder(h, tinas)).toMatchObject({
      status: 'paid',
      paymentId: paid.razorpay_payment_id,
    });
    const tomsOrder = await storedOrder(h, toms);
    expect(tomsOrder.status).toBe('created');
    expect(tomsOrder).not.toHaveProperty('paymentId');
  });

  it('asks the provider only about orders still waiting, never again about a paid or an expired one', async () => {
    const { h, tina, tom } = await start();
    const paidOne = await ordered(h, tina, fortnight(), 11.99);
    await confirm(h, tina, await pay(h, paidOne));
    const unpaid = await ordered(h, tom, fortnight(), 11.99);
    const waiting = await ordered(h, tina, fortnight(), 11.99);
    const { expiresAt } = await storedOrder(h, unpaid);

    const first: string[] = [];
    expect(await reconcileOnce(noting(h, first), expiresAt)).toEqual({ credited: 0, expired: 1 });
    expect(first.sort()).toEqual([unpaid, waiting].sort());
    const second: string[] = [];
    await reconcileOnce(noting(h, second), expiresAt);
    expect(second).toEqual([waiting]);
  });

  it('leaves an order the provider could not answer about for the next round, even past its lifetime, and goes on with the others', async () => {
    const { h, tina, tom } = await start();
    const unanswered = await ordered(h, tina, fortnight(), 11.99);
    const toms = await ordered(h, tom, fortnight(), 11.99);
    await pay(h, toms);
    const { expiresAt } = await storedOrder(h, toms);
    const failing = providerSeenBy(h, (orderId, ask) =>
      orderId === unanswered ? Promise.reject(new Error('provider timed out')) : ask(),
    );

    expect(await reconcileOnce(failing, expiresAt)).toEqual({ credited: 1, expired: 0 });
    expect((await storedOrder(h, unanswered)).status).toBe('created');
    expect((await storedOrder(h, toms)).status).toBe('paid');
    expect(h.logs).toContainEqual(
      expect.objectContaining({ orderId: unanswered, msg: 'order not reconciled; asked again next round' }),
    );
    expect(await reconcileOnce(h.deps, expiresAt)).toEqual({ credited: 0, expired: 1 });
  });
});

describe('what the provider answers about a payment', () => {
  it('credits nothing for a captured payment of another amount than the order’s, and notes it as a problem', async () => {
    const { h, tina } = await start();
    const orderId = await ordered(h, tina, fortnight(), 11.99);
    const paid = await pay(h, orderId);
    const { createdAt } = await storedOrder(h, orderId);
    // Issue 22: a capture of one cent must never credit an 11.99 USD plan.
    const oneCent = providerSeenBy(h, async (_id, ask) =>
      (await ask()).map((payment) => ({ ...payment, amountMinor: 1 })),
    );

    expect(await reconcileOnce(oneCent, after(createdAt, ASK_AFTER_MS))).toEqual({ credited: 0, expired: 0 });
    expect((await storedOrder(h, orderId)).status).toBe('created');
    expect(await listProblems(h.platform.store)).toEqual([
      expect.objectContaining({
        orderId,
        paymentId: paid.razorpay_payment_id,
        reason: 'payment of 1 USD for an order of 1199 USD',
        outcome: 'not credited',
      }),
    ]);
  });

  it('expires an order whose only payment does not pay it at the end of its lifetime, and asks about it late as about any unpaid one', async () => {
    const { h, tina } = await start();
    const orderId = await ordered(h, tina, fortnight(), 11.99);
    await pay(h, orderId);
    const { expiresAt } = await storedOrder(h, orderId);
    const oneCent = providerSeenBy(h, async (_id, ask) =>
      (await ask()).map((payment) => ({ ...payment, amountMinor: 1 })),
    );

    expect(await reconcileOnce(oneCent, expiresAt)).toEqual({ credited: 0, expired: 1 });
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'expired', lateAsks: 0 });
    const firstLate = after(expiresAt, LATE_ASKS_MS[0]);
    expect(await reconcileOnce(oneCent, firstLate)).toEqual({ credited: 0, expired: 0 });
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'expired',
      lateAsks: 1,
      nextAskAt: after(firstLate, LATE_ASKS_MS[1]),
    });
  });

  it('credits a booking request on its authorisation alone: its money is secured until the guide accepts', async () => {
    const h = await startProduct();
    const orderId = await bookingRequest(h);
    const paid = await pay(h, orderId);
    const { createdAt } = await storedOrder(h, orderId);

    expect(await reconcileOnce(h.deps, after(createdAt, ASK_AFTER_MS))).toEqual({ credited: 1, expired: 0 });
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'paid',
      paymentId: paid.razorpay_payment_id,
      creditedBy: 'reconciliation',
    });
  });

  it('credits a booking request with its captured payment rather than an authorisation listed before it', async () => {
    const h = await startProduct();
    const orderId = await bookingRequest(h);
    await pay(h, orderId);
    const { createdAt } = await storedOrder(h, orderId);
    // The provider lists the authorisation first and a captured payment of the same order after it.
    const capturedToo = providerSeenBy(h, async (_id, ask) => {
      const listed = await ask();
      return [...listed, ...listed.map((p) => ({ ...p, id: 'pay_captured', status: 'captured' as const }))];
    });

    expect(await reconcileOnce(capturedToo, after(createdAt, ASK_AFTER_MS))).toEqual({
      credited: 1,
      expired: 0,
    });
    expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_captured' });
  });
});

describe('asking again about an expired order', () => {
  it('asks about an expired order an hour after it expired, then a day, then three days later, and never again', async () => {
    const { h, tina, tom } = await start();
    const tinas = await ordered(h, tina, fortnight(), 11.99);
    const toms = await ordered(h, tom, fortnight(), 11.99);
    // The order the store keeps first (it walks orders by id) is paid and the other left to expire:
    // a late ask written to the first order it met instead of the expired one would show on it.
    const [paidOne, orderId] = [tinas, toms].sort() as [string, string];
    const payer = paidOne === tinas ? tina : tom;
    await confirm(h, payer, await pay(h, paidOne));
    const { expiresAt } = await storedOrder(h, orderId);
    const [hour, day, threeDays] = LATE_ASKS_MS;
    expect(await reconcileOnce(h.deps, expiresAt)).toEqual({ credited: 0, expired: 1 });

    const first = after(expiresAt, hour);
    expect(await askedAt(h, after(first, -1))).toEqual([]);
    expect(await askedAt(h, first)).toEqual([orderId]);
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'expired',
      lateAsks: 1,
      nextAskAt: after(first, day),
    });
    // Asked, it waits for its next time: not asked again at the next round.
    expect(await askedAt(h, after(first, 60_000))).toEqual([]);

    const second = after(first, day);
    expect(await askedAt(h, after(second, -1))).toEqual([]);
    expect(await askedAt(h, second)).toEqual([orderId]);
    expect(await storedOrder(h, orderId)).toMatchObject({ lateAsks: 2, nextAskAt: after(second, threeDays) });

    const third = after(second, threeDays);
    expect(await askedAt(h, after(third, -1))).toEqual([]);
    expect(await askedAt(h, third)).toEqual([orderId]);
    const ended = await storedOrder(h, orderId);
    expect(ended).toMatchObject({ status: 'expired', lateAsks: 3 });
    expect(ended).not.toHaveProperty('nextAskAt');
    expect(await askedAt(h, after(third, 365 * 24 * 3600_000))).toEqual([]);

    const paidOrder = await storedOrder(h, paidOne);
    expect(paidOrder.status).toBe('paid');
    expect(paidOrder).not.toHaveProperty('lateAsks');
  });

  it('credits an expired order whose payment the provider captured late, at its next late ask', async () => {
    const { h, tina } = await start();
    const orderId = await ordered(h, tina, fortnight(), 11.99);
    const { expiresAt } = await storedOrder(h, orderId);
    expect(await reconcileOnce(h.deps, expiresAt)).toEqual({ credited: 0, expired: 1 });
    const paid = await pay(h, orderId);

    expect(await reconcileOnce(h.deps, after(expiresAt, LATE_ASKS_MS[0]))).toEqual({
      credited: 1,
      expired: 0,
    });
    expect(await storedOrder(h, orderId)).toMatchObject({
      status: 'paid',
      paymentId: paid.razorpay_payment_id,
      creditedBy: 'reconciliation',
    });
  });
});

describe('expiring an unpaid order', () => {
  it('gives back what an expired order held once, even when two rounds expire it at the same moment, and nothing for an order paid meanwhile', async () => {
    const { h, tina, tom } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '2' });
    const tinas = await ordered(h, tina, WITH_COUPON, COUPON_PRICE);
    const toms = await ordered(h, tom, WITH_COUPON, COUPON_PRICE);
    const voided: string[] = [];
    const tinasEnd = (await storedOrder(h, tinas)).expiresAt;
    await Promise.all([
      reconcileOnce(notingVoids(h.deps, voided), tinasEnd),
      reconcileOnce(notingVoids(h.deps, voided), tinasEnd),
    ]);
    expect(voided).toEqual([tinas]);

    // Tom pays while the round asks about his order: his coupon use is spent, not given back.
    const tomsEnd = (await storedOrder(h, toms)).expiresAt;
    const racing = staleAbout(h, toms, async () => confirm(h, tom, await pay(h, toms)));
    expect(await reconcileOnce(notingVoids(racing, voided), tomsEnd)).toEqual({ credited: 0, expired: 0 });
    expect(voided).toEqual([tinas]);
  });

  it('expires an unpaid order of an item that holds nothing, such as a special plan', async () => {
    const { h, tina } = await start();
    const tours = await post(h, '/api/special-tours', { country: 'India' });
    const plan = (tours.body.data as Array<{ plan_name: string }>)[0];
    if (!plan) throw new Error('no special plan in India');
    const item = { type: 'special-plan', country: 'India', plan_name: plan.plan_name };
    const orderId = String((await order(h, tina, item, 1, 'USD')).body.id);
    const { expiresAt } = await storedOrder(h, orderId);

    expect(await reconcileOnce(h.deps, expiresAt)).toEqual({ credited: 0, expired: 1 });
    expect((await storedOrder(h, orderId)).status).toBe('expired');
  });

  it('expires each order at the end of its lifetime, not a moment before, and gives its coupon use back', async () => {
    const { h, tina, tom } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '2' });
    const tinas = await ordered(h, tina, WITH_COUPON, COUPON_PRICE);
    const toms = await ordered(h, tom, WITH_COUPON, COUPON_PRICE);
    const tinasEnd = (await storedOrder(h, tinas)).expiresAt;
    const tomsEnd = (await storedOrder(h, toms)).expiresAt;
    expect(tomsEnd.getTime()).toBeGreaterThan(tinasEnd.getTime());
    expect(await couponAnswer(h)).toBe('Coupon code limit exceeded');

    expect(await reconcileOnce(h.deps, after(tinasEnd, -1))).toEqual({ credited: 0, expired: 0 });
    expect((await storedOrder(h, tinas)).status).toBe('created');
    expect((await storedOrder(h, toms)).status).toBe('created');

    expect(await reconcileOnce(h.deps, tinasEnd)).toEqual({ credited: 0, expired: 1 });
    expect((await storedOrder(h, tinas)).status).toBe('expired');
    expect((await storedOrder(h, toms)).status).toBe('created');
    expect(await couponAnswer(h)).toBe('Coupon code is valid');

    expect(await reconcileOnce(h.deps, tomsEnd)).toEqual({ credited: 0, expired: 1 });
    expect((await storedOrder(h, toms)).status).toBe('expired');
    expect((await storedOrder(h, tinas)).status).toBe('expired');
    expect(await reconcileOnce(h.deps, after(tomsEnd, 60_000))).toEqual({ credited: 0, expired: 0 });
  });

  it('leaves an order paid while the round asked about it paid, uncounted, and its coupon use spent', async () => {
    const { h, tina } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '1' });
    const orderId = await ordered(h, tina, WITH_COUPON, COUPON_PRICE);
    const { expiresAt } = await storedOrder(h, orderId);
    const racing = staleAbout(h, orderId, async () => confirm(h, tina, await pay(h, orderId)));

    expect(await reconcileOnce(racing, expiresAt)).toEqual({ credited: 0, expired: 0 });
    expect((await storedOrder(h, orderId)).status).toBe('paid');
    expect(await couponAnswer(h)).toBe('Coupon code limit exceeded');
  });

  it('expires an order once when two rounds run at the same moment', async () => {
    const { h, tina } = await start();
    const orderId = await ordered(h, tina, fortnight(), 11.99);
    const { expiresAt } = await storedOrder(h, orderId);
    const rounds = await Promise.all([reconcileOnce(h.deps, expiresAt), reconcileOnce(h.deps, expiresAt)]);
    expect(rounds.map((r) => r.expired).sort()).toEqual([0, 1]);
    expect((await storedOrder(h, orderId)).status).toBe('expired');
  });
});

describe('the reconciliation job', () => {
  it('logs what a round credited and expired, and says nothing of a round that did nothing', async () => {
    const { h, tina, tom } = await start();
    const tinas = await ordered(h, tina, fortnight(), 11.99);
    await pay(h, tinas);
    const toms = await ordered(h, tom, fortnight(), 11.99);
    const { expiresAt } = await storedOrder(h, toms);
    const reconciled = () => h.logs.filter((line) => line.msg === 'payments reconciled');
    // The job's rounds read the clock: one round now, the job stopped once it is over.
    const oneRound = async () => {
      const job = startReconciliation(h.deps);
      job.nudge();
      await job.stop();
    };

    // Both orders are fresh, left to the checkout and the webhook: nothing is asked, nothing logged.
    await oneRound();
    expect(reconciled()).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Tom's order has reached the end of its lifetime; Tina's payment is found at the provider.
      vi.setSystemTime(expiresAt);
      await oneRound();
      expect(reconciled()).toEqual([expect.objectContaining({ level: 30, credited: 1, expired: 1 })]);
      await oneRound();
      expect(reconciled()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await storedOrder(h, tinas)).status).toBe('paid');
    expect((await storedOrder(h, toms)).status).toBe('expired');
  });

  it('logs a round that failed as an error of the payment reconciliation, for the operator to find', async () => {
    const { h } = await start();
    const real = h.deps.store;
    // The store cannot list the orders: the whole round fails, not one order.
    const unlisted = Object.assign(Object.create(real) as typeof real, {
      collection: (name: string) => {
        const found = real.collection(name);
        if (name !== 'payment_orders') return found;
        return Object.assign(Object.create(found) as typeof found, {
          find: () => Promise.reject(new Error('store unavailable')),
        });
      },
    });
    const job = startReconciliation({ ...h.deps, store: unlisted });
    try {
      job.nudge();
      await vi.waitFor(() =>
        expect(h.logs).toContainEqual(
          expect.objectContaining({
            level: 50,
            job: 'payment reconciliation',
            msg: 'payment reconciliation failed',
          }),
        ),
      );
    } finally {
      await job.stop();
    }
  });
});
