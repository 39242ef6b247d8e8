/**
 * The rules the marketplace and payments keep whatever happens (money-rules.ts), over the model's
 * world, and what only the sequence knows: which payments the product was told of. `settled` is
 * true once every round has run after the last step: then nothing may still be owed. A broken rule
 * fails the step with the sequence that led to it.
 */
import { expect } from 'vitest';
import type { OrderDoc } from '../../src/payments/order-store.js';
import type { PaymentProblemDoc } from '../../src/payments/problems.js';
import { checkMoneyRules } from './money-rules.js';
import { COUPON_LIMIT, type World } from './world.js';

/**
 * Every payment the product was told of that did not pay its order, because another one had, is
 * before the operator (`pnpm admin payments problems`): a second authorisation lapses on its own,
 * but a second capture must be given back by hand.
 */
async function secondPaymentsNoted(w: World): Promise<string[]> {
  const { store } = w.h.platform;
  const payments = await store
    .collection<{ _id: string; orderId: string; status: string }>('sandbox_payments')
    .find({});
  const orders = new Map(
    (await store.collection<OrderDoc>('payment_orders').find({})).map((o) => [o._id, o]),
  );
  const problems = await store.collection<PaymentProblemDoc>('payment_problems').find({});
  const broken: string[] = [];
  for (const payment of payments) {
    if (!w.told.has(payment._id) || !['authorized', 'captured', 'refunded'].includes(payment.status))
      continue;
    const order = orders.get(payment.orderId);
    if (order?.status !== 'paid' || order.paymentId === payment._id) continue;
    const reason = `order already paid by ${order.paymentId}`;
    if (!problems.some((p) => p.paymentId === payment._id && p.reason === reason))
      broken.push(
        `${payment._id} (${payment.status}) for ${order._id}, paid by ${order.paymentId}, is not noted`,
      );
  }
  return broken;
}

export async function checkInvariants(w: World, settled: boolean): Promise<void> {
  const broken = [
    ...(await checkMoneyRules(w.h.platform.store, {
      settled,
      couponLimits: { EXPLOREWITHUS20: COUPON_LIMIT, EXPLOREWITHUS25: COUPON_LIMIT },
    })),
    ...(await secondPaymentsNoted(w)),
  ];
  expect(broken, `${broken[0]}\nsteps:\n  ${w.steps.join('\n  ')}`).toEqual([]);
}
