import { PLAN_LABELS } from '@app/contracts';
import type { SandboxCheckout } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { type PurchasedPlan, touristPlacesOf } from '../plans/special-plans.js';
import { fortnight, order, PAYS, sendWebhook, shownEur, usdRates } from './payment-fixtures.js';
import { ASK_AFTER_MS, reconcileOnce } from './reconciliation.js';

const WAIT = { timeout: 10_000, interval: 20 };
const DAY = 86_400_000;

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function start(env: Record<string, string> = {}) {
  const product = await harness({ env });
  h = product;
  const sandbox = product.platform.payments as SandboxCheckout;
  return { h: product, sandbox, cookie: await loggedIn(product, 'buyer@example.com') };
}

async function paidOrder(product: Harness, sandbox: SandboxCheckout, cookie: string) {
  const created = await order(product, cookie, fortnight('EXPLOREWITHUS20'), shownEur(9.59));
  expect(created.status).toBe(200);
  const result = await sandbox.pay({ orderId: String(created.body.id), card: PAYS });
  if (!('razorpay_signature' in result)) throw new Error(`not paid: ${JSON.stringify(result)}`);
  return result;
}

const credits = async (product: Harness) => ({
  transactions: await product.platform.store.collection('transactions').count({}),
  verified: await product.platform.store.collection('outbox').count({ topic: 'payment.verified' }),
});

async function buyer(product: Harness) {
  return product.platform.store.collection('users').findOne({ email: 'buyer@example.com' });
}

/** The plan runs 14 days from now, once: a second credit would have made it 28. */
async function expectOneFortnight(product: Harness) {
  const user = await buyer(product);
  expect(user?.subscription).toBe(PLAN_LABELS.fortnight);
  const expires = user?.subscriptionExpiresAt as Date | undefined;
  const days = ((expires?.getTime() ?? 0) - Date.now()) / DAY;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);
  expect(user?.audioSecondsLeft).toBe(90 * 60);
  expect(await credits(product)).toEqual({ transactions: 1, verified: 1 });
}

describe('create-order', () => {
  it('prices the plan on the server, with its coupon, in the smallest unit of the currency', async () => {
    const { h, cookie } = await start();
    const created = await order(h, cookie, fortnight('EXPLOREWITHUS20'), shownEur(9.59));
    expect(created).toMatchObject({
      status: 200,
      body: {
        amount: Math.round(9.59 * (usdRates.eur ?? 0) * 100),
        currency: 'EUR',
        key: 'rzp_test_sandbox',
      },
    });
    expect(String(created.body.id)).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const inr = await order(
      h,
      cookie,
      fortnight(),
      Math.round(11.99 * (usdRates.inr ?? 0) * 100) / 100,
      'INR',
    );
    expect(inr.body.amount).toBe(Math.round(11.99 * (usdRates.inr ?? 0) * 100));
  });

  it('prices the Quadweek plan to one decimal when converted (spec §7), and to the cent in dollars', async () => {
    const { h, cookie } = await start();
    const quadweek = { type: 'plan', plan: PLAN_LABELS.quadweek };
    // As the page rounds it: the paise processPayment answers, then to a tenth of a rupee.
    const paise = Math.round(19.99 * (usdRates.inr ?? 0) * 100);
    const inr = (Math.round(paise / 10) * 10) / 100;
    const created = await order(h, cookie, quadweek, inr, 'INR');
    expect(created.body.amount).toBe(Math.round(paise / 10) * 10);
    if (paise % 10 !== 0)
      expect((await order(h, cookie, quadweek, paise / 100, 'INR')).body).toMatchObject({
        code: 'AMOUNT_MISMATCH',
      });
    expect((await order(h, cookie, quadweek, 19.99, 'USD')).body).toMatchObject({ amount: 1999 });
  });

  it('refuses what the server did not offer, and a visitor', async () => {
    const { h, cookie } = await start();
    const refusal = async (item: object, amount: number, currency = 'EUR', who = cookie) =>
      (await order(h, who, item, amount, currency)).body;
    expect(await refusal(fortnight('EXPLOREWITHUS20'), shownEur(11.99))).toMatchObject({
      code: 'AMOUNT_MISMATCH',
    });
    expect(await refusal(fortnight(), 0.5)).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(await refusal({ type: 'plan', plan: PLAN_LABELS.free }, 1)).toMatchObject({
      code: 'UNKNOWN_PLAN',
    });
    expect(await refusal({ type: 'plan', plan: 'Forever Plan - 0.01$' }, 1)).toMatchObject({
      code: 'UNKNOWN_PLAN',
    });
    expect(await refusal(fortnight('FREEFORALL'), 1)).toEqual({
      message: 'Wrong Coupoun Code',
      code: 'WRONG_COUPON',
    });
    expect(await refusal(fortnight(), 11.99, 'KRW')).toMatchObject({ code: 'UNSUPPORTED_CURRENCY' });
    expect(await refusal(fortnight(), shownEur(11.99), 'EUR', '')).toEqual({
      message: 'Please log in first',
      code: 'NOT_LOGGED_IN',
    });
    expect(await h.platform.store.collection('payment_orders').count({})).toBe(0);
  });

  it('grants a coupon with L uses left to exactly L of the buyers whose orders race for it', async () => {
    const { h, cookie } = await start({ COUPON_LIMIT_EXPLOREWITHUS25: '2' });
    const item = fortnight('EXPLOREWITHUS25');
    const amount = shownEur(Math.round(11.99 * 75) / 100);
    const cookies = [cookie];
    for (let i = 1; i < 6; i++) cookies.push(await loggedIn(h, `buyer${i}@example.com`));
    const replies = await Promise.all(cookies.map((each) => order(h, each, item, amount)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array(4).fill({ message: 'Coupon code limit exceeded', code: 'COUPON_LIMIT_EXCEEDED' }),
    );
  });
});

describe('crediting a payment', () => {
  it('credits once when the callback comes first, and answers its repeat the same', async () => {
    const { h, sandbox, cookie } = await start({ COMPANY_GSTIN: '29ABCDE1234F1Z5' });
    sandbox.connectWebhooks(async () => 200);
    const status = () => post(h, '/api/isAutoSubscribed', { email: 'buyer@example.com' }, cookie);
    expect((await status()).body).toEqual({ message: 'not subscribed' });
    const confirm = (plan: string, who = cookie) =>
      post(
        h,
        '/api/purchaseSubscription',
        { email: 'buyer@example.com', plan, amount: 1, couponCode: '' },
        who,
      );
    expect((await confirm(PLAN_LABELS.fortnight)).body).toMatchObject({ code: 'PLAN_NOT_PAID' });
    const paid = await paidOrder(h, sandbox, cookie);
    for (let i = 0; i < 2; i++)
      expect(await post(h, '/api/verify-signature', paid, cookie)).toMatchObject({
        status: 200,
        body: { status: 'success' },
      });
    await expectOneFortnight(h);
    const receipts = await h.platform.store
      .collection('outbox')
      .find({ topic: 'mail.requested', 'event.payload.template': 'payment-receipt' });
    expect(receipts.map((r) => (r.event as { payload: unknown }).payload)).toEqual([
      {
        to: 'buyer@example.com',
        template: 'payment-receipt',
        data: expect.objectContaining({
          invoiceNumber: `XG-${new Date().getUTCFullYear()}-000001`,
          description: PLAN_LABELS.fortnight,
          amount: `€${(shownEur(9.59)).toFixed(2)}`,
          paymentId: paid.razorpay_payment_id,
          gstin: '29ABCDE1234F1Z5',
        }),
      },
    ]);
    expect((await status()).body).toMatchObject({ message: 'subscribed', plan: PLAN_LABELS.fortnight });
    expect((await post(h, '/api/isSubscribed', {}, cookie)).body).toMatchObject({ message: 'subscribed' });
    expect((await confirm(PLAN_LABELS.fortnight)).body).toEqual({
      message: 'preferred currency reset successfully',
    });
    expect((await confirm(PLAN_LABELS.quadweek)).status).toBe(403);
    expect((await confirm(PLAN_LABELS.fortnight, '')).body).toEqual({
      message: 'Please Log in to access.',
      code: 'NOT_LOGGED_IN',
    });

    // At its end the plan gives way to the free one.
    await h.platform.store
      .collection('users')
      .updateOne(
        { email: 'buyer@example.com' },
        { $set: { subscriptionExpiresAt: new Date(Date.now() - 1000) } },
      );
    expect((await status()).body).toEqual({ message: 'not subscribed' });
    const profile = await post(h, '/api/loadUserData', { storedLoggedInEmail: 'buyer@example.com' }, cookie);
    expect(profile.body).toMatchObject({ subscription: PLAN_LABELS.free });
  });

  it('credits once when the webhook comes first; the callback after it changes nothing', async () => {
    const { h, sandbox, cookie } = await start();
    const paid = await paidOrder(h, sandbox, cookie);
    await vi.waitFor(async () => expect((await credits(h)).transactions).toBe(1), WAIT);
    expect((await post(h, '/api/verify-signature', paid, cookie)).body).toEqual({ status: 'success' });
    await expectOneFortnight(h);
    const record = await h.platform.store
      .collection('payment_orders')
      .findOne({ _id: paid.razorpay_order_id });
    expect(record).toMatchObject({ status: 'paid', creditedBy: 'webhook' });
  });

  it('credits through reconciliation alone when the tab closed and no webhook came', async () => {
    const { h, sandbox, cookie } = await start();
    sandbox.connectWebhooks(async () => 200);
    await paidOrder(h, sandbox, cookie);
    expect(await reconcileOnce(h.deps)).toEqual({ credited: 0, expired: 0 });
    expect(await reconcileOnce(h.deps, new Date(Date.now() + ASK_AFTER_MS))).toEqual({
      credited: 1,
      expired: 0,
    });
    await expectOneFortnight(h);
  });

  it('credits once when callback, webhook and reconciliation all come at the same moment', async () => {
    const { h, sandbox, cookie } = await start();
    sandbox.connectWebhooks(async () => 200);
    const paid = await paidOrder(h, sandbox, cookie);
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id } } },
    };
    const webhook = (eventId: string) => sendWebhook(h, captured, { eventId });
    const answers = await Promise.all([
      post(h, '/api/verify-signature', paid, cookie),
      post(h, '/api/verify-signature', paid, cookie),
      webhook('evt_1').then((r) => r.status),
      webhook('evt_2').then((r) => r.status),
      reconcileOnce(h.deps, new Date(Date.now() + ASK_AFTER_MS)),
    ]);
    expect(answers.slice(0, 2).map((a: unknown) => (a as { body: unknown }).body)).toEqual([
      { status: 'success' },
      { status: 'success' },
    ]);
    expect(answers.slice(2, 4)).toEqual([200, 200]);
    await expectOneFortnight(h);
  });

  it('refuses a tampered or another user’s confirmation, and a webhook not signed by the provider', async () => {
    const { h, sandbox, cookie } = await start();
    sandbox.connectWebhooks(async () => 200);
    const paid = await paidOrder(h, sandbox, cookie);
    const other = await loggedIn(h, 'other@example.com');
    const tampered = { ...paid, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' };
    expect(await post(h, '/api/verify-signature', tampered, cookie)).toMatchObject({
      status: 400,
      body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    expect((await post(h, '/api/verify-signature', paid, other)).status).toBe(403);
    expect((await post(h, '/api/verify-signature', { razorpay_order_id: 'x' }, cookie)).body).toMatchObject({
      message: 'Payment verification failed',
    });
    const forged = {
      event: 'order.paid',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id } } },
    };
    expect((await sendWebhook(h, forged, { secret: 'guess' })).status).toBe(400);
    expect(await credits(h)).toEqual({ transactions: 0, verified: 0 });
    expect((await buyer(h))?.subscription).toBe(PLAN_LABELS.free);
  });

  it('expires an unpaid order and gives its coupon use back; a late payment is honoured and takes it again while it is left', async () => {
    const { h, sandbox, cookie } = await start({ COUPON_LIMIT_EXPLOREWITHUS20: '1' });
    sandbox.connectWebhooks(async () => 200);
    const created = await order(h, cookie, fortnight('EXPLOREWITHUS20'), shownEur(9.59));
    const orderId = String(created.body.id);
    const other = await loggedIn(h, 'other@example.com');
    expect((await order(h, other, fortnight('EXPLOREWITHUS20'), shownEur(9.59))).status).toBe(409);
    expect(await reconcileOnce(h.deps, new Date(Date.now() + 31 * 60_000))).toEqual({
      credited: 0,
      expired: 1,
    });
    expect((await post(h, '/api/check-code-limit', { couponCode: 'EXPLOREWITHUS20' })).body).toMatchObject({
      message: 'Coupon code is valid',
    });

    const paid = await sandbox.pay({ orderId, card: PAYS });
    expect((await post(h, '/api/verify-signature', paid, cookie)).body).toEqual({ status: 'success' });
    await expectOneFortnight(h);
    expect((await post(h, '/api/check-code-limit', { couponCode: 'EXPLOREWITHUS20' })).body).toMatchObject({
      message: 'Coupon code limit exceeded',
    });
  });

  it('records a special plan with the catalog’s places, whatever the browser sends', async () => {
    const { h, sandbox, cookie } = await start();
    const tours = await post(h, '/api/special-tours', { country: 'India' });
    const plan = (tours.body.data as Array<{ plan_name: string; tourist_places: Record<string, string> }>)[0];
    if (!plan) throw new Error('no special plan in India');
    const item = { type: 'special-plan', country: 'India', plan_name: plan.plan_name };
    const created = await order(h, cookie, item, 1, 'USD');
    expect(created.body).toMatchObject({ amount: 100, currency: 'USD' });
    const paid = await sandbox.pay({ orderId: String(created.body.id), card: PAYS });
    expect((await post(h, '/api/verify-signature', paid, cookie)).body).toEqual({ status: 'success' });
    const bought = await h.platform.store
      .collection<PurchasedPlan>('purchased_plans')
      .findOne({ plan_name: plan.plan_name });
    expect(bought && touristPlacesOf(bought)).toEqual(plan.tourist_places);
    expect((await post(h, '/api/get-purchased-plans', { email: 'buyer@example.com' }, cookie)).body).toEqual({
      success: true,
      plans: [{ plan_name: plan.plan_name, country: 'India', tourist_places: plan.tourist_places }],
    });
    const save = (plan_name: string) =>
      post(
        h,
        '/api/save-special-plan',
        { country: 'India', plan_name, tourist_places: { Atlantis: 'listened' } },
        cookie,
      );
    expect((await save(plan.plan_name)).body).toEqual({ success: true, message: 'Plan saved successfully' });
    expect((await save('Atlantis Highlights')).body).toEqual({
      message: 'Please Purhcase the plan first',
      code: 'PLAN_NOT_PAID',
    });
    const after = await h.platform.store
      .collection<PurchasedPlan>('purchased_plans')
      .findOne({ plan_name: plan.plan_name });
    expect(after && touristPlacesOf(after)).toEqual(plan.tourist_places);
    expect((await order(h, cookie, item, 1, 'USD')).body).toMatchObject({ code: 'PLAN_ALREADY_PURCHASED' });
  });
});
