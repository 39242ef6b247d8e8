/**
 * Crediting a payment changes the one order paid for and its buyer, never another: every test holds
 * two buyers' orders and checks the other after each step. And what a credit records for the buyer:
 * the invoice number, the row in the transaction history, the receipt mail.
 */
import { PLAN_LABELS } from '@app/contracts';
import { signCheckout } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import {
  confirm,
  fortnight,
  ordered,
  pay,
  receipts,
  storedOrder,
  TINA,
  TOM,
  twoBuyers,
} from './payment-fixtures.js';

const startProduct = useProduct();
afterEach(() => {
  vi.useRealTimers();
});

const quadweek = { type: 'plan', plan: PLAN_LABELS.quadweek };

async function start() {
  const product = await startProduct();
  return { h: product, ...(await twoBuyers(product)) };
}

/** Orders the item in US dollars and pays it in the sandbox, unconfirmed yet. */
const paidFor = async (product: Harness, cookie: string, item: object, usd: number) =>
  pay(product, await ordered(product, cookie, item, usd));

const planOf = async (product: Harness, email: string) =>
  (await product.platform.store.collection('users').findOne({ email }))?.subscription;

const history = async (product: Harness, cookie: string, email: string) =>
  (await post(product, '/api/getTransactionHistory', { storedLoggedInEmail: email }, cookie)).body;

describe('crediting one buyer’s payment', () => {
  it('credits the order paid for and its buyer only, whichever of the two is confirmed first', async () => {
    const { h, tina, tom } = await start();
    const tinas = await paidFor(h, tina, fortnight(), 11.99);
    const toms = await paidFor(h, tom, quadweek, 19.99);
    const year = new Date().getUTCFullYear();

    await confirm(h, tina, tinas);
    expect(await storedOrder(h, tinas.razorpay_order_id)).toMatchObject({
      status: 'paid',
      paymentId: tinas.razorpay_payment_id,
      creditedBy: 'callback',
      invoiceNumber: `XG-${year}-000001`,
    });
    const tomsWaiting = await storedOrder(h, toms.razorpay_order_id);
    expect(tomsWaiting.status).toBe('created');
    expect(tomsWaiting).not.toHaveProperty('paymentId');
    expect(tomsWaiting).not.toHaveProperty('invoiceNumber');
    expect(await planOf(h, TINA)).toBe(PLAN_LABELS.fortnight);
    expect(await planOf(h, TOM)).toBe(PLAN_LABELS.free);
    expect(await history(h, tom, TOM)).toEqual([]);

    await confirm(h, tom, toms);
    expect(await storedOrder(h, toms.razorpay_order_id)).toMatchObject({
      status: 'paid',
      paymentId: toms.razorpay_payment_id,
      creditedBy: 'callback',
      invoiceNumber: `XG-${year}-000002`,
    });
    expect(await storedOrder(h, tinas.razorpay_order_id)).toMatchObject({
      status: 'paid',
      paymentId: tinas.razorpay_payment_id,
      invoiceNumber: `XG-${year}-000001`,
    });
    expect(await planOf(h, TOM)).toBe(PLAN_LABELS.quadweek);
    expect(await planOf(h, TINA)).toBe(PLAN_LABELS.fortnight);
  });

  it('lists each payment in its buyer’s transaction history only, with what was bought and its price', async () => {
    const { h, tina, tom } = await start();
    const tinas = await paidFor(h, tina, fortnight(), 11.99);
    const toms = await paidFor(h, tom, quadweek, 19.99);
    await confirm(h, tina, tinas);
    await confirm(h, tom, toms);
    const paidAt = async (id: string) => (await storedOrder(h, id)).paidAt?.toISOString();
    expect(await history(h, tina, TINA)).toEqual([
      { description: PLAN_LABELS.fortnight, amount: '$11.99', time: await paidAt(tinas.razorpay_order_id) },
    ]);
    expect(await history(h, tom, TOM)).toEqual([
      { description: PLAN_LABELS.quadweek, amount: '$19.99', time: await paidAt(toms.razorpay_order_id) },
    ]);
  });

  it('logs each credit once for the operator, with the order, the payment and how it was learnt', async () => {
    const { h, tina, tom } = await start();
    const tinas = await paidFor(h, tina, fortnight(), 11.99);
    const toms = await paidFor(h, tom, quadweek, 19.99);
    await confirm(h, tina, tinas);
    await confirm(h, tina, tinas);
    await confirm(h, tom, toms);
    expect(h.logs.filter((line) => line.msg === 'payment credited')).toEqual([
      expect.objectContaining({
        orderId: tinas.razorpay_order_id,
        paymentId: tinas.razorpay_payment_id,
        source: 'callback',
      }),
      expect.objectContaining({
        orderId: toms.razorpay_order_id,
        paymentId: toms.razorpay_payment_id,
        source: 'callback',
      }),
    ]);
  });
});

describe('confirming a payment', () => {
  it('refuses another buyer’s confirmation with 403 and one for an order we never opened with 400, crediting nothing', async () => {
    const { h, tina, tom } = await start();
    const tinas = await paidFor(h, tina, fortnight(), 11.99);
    expect(await post(h, '/api/verify-signature', tinas, tom)).toMatchObject({
      status: 403,
      body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    const unknown = { ...tinas, razorpay_order_id: 'order_NeverOpened000' };
    expect(await post(h, '/api/verify-signature', unknown, tina)).toMatchObject({
      status: 400,
      body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    expect((await storedOrder(h, tinas.razorpay_order_id)).status).toBe('created');
    expect(await history(h, tina, TINA)).toEqual([]);
  });

  it('refuses a confirmation whose signature our key did not make, though its payment is real and for that order', async () => {
    const { h, tina } = await start();
    const tinas = await paidFor(h, tina, fortnight(), 11.99);
    const forged = { ...tinas, razorpay_signature: 'f'.repeat(64) };
    expect(await post(h, '/api/verify-signature', forged, tina)).toMatchObject({
      status: 400,
      body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    expect((await storedOrder(h, tinas.razorpay_order_id)).status).toBe('created');
    expect(await planOf(h, TINA)).toBe(PLAN_LABELS.free);
  });

  it('refuses a confirmation signed with our key that names another buyer’s payment of the same price, and notes it', async () => {
    const { h, tina, tom } = await start();
    const tinas = await ordered(h, tina, fortnight(), 11.99);
    const toms = await paidFor(h, tom, fortnight(), 11.99);
    // A signature proves who signed, not what was paid: the provider says whose order the payment is.
    const borrowed = {
      razorpay_order_id: tinas,
      razorpay_payment_id: toms.razorpay_payment_id,
      razorpay_signature: signCheckout(h.deps.config.RAZORPAY_KEY_SECRET, tinas, toms.razorpay_payment_id),
    };
    expect(await post(h, '/api/verify-signature', borrowed, tina)).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_VERIFICATION_FAILED' },
    });
    expect((await storedOrder(h, tinas)).status).toBe('created');
    expect(await planOf(h, TINA)).toBe(PLAN_LABELS.free);
    expect(await h.platform.store.collection('payment_problems').find({})).toEqual([
      expect.objectContaining({
        orderId: tinas,
        paymentId: toms.razorpay_payment_id,
        reason: `payment is for order ${toms.razorpay_order_id}`,
        outcome: 'not credited',
      }),
    ]);
    // Tom's payment still pays Tom's own order.
    await confirm(h, tom, toms);
    expect(await planOf(h, TOM)).toBe(PLAN_LABELS.fortnight);
  });
});

describe('invoice numbers and the receipt mail', () => {
  it('numbers invoices without gaps within a year, from 000001 again in the next, and dates each receipt to the minute in UTC', async () => {
    vi.setSystemTime(new Date('2030-12-31T23:59:41.500Z'));
    const { h, tina, tom } = await start();
    await confirm(h, tina, await paidFor(h, tina, fortnight(), 11.99));
    await confirm(h, tom, await paidFor(h, tom, fortnight(), 11.99));
    vi.setSystemTime(new Date('2031-01-01T00:00:07.250Z'));
    await confirm(h, tom, await paidFor(h, tom, quadweek, 19.99));

    expect(await receipts(h)).toEqual([
      {
        to: TINA,
        template: 'payment-receipt',
        data: expect.objectContaining({ invoiceNumber: 'XG-2030-000001', paidAt: '2030-12-31 23:59 UTC' }),
      },
      {
        to: TOM,
        template: 'payment-receipt',
        data: expect.objectContaining({ invoiceNumber: 'XG-2030-000002', paidAt: '2030-12-31 23:59 UTC' }),
      },
      {
        to: TOM,
        template: 'payment-receipt',
        data: expect.objectContaining({
          invoiceNumber: 'XG-2031-000001',
          paidAt: '2031-01-01 00:00 UTC',
          description: PLAN_LABELS.quadweek,
          amount: '$19.99',
        }),
      },
    ]);
  });
});
