/**
 * Reconciliation rounds, run by the tests at the moments they name: which orders are asked about at
 * the payment provider and from when, which payment credits an order, and when an unpaid order
 * expires and gives its coupon use back. Tests hold two buyers' orders, so a round that touched
 * the wrong order shows on the other.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import type { Deps } from '../deps/deps.js';
import { confirm, declined, fortnight, ordered, pay, storedOrder, twoBuyers } from './payment-fixtures.js';
import { ASK_AFTER_MS, reconcileOnce } from './reconciliation.js';

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

describe('expiring an unpaid order', () => {
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
