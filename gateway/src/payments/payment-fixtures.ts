/** What the payments tests share: prices as the page shows them, orders for plans, and paying them in the sandbox. */
import { createRequire } from 'node:module';
import { PLAN_LABELS } from '@app/contracts';
import { type SandboxCheckout, signWebhook } from '@app/infra';
import { vi } from 'vitest';
import type { Harness } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { payBooking, tajBooking } from '../../test/marketplace.js';
import type { OrderDoc } from './order-store.js';

const dataset = createRequire(import.meta.url)('@fawazahmed0/currency-api/v1/currencies/usd.json') as {
  usd: Record<string, number>;
};

/** The currency rates the product prices with (the bundled dataset). */
export const usdRates = dataset.usd;

/** The sandbox's test cards, as people type them. */
export const PAYS = '4111 1111 1111 1111';
export const DECLINED = '4000 0000 0000 0002';

/** What the page shows for a price in US dollars converted to EUR, to the cent. */
export const shownEur = (usd: number) => Math.round(usd * (usdRates.eur ?? 0) * 100) / 100;

/** A Fortnight plan, with the coupon code if one is given. */
export const fortnight = (couponCode?: string) => ({
  type: 'plan',
  plan: PLAN_LABELS.fortnight,
  ...(couponCode ? { couponCode } : {}),
});

/** `POST /api/create-order` as the page sends it. */
export async function order(
  product: Harness,
  cookie: string,
  item: object,
  amount: number,
  currency = 'EUR',
) {
  return post(product, '/api/create-order', { amount, preferredCurrency: currency, item }, cookie);
}

/** Orders the item at its price in US dollars; resolves with the order id. */
export async function ordered(product: Harness, cookie: string, item: object, usd: number): Promise<string> {
  const created = await order(product, cookie, item, usd, 'USD');
  if (created.status !== 200) throw new Error(`no order: ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

/** Confirms a payment as the page does after Checkout (`verify-signature`). */
export async function confirm(product: Harness, cookie: string, paid: object) {
  const answer = await post(product, '/api/verify-signature', paid, cookie);
  if (answer.status !== 200) throw new Error(`not confirmed: ${JSON.stringify(answer.body)}`);
}

/** Confirms a payment for something that can no longer be delivered: the page hears it goes back. */
export async function confirmGivenBack(product: Harness, cookie: string, paid: object) {
  const answer = await post(product, '/api/verify-signature', paid, cookie);
  if (answer.status !== 409 || answer.body.code !== 'PAYMENT_GIVEN_BACK')
    throw new Error(`not given back: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const sandbox = (product: Harness) => product.platform.payments as SandboxCheckout;

/** Pays the order in the sandbox with a card that succeeds; resolves with what Checkout hands the page. */
export async function pay(product: Harness, orderId: string) {
  const result = await sandbox(product).pay({ orderId, card: PAYS });
  if (!('razorpay_signature' in result)) throw new Error(`not paid: ${JSON.stringify(result)}`);
  return result;
}

/** Tries to pay the order with a card the bank declines; resolves with the failed payment's id. */
export async function declined(product: Harness, orderId: string): Promise<string> {
  const result = await sandbox(product).pay({ orderId, card: DECLINED });
  if (!('declined' in result) || !result.razorpay_payment_id)
    throw new Error(`not declined: ${JSON.stringify(result)}`);
  return result.razorpay_payment_id;
}

/** Keeps the sandbox's webhooks from reaching the gateway: the test says who learns of a payment. */
export const noWebhooks = (product: Harness) => sandbox(product).connectWebhooks(async () => 200);

/** The order as the product keeps it. */
export async function storedOrder(product: Harness, orderId: string): Promise<OrderDoc> {
  const found = await product.platform.store.collection<OrderDoc>('payment_orders').findOne({ _id: orderId });
  if (!found) throw new Error(`no order ${orderId}`);
  return found;
}

/** The provider's record of the order's payment, as it stands now. */
export const paymentOf = async (product: Harness, orderId: string) =>
  product.platform.payments.fetchPayment(String((await storedOrder(product, orderId)).paymentId));

/** An order as the product keeps it, in any currency and state, without a provider behind it. */
export async function storeOrder(
  product: Harness,
  id: string,
  amountMinor: number,
  currency: string,
  fields: object = {},
) {
  const now = new Date();
  await product.platform.store.collection('payment_orders').insertOne({
    _id: id,
    userId: 'user-tina',
    email: TINA,
    item: { type: 'plan', plan: PLAN_LABELS.fortnight },
    description: 'Fortnight Plan',
    usd: 11.99,
    amountMinor,
    currency,
    status: 'paid',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    paymentId: `pay_${id}`,
    ...fields,
  });
}

/**
 * A reserved booking of Asha (see ashaAndTina) for two, `days` ahead (2 × 15 USD), requested and
 * paid by the tourist whose cookie is given: the order id. Its payment is only authorised.
 */
export async function paidRequest(product: Harness, tourist: string, days = 3): Promise<string> {
  const booked = await post(product, '/api/bookings', tajBooking('reserved', days), tourist);
  return payBooking(product, tourist, String(booked.body.id), 30);
}

/**
 * Runs a settlement round (`round`, at the time it is given) at `now` whose first ask of the
 * provider takes longer than its claim: meanwhile a later round, three minutes on, takes the same
 * work and finishes it. Resolves with how many each round made.
 */
export async function overtakenRound(
  product: Harness,
  round: (now: Date) => Promise<number>,
  now: Date,
): Promise<{ first: number; overtaking: number }> {
  let overtaking = Promise.resolve(0);
  vi.spyOn(product.deps.payments, 'fetchPayment').mockImplementationOnce(async (paymentId) => {
    overtaking = round(new Date(now.getTime() + 3 * 60_000));
    await overtaking;
    return product.platform.payments.fetchPayment(paymentId);
  });
  const first = await round(now);
  return { first, overtaking: await overtaking };
}

/** The receipt mails requested so far, to whom and with what, by invoice number. */
export const receipts = async (product: Harness) =>
  (
    await product.platform.store
      .collection('outbox')
      .find({ topic: 'mail.requested', 'event.payload.template': 'payment-receipt' })
  )
    .map(
      (r) =>
        (r.event as { payload: { to: string; data: { invoiceNumber: string } & Record<string, unknown> } })
          .payload,
    )
    .sort((a, b) => a.data.invoiceNumber.localeCompare(b.data.invoiceNumber));

/** Sends a webhook as Razorpay does, signed with the product's webhook secret unless another is given. */
export async function sendWebhook(
  product: Harness,
  payload: object,
  options: { eventId?: string; secret?: string } = {},
) {
  const body = JSON.stringify(payload);
  const res = await product.app.request('/api/razorpay/webhook', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(
        options.secret ?? product.deps.config.RAZORPAY_WEBHOOK_SECRET,
        body,
      ),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const TINA = 'tina@example.com';
export const TOM = 'tom@example.com';

/** Logs Tina and Tom in and keeps webhooks off: only the test's confirmations and rounds credit. */
export async function twoBuyers(product: Harness) {
  noWebhooks(product);
  return { tina: await loggedIn(product, TINA), tom: await loggedIn(product, TOM) };
}
