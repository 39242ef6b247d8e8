import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { PaymentProviderError } from './port.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';
import { SandboxPayments } from './sandbox-payments.js';

const KEY_SECRET = 'sandbox-key-secret-of-the-test';
const WEBHOOK_SECRET = 'sandbox-webhook-secret-of-the-test';
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

interface Delivered {
  event: string;
  payload: Record<string, { entity: Record<string, unknown> }>;
  validSignature: boolean;
}

async function sandbox() {
  const store = new NedbStore(null);
  const payments = new SandboxPayments({
    store,
    keyId: 'rzp_test_sandbox',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    logger: silentLogger,
    webhookRetryMs: [1, 1],
  });
  const delivered: Delivered[] = [];
  payments.connectWebhooks(async (body, signature) => {
    delivered.push({ ...JSON.parse(body), validSignature: signature === hmac(WEBHOOK_SECRET, body) });
    return 200;
  });
  /** The webhooks delivered so far, once every delivery under way has finished. */
  const events = async () => {
    await payments.webhooks.idle();
    return delivered;
  };
  const order = (amountMinor = 119_900) =>
    payments.createOrder({
      amountMinor,
      currency: 'INR',
      receipt: 'fortnight-1',
      notes: { plan: 'Fortnight' },
    });
  return { payments, events, order };
}

describe('sandbox payments: orders', () => {
  it('creates orders with Razorpay-style ids, in the smallest unit, and refuses what Razorpay refuses', async () => {
    const { payments, order } = await sandbox();
    const created = await order();
    expect(created).toMatchObject({ amountMinor: 119_900, currency: 'INR', status: 'created' });
    expect(created.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await payments.fetchOrderPayments(created.id)).toEqual([]);

    const refusal = payments.createOrder({ amountMinor: 100, currency: 'XYZ', receipt: 'r' });
    await expect(refusal).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refusal).rejects.toMatchObject({ status: 400, description: 'Currency is not supported' });
    await expect(payments.createOrder({ amountMinor: 11.99, currency: 'USD', receipt: 'r' })).rejects.toThrow(
      /positive integer/,
    );
    await expect(payments.fetchOrderPayments('order_DoesNotExist00')).rejects.toThrow(
      'The id provided does not exist',
    );
    expect(payments.acceptedCurrencies()).toEqual(expect.arrayContaining(['INR', 'EUR', 'JPY', 'KWD']));
  });
});

describe('sandbox payments: the test cards', () => {
  it('4111 1111 1111 1111 pays at once: signed as Razorpay signs, captured, order paid, webhooks sent', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order();
    const result = await payments.pay({ orderId: id, card: '4111 1111 1111 1111' });
    if (!('razorpay_signature' in result))
      throw new Error(`expected a success, got ${JSON.stringify(result)}`);
    expect(result.razorpay_order_id).toBe(id);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(result.razorpay_signature).toBe(hmac(KEY_SECRET, `${id}|${result.razorpay_payment_id}`));
    const checkout = {
      orderId: result.razorpay_order_id,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    };
    expect(payments.verifyCheckoutSignature(checkout)).toBe(true);
    expect(payments.verifyCheckoutSignature({ ...checkout, orderId: (await order()).id })).toBe(false);

    expect(await payments.fetchOrderPayments(id)).toEqual([
      {
        id: result.razorpay_payment_id,
        orderId: id,
        status: 'captured',
        amountMinor: 119_900,
        amountRefundedMinor: 0,
        currency: 'INR',
        captured: true,
      },
    ]);
    expect((await payments.fetchPayment(result.razorpay_payment_id)).status).toBe('captured');
    await expect(payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds })).rejects.toThrow(
      'Order has already been paid',
    );

    const delivered = await events();
    expect(delivered.map((e) => [e.event, e.validSignature])).toEqual([
      ['payment.captured', true],
      ['order.paid', true],
    ]);
    expect(delivered[0]?.payload.payment?.entity).toMatchObject({
      id: result.razorpay_payment_id,
      entity: 'payment',
      order_id: id,
      amount: 119_900,
      currency: 'INR',
      status: 'captured',
      captured: true,
    });
    expect(delivered[1]?.payload.order?.entity).toMatchObject({ id, status: 'paid', amount_paid: 119_900 });
  });

  it('4000 0000 0000 0002 is declined: the payment fails, the order stays payable', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order();
    const result = await payments.pay({ orderId: id, card: '4000-0000-0000-0002' });
    expect(result).toMatchObject({
      declined: expect.stringMatching(/declined by the bank/),
      razorpay_order_id: id,
    });
    const [failed] = await payments.fetchOrderPayments(id);
    expect(failed?.status).toBe('failed');
    expect((await events()).map((e) => [e.event, e.validSignature])).toEqual([['payment.failed', true]]);

    const retried = await payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds });
    expect('razorpay_signature' in retried).toBe(true);
    expect((await payments.fetchOrderPayments(id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('4000 0000 0000 3220 waits for a second step, which confirm completes (once)', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order();
    const pending = await payments.pay({ orderId: id, card: SANDBOX_CARDS.needsSecondStep });
    if (!('needsSecondStep' in pending))
      throw new Error(`expected a second step, got ${JSON.stringify(pending)}`);
    expect((await payments.fetchOrderPayments(id)).map((p) => p.status)).toEqual(['created']);
    expect(await events()).toEqual([]);

    const confirmed = await payments.confirm({ paymentId: pending.razorpay_payment_id });
    expect(confirmed).toEqual({
      razorpay_order_id: id,
      razorpay_payment_id: pending.razorpay_payment_id,
      razorpay_signature: hmac(KEY_SECRET, `${id}|${pending.razorpay_payment_id}`),
    });
    expect((await payments.fetchOrderPayments(id)).map((p) => p.status)).toEqual(['captured']);
    expect(await payments.confirm({ paymentId: pending.razorpay_payment_id })).toEqual(confirmed);
    expect((await events()).map((e) => e.event)).toEqual(['payment.captured', 'order.paid']);
  });

  it('fails a second step confirmed after another payment paid the order', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order();
    const pending = await payments.pay({ orderId: id, card: SANDBOX_CARDS.needsSecondStep });
    if (!('needsSecondStep' in pending)) throw new Error('expected a second step');
    await payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds });
    expect(await payments.confirm({ paymentId: pending.razorpay_payment_id })).toMatchObject({
      declined: 'Order has already been paid',
    });
    expect((await payments.fetchOrderPayments(id)).map((p) => p.status)).toEqual(['failed', 'captured']);
    expect((await events()).map((e) => e.event)).toEqual([
      'payment.captured',
      'order.paid',
      'payment.failed',
    ]);
  });

  it('declines any other card without recording a payment', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order();
    expect(await payments.pay({ orderId: id, card: '5555 5555 5555 4444' })).toMatchObject({
      declined: expect.stringContaining('4111 1111 1111 1111'),
    });
    expect(await payments.fetchOrderPayments(id)).toEqual([]);
    expect(await events()).toEqual([]);
    await expect(
      payments.pay({ orderId: 'order_DoesNotExist00', card: SANDBOX_CARDS.succeeds }),
    ).rejects.toThrow('The id provided does not exist');
  });
});

describe('sandbox payments: refunds', () => {
  it('refunds part, then the rest, and refuses more than was captured', async () => {
    const { payments, events, order } = await sandbox();
    const { id } = await order(50_000);
    const paid = await payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds });
    if (!('razorpay_payment_id' in paid) || !paid.razorpay_payment_id) throw new Error('expected a payment');
    const paymentId = paid.razorpay_payment_id;

    const part = await payments.refund(paymentId, { amountMinor: 20_000 });
    expect(part).toMatchObject({ paymentId, amountMinor: 20_000, status: 'processed' });
    expect(part.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await payments.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amountRefundedMinor: 20_000,
    });
    await expect(payments.refund(paymentId, { amountMinor: 30_001 })).rejects.toThrow(
      'The refund amount provided is greater than amount captured',
    );
    expect((await payments.refund(paymentId)).amountMinor).toBe(30_000);
    expect(await payments.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amountRefundedMinor: 50_000,
    });
    await expect(payments.refund(paymentId)).rejects.toThrow('fully refunded already');

    const refunds = (await events()).filter((e) => e.event === 'refund.processed');
    expect(refunds.map((e) => [e.payload.refund?.entity.amount, e.payload.payment?.entity.status])).toEqual([
      [20_000, 'captured'],
      [30_000, 'refunded'],
    ]);
  });

  it('refuses to refund a payment that was never captured', async () => {
    const { payments, order } = await sandbox();
    const { id } = await order();
    const declined = await payments.pay({ orderId: id, card: SANDBOX_CARDS.declined });
    if (!('declined' in declined) || !declined.razorpay_payment_id) throw new Error('expected a decline');
    await expect(payments.refund(declined.razorpay_payment_id)).rejects.toThrow('Only a captured payment');
  });
});

describe('sandbox payments: manual capture, as Razorpay runs it', () => {
  const manualOrder = (payments: SandboxPayments, captureWithinMinutes: number) =>
    payments.createOrder({ amountMinor: 50_000, currency: 'INR', receipt: 'booking', captureWithinMinutes });

  it('authorises a card payment without capturing it; a capture of exactly its amount pays the order', async () => {
    const { payments, events } = await sandbox();
    const { id } = await manualOrder(payments, 90);
    const result = await payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds });
    if (!('razorpay_signature' in result)) throw new Error('expected a payment');
    const paymentId = result.razorpay_payment_id;
    expect(await payments.fetchPayment(paymentId)).toMatchObject({ status: 'authorized', captured: false });
    expect((await events()).map((e) => e.event)).toEqual(['payment.authorized']);
    await expect(payments.refund(paymentId)).rejects.toThrow('The payment has not been captured');
    await expect(payments.capture(paymentId, { amountMinor: 49_999, currency: 'INR' })).rejects.toThrow(
      'Capture amount must be equal to the amount authorized',
    );
    await expect(payments.capture(paymentId, { amountMinor: 50_000, currency: 'USD' })).rejects.toThrow(
      'Capture amount must be equal to the amount authorized',
    );
    expect(await payments.capture(paymentId, { amountMinor: 50_000, currency: 'INR' })).toMatchObject({
      status: 'captured',
      captured: true,
    });
    await expect(payments.capture(paymentId, { amountMinor: 50_000, currency: 'INR' })).rejects.toThrow(
      'This payment has already been captured',
    );
    expect((await events()).map((e) => e.event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
    expect((await payments.refund(paymentId)).amountMinor).toBe(50_000);
  });

  it('releases an authorisation left uncaptured past its window, with nothing captured, and then refuses to capture it', async () => {
    const { payments, events } = await sandbox();
    const { id } = await manualOrder(payments, 12);
    const result = await payments.pay({ orderId: id, card: SANDBOX_CARDS.succeeds });
    if (!('razorpay_signature' in result)) throw new Error('expected a payment');
    const later = new Date(Date.now() + 12 * 60_000 + 1);
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      expect(await payments.fetchOrderPayments(id)).toEqual([
        expect.objectContaining({ status: 'refunded', captured: false, amountRefundedMinor: 50_000 }),
      ]);
      await expect(
        payments.capture(result.razorpay_payment_id, { amountMinor: 50_000, currency: 'INR' }),
      ).rejects.toThrow('Only payments which have been authorized and not yet captured can be captured');
    } finally {
      vi.useRealTimers();
    }
    const released = (await events()).filter((e) => e.event === 'refund.processed');
    expect(released.map((e) => e.payload.payment?.entity.captured)).toEqual([false]);
  });

  it('refuses a capture window Razorpay would refuse', async () => {
    const { payments } = await sandbox();
    await expect(manualOrder(payments, 5)).rejects.toThrow(
      'manual_expiry_period must be between 12 and 7200',
    );
    await expect(manualOrder(payments, 7201)).rejects.toThrow('manual_expiry_period');
  });
});
