/**
 * The rules the marketplace and payments keep whatever happens, read from what the product and the
 * provider recorded. `settled` is true once every round has run after the last step: then nothing
 * may still be owed.
 */
import { expect } from 'vitest';
import type { BookingDoc } from '../../src/bookings/booking-store.js';
import { busyGuides } from '../../src/bookings/calendar.js';
import type { OrderDoc } from '../../src/payments/order-store.js';
import { ASK_AFTER_MS } from '../../src/payments/reconciliation.js';
import { COUPON_LIMIT, type World } from './world.js';

type SandboxPayment = {
  _id: string;
  createdAt: Date;
  orderId: string;
  status: string;
  amount: number;
  currency: string;
  amountRefunded: number;
};
type RefundDoc = { _id: string; paymentId: string; amountMinor: number; status: string };

const LIVE_PAID = ['requested', 'confirmed'];
const UNPAID_OPEN = ['draft', 'negotiating', 'awaiting-payment'];
const cents = (usd: number) => Math.round(usd * 100);

async function read(w: World) {
  const store = w.h.platform.store;
  return {
    payments: await store.collection<SandboxPayment & { _id: string }>('sandbox_payments').find({}),
    orders: await store.collection<OrderDoc>('payment_orders').find({}),
    bookings: await store.collection<BookingDoc>('bookings').find({}),
    refunds: await store.collection<RefundDoc & { _id: string }>('refunds').find({}),
    plans: await store
      .collection<{ _id: string; userId: string; plan_name: string }>('purchased_plans')
      .find({}),
    holds: await store.collection<{ _id: string; code: string; state: string }>('coupon_holds').find({}),
  };
}

export async function checkInvariants(w: World, settled: boolean): Promise<void> {
  const s = await read(w);
  const orderOf = new Map(s.orders.map((o) => [o._id, o]));
  const refundOf = new Map(s.refunds.map((r) => [r.paymentId, r]));
  const why = (rule: string) => `${rule}\nsteps:\n  ${w.steps.join('\n  ')}`;

  // Money is conserved: once the rounds have run, a captured payment is credited to its order, or
  // owed back in full, and what is owed was made. (A fresh one may wait for reconciliation.)
  const askedAfter = Date.now() - ASK_AFTER_MS;
  const captured = s.payments.filter(
    (x) => (x.status === 'captured' || x.status === 'refunded') && x.createdAt.getTime() <= askedAfter,
  );
  for (const p of settled ? captured : []) {
    const order = orderOf.get(p.orderId);
    // An order that expired is asked about again on a schedule (LATE_ASKS_MS): that is its deadline.
    if (order?.status === 'expired' && order.nextAskAt && order.nextAskAt > new Date()) continue;
    const credited = order?.status === 'paid' && order.paymentId === p._id;
    const refund = refundOf.get(p._id);
    expect(
      credited || refund?.amountMinor === p.amount,
      why(`captured ${p._id} (${p.amount} ${p.currency}) for ${p.orderId} is neither credited nor refunded`),
    ).toBe(true);
    if (refund)
      expect(p.amountRefunded, why(`refund of ${p._id} owed but not made after the rounds`)).toBe(
        refund.amountMinor,
      );
  }

  // Nothing is delivered that was not paid in full, in the order's currency.
  const paymentOf = new Map(s.payments.map((p) => [p._id, p]));
  for (const o of s.orders.filter((x) => x.status === 'paid')) {
    const p = o.paymentId ? paymentOf.get(o.paymentId) : undefined;
    expect(p, why(`order ${o._id} credited without a payment the provider knows`)).toBeDefined();
    expect(
      p?.status !== 'failed' && p?.amount === o.amountMinor && p?.currency === o.currency,
      why(`order ${o._id} (${o.amountMinor} ${o.currency}) credited by ${JSON.stringify(p)}`),
    ).toBe(true);
  }

  // What was delivered is worth what was paid, to the cent.
  for (const b of s.bookings.filter((x) => x.paidAt && x.orderId)) {
    const order = orderOf.get(b.orderId as string);
    expect(
      order?.item.type === 'booking' && order.item.bookingId === b._id,
      why(`booking ${b._id} paid by an order for something else`),
    ).toBe(true);
    expect(
      cents(b.pricePerPerson) * b.numPeople,
      why(`booking ${b._id} of ${b.numPeople} × ${b.pricePerPerson} USD paid ${order?.usd} USD`),
    ).toBe(cents(order?.usd ?? 0));
  }

  // A guide is never held by two live paid bookings that overlap.
  const live = s.bookings.filter((b) => LIVE_PAID.includes(b.status) && b.paidAt);
  for (const [i, a] of live.entries())
    for (const b of live.slice(i + 1))
      expect(
        a.guideEmail === b.guideEmail && a.startsAt < b.endsAt && b.startsAt < a.endsAt,
        why(`${a.guideEmail} double-booked: ${a._id} and ${b._id}`),
      ).toBe(false);

  // Unpaid things hold nothing, and a tourist keeps at most three of them open.
  const now = new Date();
  for (const b of s.bookings.filter((x) => UNPAID_OPEN.includes(x.status))) {
    const paidOverlap = live.some(
      (p) => p.guideEmail === b.guideEmail && p.startsAt < b.endsAt && b.startsAt < p.endsAt,
    );
    if (paidOverlap) continue;
    const busy = await busyGuides(w.h.platform.store, [b.guideEmail], b);
    expect(busy.has(b.guideEmail), why(`unpaid ${b.status} ${b._id} holds ${b.guideEmail}`)).toBe(false);
  }
  const open = new Map<string, number>();
  for (const b of s.bookings.filter(
    (x) => UNPAID_OPEN.includes(x.status) && (!x.holdUntil || x.holdUntil > now),
  ))
    open.set(b.touristId, (open.get(b.touristId) ?? 0) + 1);
  for (const [tourist, count] of open)
    expect(count, why(`tourist ${tourist} holds ${count} open drafts or offers`)).toBeLessThanOrEqual(3);

  // Coupon uses never exceed the limit, and a buyer reserves at most one use of a code.
  for (const code of ['EXPLOREWITHUS20', 'EXPLOREWITHUS25']) {
    const taken = s.holds.filter((x) => x.code === code && x.state !== 'released');
    expect(taken.length, why(`${code} taken ${taken.length} times`)).toBeLessThanOrEqual(COUPON_LIMIT);
    const paid = s.orders.filter((o) => o.couponCode === code && o.status === 'paid');
    expect(paid.length, why(`${code} paid ${paid.length} times`)).toBeLessThanOrEqual(COUPON_LIMIT);
  }

  // A special plan is bought once: a second capture for it is owed back.
  const planBuys = new Map<string, number>();
  for (const o of s.orders.filter((x) => x.status === 'paid' && x.item.type === 'special-plan')) {
    const key = `${o.userId}:${o.item.type === 'special-plan' ? o.item.plan_name : ''}`;
    const refunded = o.paymentId ? refundOf.get(o.paymentId) : undefined;
    if (!refunded || refunded.amountMinor < o.amountMinor) planBuys.set(key, (planBuys.get(key) ?? 0) + 1);
  }
  for (const [key, count] of planBuys)
    expect(count, why(`special plan ${key} kept ${count} payments`)).toBeLessThanOrEqual(1);
  for (const o of s.orders.filter((x) => x.status === 'paid' && x.item.type === 'special-plan')) {
    const refunded = o.paymentId ? refundOf.get(o.paymentId) : undefined;
    const name = o.item.type === 'special-plan' ? o.item.plan_name : '';
    if (!refunded)
      expect(
        s.plans.some((p) => p.userId === o.userId && p.plan_name === name),
        why(`special plan ${name} paid by ${o._id} but not delivered`),
      ).toBe(true);
  }
}
