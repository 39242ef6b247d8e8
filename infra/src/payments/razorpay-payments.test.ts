import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalAnswerError } from '../external-answer.js';
import { toMinor } from './minor-units.js';
import { PaymentProviderError } from './port.js';
import { RazorpayPayments } from './razorpay-payments.js';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'key-secret-of-the-test';
const WEBHOOK_SECRET = 'webhook-secret-of-the-test';
const CREATED_AT = 1_767_225_600;

interface Seen {
  method: string;
  url: string;
  authorization: string;
  body: unknown;
}

const payment = (id: string, status: string, amount: number, currency = 'INR') => ({
  id,
  entity: 'payment',
  amount,
  currency,
  status,
  order_id: 'order_IluGWxBm9U8zJ8',
  amount_refunded: status === 'refunded' ? amount : 0,
  method: 'card',
  captured: status === 'captured',
  created_at: CREATED_AT,
});

/** A small Razorpay: Orders, Payments and Refunds behind basic auth, answering as the API does. */
function razorpayApi(seen: Seen[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const raw = (await buffer(req)).toString();
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      body,
    });
    const answer = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const refuse = (description: string) =>
      answer(400, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', field: 'amount' } });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
      return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const order = body as { amount: number; currency: string; receipt: string; notes?: object };
    if (req.method === 'POST' && req.url === '/v1/orders') {
      if (order.currency === 'XXX') return refuse('Currency is not supported');
      return answer(200, {
        id: 'order_IluGWxBm9U8zJ8',
        entity: 'order',
        amount: order.amount,
        amount_paid: 0,
        amount_due: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: 'created',
        attempts: 0,
        notes: order.notes ?? [],
        created_at: CREATED_AT,
      });
    }
    if (req.method === 'GET' && req.url === '/v1/orders/order_IluGWxBm9U8zJ8/payments')
      return answer(200, {
        entity: 'collection',
        count: 2,
        items: [
          payment('pay_29QQoUBi66xm2f', 'failed', 49950),
          payment('pay_29QQoUBi66xm2g', 'captured', 49950),
        ],
      });
    if (req.method === 'GET' && req.url === '/v1/payments/pay_29QQoUBi66xm2g')
      return answer(200, payment('pay_29QQoUBi66xm2g', 'captured', 49950));
    if (req.method === 'GET' && req.url === '/v1/payments/pay_29QQoUBi66xm2h')
      return answer(200, payment('pay_29QQoUBi66xm2h', 'authorized', 49950));
    if (req.method === 'POST' && req.url === '/v1/payments/pay_29QQoUBi66xm2h/capture') {
      const asked = body as { amount?: number; currency?: string };
      if (asked.amount !== 49950 || asked.currency !== 'INR')
        return refuse('Capture amount must be equal to the amount authorized');
      return answer(200, payment('pay_29QQoUBi66xm2h', 'captured', 49950));
    }
    if (req.method === 'POST' && req.url === '/v1/payments/pay_29QQoUBi66xm2h/refund')
      return refuse('The payment has not been captured');
    if (req.method === 'GET' && req.url === '/v1/payments/pay_malformed')
      return answer(200, { ...payment('pay_malformed', 'captured', 1), status: 'teleported' });
    if (req.method === 'POST' && req.url === '/v1/payments/pay_29QQoUBi66xm2g/refund') {
      const amount = (body as { amount?: number }).amount ?? 49950;
      if (amount > 49950) return refuse('The refund amount provided is greater than amount captured');
      return answer(200, {
        id: 'rfnd_FP8QHiV938haTz',
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: 'pay_29QQoUBi66xm2g',
        status: 'processed',
        created_at: CREATED_AT,
      });
    }
    if (req.method === 'GET' && req.url?.startsWith('/v1/orders?'))
      return answer(200, { entity: 'collection', count: 0, items: [] });
    if (req.url === '/v1/payments/pay_gateway_down')
      return res.writeHead(502).end('<html>Bad Gateway</html>');
    return answer(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
  };
}

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function adapterAgainstTestApi() {
  const seen: Seen[] = [];
  const server = createServer((req, res) => void razorpayApi(seen)(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const payments = new RazorpayPayments({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    baseUrl: `http://127.0.0.1:${port}`,
  });
  return { payments, seen };
}

describe('Razorpay adapter against a local server speaking the Orders, Payments and Refunds API', () => {
  it('creates orders with basic auth, in the smallest unit of INR, JPY and KWD', async () => {
    const { payments, seen } = await adapterAgainstTestApi();
    const cases = [
      { currency: 'INR', major: 499.5, minor: 49950 },
      { currency: 'JPY', major: 1850, minor: 1850 },
      { currency: 'KWD', major: 3.456, minor: 3460 },
    ];
    for (const { currency, major, minor } of cases) {
      const order = await payments.createOrder({
        amountMinor: toMinor(major, currency),
        currency,
        receipt: `plan-${currency}`,
        notes: { item: 'Fortnight' },
      });
      expect(order).toEqual({
        id: 'order_IluGWxBm9U8zJ8',
        amountMinor: minor,
        currency,
        status: 'created',
        createdAt: new Date(CREATED_AT * 1000),
      });
      expect(seen.at(-1)).toEqual({
        method: 'POST',
        url: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: { amount: minor, currency, receipt: `plan-${currency}`, notes: { item: 'Fortnight' } },
      });
    }
  });

  it('lists an order’s payments, fetches one, and refunds part or all of it', async () => {
    const { payments, seen } = await adapterAgainstTestApi();
    const attempts = await payments.fetchOrderPayments('order_IluGWxBm9U8zJ8');
    expect(attempts.map((p) => [p.id, p.status, p.amountMinor, p.orderId])).toEqual([
      ['pay_29QQoUBi66xm2f', 'failed', 49950, 'order_IluGWxBm9U8zJ8'],
      ['pay_29QQoUBi66xm2g', 'captured', 49950, 'order_IluGWxBm9U8zJ8'],
    ]);
    expect(await payments.fetchPayment('pay_29QQoUBi66xm2g')).toEqual({
      id: 'pay_29QQoUBi66xm2g',
      orderId: 'order_IluGWxBm9U8zJ8',
      status: 'captured',
      amountMinor: 49950,
      amountRefundedMinor: 0,
      currency: 'INR',
      captured: true,
    });
    expect(await payments.refund('pay_29QQoUBi66xm2g', { amountMinor: 500 })).toEqual({
      id: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_29QQoUBi66xm2g',
      amountMinor: 500,
      status: 'processed',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { amount: 500 } });
    expect((await payments.refund('pay_29QQoUBi66xm2g')).amountMinor).toBe(49950);
    expect(seen.at(-1)).toMatchObject({ url: '/v1/payments/pay_29QQoUBi66xm2g/refund', body: {} });
    await expect(payments.ping()).resolves.toBeUndefined();
    expect(seen.at(-1)?.url).toMatch(/^\/v1\/orders\?count=1/);
  });

  it('opens manual-capture orders, and captures an authorised payment for exactly its amount', async () => {
    const { payments, seen } = await adapterAgainstTestApi();
    await payments.createOrder({
      amountMinor: 49950,
      currency: 'INR',
      receipt: 'booking',
      captureWithinMinutes: 1560,
    });
    expect(seen.at(-1)?.body).toMatchObject({
      amount: 49950,
      payment: {
        capture: 'manual',
        capture_options: { manual_expiry_period: 1560, refund_speed: 'optimum' },
      },
    });
    const held = await payments.fetchPayment('pay_29QQoUBi66xm2h');
    expect(held).toMatchObject({ status: 'authorized', captured: false });
    await expect(payments.refund(held.id)).rejects.toThrow('The payment has not been captured');
    await expect(payments.capture(held.id, { amountMinor: 100, currency: 'INR' })).rejects.toThrow(
      'Capture amount must be equal to the amount authorized',
    );
    expect(await payments.capture(held.id, { amountMinor: 49950, currency: 'INR' })).toMatchObject({
      status: 'captured',
      captured: true,
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_29QQoUBi66xm2h/capture',
      body: { amount: 49950, currency: 'INR' },
    });
  });

  it('turns an API refusal into a PaymentProviderError carrying Razorpay’s description', async () => {
    const { payments } = await adapterAgainstTestApi();
    const refused = payments.createOrder({ amountMinor: 100, currency: 'XXX', receipt: 'r' });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'Currency is not supported',
    });
    await expect(payments.refund('pay_29QQoUBi66xm2g', { amountMinor: 60000 })).rejects.toThrow(
      'Payment provider answered 400 BAD_REQUEST_ERROR: The refund amount provided is greater than amount captured',
    );
    await expect(payments.fetchPayment('pay_gateway_down')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('refuses an answer of the wrong shape, and names the cause when nothing answers', async () => {
    const { payments } = await adapterAgainstTestApi();
    const malformed = payments.fetchPayment('pay_malformed');
    await expect(malformed).rejects.toBeInstanceOf(ExternalAnswerError);
    await expect(malformed).rejects.toThrow(/Razorpay gave a malformed answer: status/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new RazorpayPayments({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    await expect(unreachable.fetchPayment('pay_29QQoUBi66xm2g')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 0,
      code: 'NETWORK_ERROR',
      description: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('checks checkout signatures with the key secret and webhooks with the webhook secret', async () => {
    const { payments } = await adapterAgainstTestApi();
    const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
    const ids = { orderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_29QQoUBi66xm2g' };
    const data = `${ids.orderId}|${ids.paymentId}`;
    expect(payments.verifyCheckoutSignature({ ...ids, signature: hmac(KEY_SECRET, data) })).toBe(true);
    expect(payments.verifyCheckoutSignature({ ...ids, signature: hmac(WEBHOOK_SECRET, data) })).toBe(false);
    const body = '{"event":"order.paid"}';
    expect(payments.verifyWebhookSignature(body, hmac(WEBHOOK_SECRET, body))).toBe(true);
    expect(payments.verifyWebhookSignature(body, hmac(KEY_SECRET, body))).toBe(false);
    expect(payments.keyId).toBe(KEY_ID);
    expect(payments.acceptedCurrencies()).toEqual(
      expect.arrayContaining(['INR', 'USD', 'EUR', 'JPY', 'KWD']),
    );
  });
});
