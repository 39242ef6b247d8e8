import { MESSAGES, type OrderItem, PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { refusalOf } from '../../test/refusal.js';
import { noWebhooks, pay, shownEur } from '../payments/payment-fixtures.js';

const start = useProduct();

/** The Fortnight plan (11.99 USD), with the coupon code if one is given. */
const fortnight = (couponCode?: string): OrderItem => ({
  type: 'plan',
  plan: PLAN_LABELS.fortnight,
  ...(couponCode ? { couponCode } : {}),
});

describe('payments over tRPC', () => {
  it('names the checkout, the currencies and a converted price as REST does', async () => {
    const h = await start();
    const api = await callerFor(h);
    expect(await api.payments.setup()).toEqual((await get(h, '/api/payments/setup')).body);
    expect(await api.payments.currencies()).toEqual((await get(h, '/api/currencies')).body);
    const price = { amountInUSD: 9.59, userPreferredCurrency: 'eur' };
    const converted = await api.payments.convert(price);
    expect(converted).toEqual((await post(h, '/api/processPayment', price)).body);
    expect(converted.amountInPreferredCurrency).toBe(shownEur(9.59));
    expect(await refusalOf(api.payments.convert({ ...price, userPreferredCurrency: 'XXX' }))).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'UNSUPPORTED_CURRENCY',
    });
  });

  it('prices the order on the server: the shown amount is checked and the coupon applied', async () => {
    const h = await start();
    const api = await callerFor(h, await loggedIn(h, 'buyer@example.com'));
    const orderAt = (amount: number, couponCode?: string) =>
      api.payments.createOrder({ amount, preferredCurrency: 'EUR', item: fortnight(couponCode) });
    // The plan's full price shown with a 20% coupon: not what the server charges.
    expect(await refusalOf(orderAt(shownEur(11.99), 'EXPLOREWITHUS20'))).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'AMOUNT_MISMATCH',
    });
    expect(await refusalOf(orderAt(shownEur(1.2), 'FREEBIE90'))).toMatchObject({ appCode: 'WRONG_COUPON' });
    const created = await orderAt(shownEur(9.59), 'EXPLOREWITHUS20');
    expect(created).toMatchObject({ amount: Math.round(shownEur(9.59) * 100), currency: 'EUR' });
    expect(created.id).toMatch(/^order_/);
  });

  it('refuses a visitor an order and a verification, before reading the input', async () => {
    const h = await start();
    const api = await callerFor(h);
    const notLoggedIn = { code: 'UNAUTHORIZED', message: MESSAGES.pleaseLogInFirst };
    expect(
      await refusalOf(api.payments.createOrder({ amount: 1, preferredCurrency: 'USD', item: fortnight() })),
    ).toMatchObject(notLoggedIn);
    expect(
      await refusalOf(
        api.payments.verify({ razorpay_order_id: '', razorpay_payment_id: '', razorpay_signature: '' }),
      ),
    ).toMatchObject(notLoggedIn);
    // Over HTTP, with the stable code the app branches on.
    const res = await h.app.request('/trpc/payments.createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { data: { appCode: 'NOT_LOGGED_IN' } } });
  });

  it('verifies a sandbox payment once and activates the plan; a forged signature is refused', async () => {
    const h = await start();
    noWebhooks(h);
    const cookie = await loggedIn(h, 'buyer@example.com');
    const api = await callerFor(h, cookie);
    const created = await api.payments.createOrder({
      amount: 11.99,
      preferredCurrency: 'USD',
      item: fortnight(),
    });
    const paid = await pay(h, created.id);
    const forged = { ...paid, razorpay_signature: '0'.repeat(64) };
    expect(await refusalOf(api.payments.verify(forged))).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'PAYMENT_VERIFICATION_FAILED',
    });
    expect(await api.payments.verify(paid)).toEqual({ status: 'success' });
    // A repeat answers the same and credits nothing more.
    expect(await api.payments.verify(paid)).toEqual({ status: 'success' });
    expect(await h.platform.store.collection('transactions').count({})).toBe(1);
    // A caller is one request: the next one sees the session's user as the payment left them.
    const after = await callerFor(h, cookie);
    expect(await after.plans.subscriptionStatus()).toMatchObject({ plan: PLAN_LABELS.fortnight });
    expect(await after.payments.verify(paid)).toEqual({ status: 'success' });
  });
});
