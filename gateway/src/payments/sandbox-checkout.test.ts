import { PLAN_LABELS, SANDBOX_MESSAGES } from '@app/contracts';
import { PaymentProviderError, SANDBOX_CARDS, type SandboxCheckout } from '@app/infra';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { resolveActor } from '../accounts/index.js';
import type { Deps } from '../deps/deps.js';
import { cookieJar } from '../http/index.js';
import { confirmTestPayment, payWithTestCard } from './sandbox-checkout.js';

const DECLINED = 'Your payment was declined by the bank. Please try another card.';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function start(env: Record<string, string> = {}) {
  const product = await harness({ env });
  h = product;
  return { h: product, cookie: await loggedIn(product, 'buyer@example.com') };
}

/** A Fortnight order in US dollars, as the page creates it; answers its id. */
async function orderFor(product: Harness, cookie: string): Promise<string> {
  const created = await post(
    product,
    '/api/create-order',
    { amount: 11.99, preferredCurrency: 'USD', item: { type: 'plan', plan: PLAN_LABELS.fortnight } },
    cookie,
  );
  expect(created.status).toBe(200);
  return String(created.body.id);
}

const pay = (product: Harness, cookie: string, orderId: string, card: string) =>
  post(product, '/sandbox/pay', { order_id: orderId, card }, cookie);

const orderStatus = async (product: Harness, orderId: string) =>
  (await product.platform.store.collection('payment_orders').findOne({ _id: orderId }))?.status;

describe('GET /api/payments/setup', () => {
  it('names the sandbox and its public key, and no secret', async () => {
    const { h } = await start();
    const setup = await get(h, '/api/payments/setup');
    expect(setup).toMatchObject({ status: 200, body: { provider: 'sandbox', key: 'rzp_test_sandbox' } });
    expect(Object.keys(setup.body).sort()).toEqual(['key', 'provider']);
  });
});

describe('the sandbox checkout', () => {
  it('pays with 4111 1111 1111 1111 and answers what Checkout hands its success handler', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const paid = await pay(h, cookie, orderId, '4111 1111 1111 1111');
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.body).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(paid.body.razorpay_order_id).toBe(orderId);
    expect(await post(h, '/api/verify-signature', paid.body, cookie)).toMatchObject({
      status: 200,
      body: { status: 'success' },
    });
    expect(await orderStatus(h, orderId)).toBe('paid');
    expect(await pay(h, cookie, orderId, SANDBOX_CARDS.succeeds)).toMatchObject({
      status: 409,
      body: { message: SANDBOX_MESSAGES.orderPaid, code: 'CONFLICT' },
    });
  });

  it('answers 409 when the order was paid at the checkout but not confirmed yet, and takes no second payment', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    expect((await pay(h, cookie, orderId, SANDBOX_CARDS.succeeds)).status).toBe(200);
    expect(await pay(h, cookie, orderId, SANDBOX_CARDS.succeeds)).toEqual({
      status: 409,
      body: { message: SANDBOX_MESSAGES.orderPaid, code: 'CONFLICT' },
      cookies: [],
    });
    expect(await h.platform.payments.fetchOrderPayments(orderId)).toHaveLength(1);
  });

  it('answers a declined card 200 with the reason, and leaves the order to pay', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const declined = await pay(h, cookie, orderId, SANDBOX_CARDS.declined);
    expect(declined).toMatchObject({
      status: 200,
      body: { declined: DECLINED, razorpay_order_id: orderId },
    });
    expect(declined.body).not.toHaveProperty('razorpay_signature');
    expect(await orderStatus(h, orderId)).toBe('created');
    // Another card afterwards pays the same order.
    expect((await pay(h, cookie, orderId, SANDBOX_CARDS.succeeds)).body).toHaveProperty('razorpay_signature');
  });

  it('asks for a second step with 4000 0000 0000 3220, and /sandbox/confirm completes it', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const first = await pay(h, cookie, orderId, '4000-0000-0000-3220');
    expect(first.body).toEqual({
      needsSecondStep: true,
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
    });
    const confirm = () =>
      post(h as Harness, '/sandbox/confirm', { payment_id: first.body.razorpay_payment_id }, cookie);
    const done = await confirm();
    expect(done.body).toMatchObject({
      razorpay_order_id: orderId,
      razorpay_payment_id: first.body.razorpay_payment_id,
    });
    expect((await post(h, '/api/verify-signature', done.body, cookie)).body).toEqual({ status: 'success' });
    // A repeat answers as the first did.
    expect((await confirm()).body).toEqual(done.body);
  });

  it("refuses another user's order and payment with 403, and unknown ones with 404", async () => {
    const { h, cookie } = await start();
    const other = await loggedIn(h, 'other@example.com');
    const orderId = await orderFor(h, cookie);
    expect(await pay(h, other, orderId, SANDBOX_CARDS.succeeds)).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    const pending = await pay(h, cookie, orderId, SANDBOX_CARDS.needsSecondStep);
    expect(
      await post(h, '/sandbox/confirm', { payment_id: pending.body.razorpay_payment_id }, other),
    ).toMatchObject({ status: 403, body: { code: 'WRONG_ACCOUNT' } });
    expect(await orderStatus(h, orderId)).toBe('created');

    expect(await pay(h, cookie, 'order_AAAAAAAAAAAAAA', SANDBOX_CARDS.succeeds)).toMatchObject({
      status: 404,
      body: { message: SANDBOX_MESSAGES.orderMissing, code: 'NOT_FOUND' },
    });
    expect(await post(h, '/sandbox/confirm', { payment_id: 'pay_AAAAAAAAAAAAAA' }, cookie)).toMatchObject({
      status: 404,
      body: { message: SANDBOX_MESSAGES.paymentMissing, code: 'NOT_FOUND' },
    });
  });

  it('tells a visitor to log in, and a missing card number in plain words', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    expect(await pay(h, '', orderId, SANDBOX_CARDS.succeeds)).toMatchObject({
      status: 401,
      body: { code: 'NOT_LOGGED_IN' },
    });
    expect(await pay(h, cookie, orderId, '  ')).toMatchObject({
      status: 400,
      body: { message: SANDBOX_MESSAGES.cardRequired, code: 'INVALID_INPUT' },
    });
  });
});

/** The product's deps with the sandbox's calls in `changed` answering instead of its own. */
function sandboxAnswering(product: Harness, changed: Partial<SandboxCheckout>): Deps {
  const real = product.deps.payments;
  return { ...product.deps, payments: Object.assign(Object.create(real) as typeof real, changed) };
}

/** The session of `cookie`, as a request from it reaches the service. */
const actorOf = (product: Harness, cookie: string) =>
  resolveActor(
    product.deps,
    cookieJar(cookie, () => {}),
    { ip: '127.0.0.1', secure: false },
  );

describe('what the sandbox checkout says when the sandbox refuses or fails', () => {
  it('refuses to pay an order we hold as paid without asking the sandbox to take money again', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const paid = await pay(h, cookie, orderId, SANDBOX_CARDS.succeeds);
    await post(h, '/api/verify-signature', paid.body, cookie);
    const sandbox = h.platform.payments as SandboxCheckout;
    const charged: string[] = [];
    const noting = sandboxAnswering(h, {
      pay: (input) => {
        charged.push(input.orderId);
        return sandbox.pay(input);
      },
    });

    await expect(
      payWithTestCard(noting, await actorOf(h, cookie), { order_id: orderId, card: SANDBOX_CARDS.succeeds }),
    ).rejects.toMatchObject({ appCode: 'CONFLICT', message: SANDBOX_MESSAGES.orderPaid });
    expect(charged).toEqual([]);
  });

  it('lets a sandbox that failed, rather than refused, fail as itself: never reported as the order already paid', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const down = new Error('sandbox unreachable');
    const failing = sandboxAnswering(h, { pay: () => Promise.reject(down) });

    await expect(
      payWithTestCard(failing, await actorOf(h, cookie), { order_id: orderId, card: SANDBOX_CARDS.succeeds }),
    ).rejects.toBe(down);
    expect(await orderStatus(h, orderId)).toBe('created');
  });

  it('answers 404 for a payment of no order, and for one the sandbox no longer knows when confirming it', async () => {
    const { h, cookie } = await start();
    const orderId = await orderFor(h, cookie);
    const pending = await pay(h, cookie, orderId, SANDBOX_CARDS.needsSecondStep);
    const paymentId = String(pending.body.razorpay_payment_id);
    const actor = await actorOf(h, cookie);
    // As the page hears it: 404, not a 500 of a kind of error no route knows.
    const missing = { status: 404, appCode: 'NOT_FOUND', message: SANDBOX_MESSAGES.paymentMissing };

    const real = h.platform.payments as SandboxCheckout;
    const orderless = sandboxAnswering(h, {
      fetchPayment: async (id) => ({ ...(await real.fetchPayment(id)), orderId: null }),
    });
    await expect(confirmTestPayment(orderless, actor, { payment_id: paymentId })).rejects.toMatchObject(
      missing,
    );

    const forgotten = sandboxAnswering(h, {
      confirm: () =>
        Promise.reject(new PaymentProviderError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist')),
    });
    await expect(confirmTestPayment(forgotten, actor, { payment_id: paymentId })).rejects.toMatchObject(
      missing,
    );
    expect(await orderStatus(h, orderId)).toBe('created');
  });
});

describe('with Razorpay', () => {
  it('has no sandbox checkout (404), and the setup names Razorpay with its public key', async () => {
    const { h, cookie } = await start({
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123Def456Gh',
      RAZORPAY_KEY_SECRET: 'test-secret',
      RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
    });
    expect((await get(h, '/api/payments/setup')).body).toEqual({
      provider: 'razorpay',
      key: 'rzp_test_Abc123Def456Gh',
    });
    for (const [path, body] of [
      ['/sandbox/pay', { order_id: 'order_AAAAAAAAAAAAAA', card: SANDBOX_CARDS.succeeds }],
      ['/sandbox/confirm', { payment_id: 'pay_AAAAAAAAAAAAAA' }],
    ] as const)
      for (const who of [cookie, ''])
        expect(await post(h, path, body, who)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
