/**
 * Coupon limits nobody can game (issue 22), through the product's HTTP calls: a buyer holds one
 * reservation of a code, a payment never takes a use past the limit (it is refunded instead), and
 * coupon checks are rate-limited per address and per account.
 */
import { PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import type { OrderDoc } from '../payments/order-store.js';
import {
  fortnight,
  order,
  ordered,
  pay,
  storedOrder,
  TINA,
  TOM,
  twoBuyers,
} from '../payments/payment-fixtures.js';
import { reconcileOnce } from '../payments/reconciliation.js';

const startProduct = useProduct();
const CODE = 'EXPLOREWITHUS20';
const PRICE = 9.59;
const TOO_MANY = { message: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' };

async function start(env: Record<string, string> = {}) {
  const h = await startProduct({ env });
  return { h, ...(await twoBuyers(h)) };
}

const checkCode = (h: Harness, cookie?: string) =>
  post(h, '/api/check-code-limit', { couponCode: CODE }, cookie);
const usesOf = async (h: Harness) =>
  (await h.platform.store.collection('coupon_uses').findOne({ _id: CODE }))?.used;
const liveHolds = (h: Harness) => h.platform.store.collection('coupon_holds').count({ state: 'reserved' });
const subscriptionOf = async (h: Harness, email: string) =>
  (await h.platform.store.collection('users').findOne({ email }))?.subscription;

/** Pays the order in the sandbox and confirms it as the page does. */
async function payAndConfirm(h: Harness, cookie: string, orderId: string) {
  return post(h, '/api/verify-signature', await pay(h, orderId), cookie);
}

/** The order's refund as owed (in full or not) and the problem noted for its payment. */
async function refundOf(h: Harness, orderId: string) {
  const refund = await h.platform.store.collection('refunds').findOne({ _id: orderId });
  const problems = await h.platform.store.collection('payment_problems').find({ orderId });
  return { amountMinor: refund?.amountMinor, reasons: problems.map((p) => p.reason) };
}

describe('one reservation of a code per buyer', () => {
  it('lets a buyer’s unpaid orders hold one use of a code between them, so the others find theirs', async () => {
    const { h, tina, tom } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '2' });
    for (let i = 0; i < 3; i++) await ordered(h, tina, fortnight(CODE), PRICE);
    expect(await liveHolds(h)).toBe(1);
    await ordered(h, tom, fortnight(CODE), PRICE);
    // The limit is reached: a third buyer is told so; Tina and Tom, who hold a use each, are not.
    const ana = await loggedIn(h, 'ana@example.com');
    expect((await checkCode(h, ana)).body).toEqual({
      message: 'Coupon code limit exceeded',
      code: 'COUPON_LIMIT_EXCEEDED',
    });
    expect((await order(h, ana, fortnight(CODE), PRICE, 'USD')).status).toBe(409);
    expect((await checkCode(h, tina)).body).toMatchObject({ message: 'Coupon code is valid', percent: 20 });
    expect((await order(h, tina, fortnight(CODE), PRICE, 'USD')).status).toBe(200);
    expect(await usesOf(h)).toBe(2);
  });

  it('keeps one reservation of a buyer whose orders with the code race', async () => {
    const { h, tina, tom } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '2' });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => order(h, tina, fortnight(CODE), PRICE, 'USD')),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await liveHolds(h)).toBe(1);
    expect((await order(h, tom, fortnight(CODE), PRICE, 'USD')).status).toBe(200);
    expect(await usesOf(h)).toBe(2);
  });
});

describe('a payment never takes a use past the limit', () => {
  it('refunds in full, and delivers nothing, a replaced order paid after all when no use is left', async () => {
    const { h, tina } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '1' });
    const older = await ordered(h, tina, fortnight(CODE), PRICE);
    const newer = await ordered(h, tina, fortnight(CODE), PRICE);
    const paid = await pay(h, older);
    expect(await post(h, '/api/verify-signature', paid, tina)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_GIVEN_BACK' },
    });
    // Confirmed again once the refund has gone through (a page that came after the webhook, or
    // retried): answered as the first confirmation was, not as a payment that pays nothing.
    await expect
      .poll(async () => (await h.platform.payments.fetchPayment(paid.razorpay_payment_id)).status, {
        timeout: 20_000,
      })
      .toBe('refunded');
    expect(await post(h, '/api/verify-signature', paid, tina)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_GIVEN_BACK' },
    });
    expect(await refundOf(h, older)).toEqual({
      amountMinor: (await storedOrder(h, older)).amountMinor,
      reasons: [`coupon ${CODE} has no use left for an order whose reservation lapsed`],
    });
    expect(await subscriptionOf(h, TINA)).toBe(PLAN_LABELS.free);
    expect(await usesOf(h)).toBe(1);
    // The order that holds the use is delivered as usual.
    expect((await payAndConfirm(h, tina, newer)).status).toBe(200);
    expect(await subscriptionOf(h, TINA)).toBe(PLAN_LABELS.fortnight);
    expect(await refundOf(h, newer)).toEqual({ amountMinor: undefined, reasons: [] });
    expect(await usesOf(h)).toBe(1);
  });

  it('refunds in full a late payment whose use went to another buyer meanwhile', async () => {
    const { h, tina, tom } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '1' });
    const late = await ordered(h, tina, fortnight(CODE), PRICE);
    const { expiresAt } = await storedOrder(h, late);
    expect(await reconcileOnce(h.deps, expiresAt)).toEqual({ credited: 0, expired: 1 });
    const toms = await ordered(h, tom, fortnight(CODE), PRICE);
    expect(await payAndConfirm(h, tina, late)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_GIVEN_BACK' },
    });
    const paidLate: OrderDoc = await storedOrder(h, late);
    expect(paidLate.status).toBe('paid');
    expect((await refundOf(h, late)).amountMinor).toBe(paidLate.amountMinor);
    expect(await subscriptionOf(h, TINA)).toBe(PLAN_LABELS.free);
    // Tom's reservation stands, and the code stays within its limit.
    expect((await payAndConfirm(h, tom, toms)).status).toBe(200);
    expect(await subscriptionOf(h, TOM)).toBe(PLAN_LABELS.fortnight);
    expect(await usesOf(h)).toBe(1);
  });
});

describe('coupon checks are rate-limited', () => {
  /** `check-code-limit` from an address, behind the trusted proxy, as a visitor or with a session. */
  const checkFrom = async (h: Harness, ip: string, couponCode: string, cookie?: string) => {
    const res = await h.app.request('/api/check-code-limit', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ couponCode }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers 429 to the 61st check from one address in 15 minutes, valid or not, and not to another address', async () => {
    const { h } = await start({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 60; i++) {
      const guess = await checkFrom(h, '203.0.113.9', `GUESS${i}`);
      expect(guess, `check ${i + 1}`).toMatchObject({ status: 400, body: { code: 'WRONG_COUPON' } });
    }
    expect(await checkFrom(h, '203.0.113.9', 'GUESS60')).toEqual({ status: 429, body: TOO_MANY });
    expect(await checkFrom(h, '203.0.113.9', CODE)).toEqual({ status: 429, body: TOO_MANY });
    expect((await checkFrom(h, '198.51.100.7', CODE)).body).toMatchObject({
      message: 'Coupon code is valid',
    });
    // The window ends: the address may check again.
    await h.platform.store
      .collection('rate_limits')
      .updateMany({}, { $set: { resetAt: new Date(Date.now() - 1) } });
    expect((await checkFrom(h, '203.0.113.9', CODE)).status).toBe(200);
  });

  it('answers 429 to the 21st check by one account, from whatever address, orders with a code included', async () => {
    const { h, tina, tom } = await start({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 10; i++)
      expect((await checkFrom(h, `203.0.113.${i}`, `GUESS${i}`, tina)).status).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await order(h, tina, fortnight(`GUESS${i}`), PRICE, 'USD')).body.code).toBe('WRONG_COUPON');
    expect(await checkFrom(h, '192.0.2.1', CODE, tina)).toEqual({ status: 429, body: TOO_MANY });
    expect(await order(h, tina, fortnight(CODE), PRICE, 'USD')).toMatchObject({
      status: 429,
      body: TOO_MANY,
    });
    // An order without a code checks none; another account is not held back.
    expect((await order(h, tina, fortnight(), 11.99, 'USD')).status).toBe(200);
    expect((await checkFrom(h, '192.0.2.1', CODE, tom)).status).toBe(200);
  });
});
