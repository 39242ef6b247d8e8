/**
 * The rules money and calendars keep whatever happens (issue 22), read from what the product and
 * the provider recorded in a store: the model-based suite checks them after every step, the crash
 * harness once the last SIGKILL is behind it. Each broken rule is one line of the answer.
 */
import { MAX_OPEN_ORDERS } from '@app/contracts';
import type { Store } from '@app/infra';
import type { BookingDoc } from '../../src/bookings/booking-store.js';
import { busyGuides } from '../../src/bookings/calendar.js';
import type { OrderDoc } from '../../src/payments/order-store.js';
import { ASK_AFTER_MS } from '../../src/payments/reconciliation.js';

export interface MoneyRuleOptions {
  /** Every round has run after the last change: nothing may still be owed. */
  settled: boolean;
  /** The time of the check; now by default. */
  now?: Date;
  /**
   * When reconciliation last asked the provider (`now` by default): a captured payment younger than
   * ASK_AFTER_MS then may still be waiting for it.
   */
  reconciledAt?: Date;
  /**
   * A capture or refund recorded as owed but not made yet counts as kept: its round has not come
   * (a run stopped before the settlement round, or a claim left by a killed round still holds).
   */
  pendingMayWait?: boolean;
  /** The uses each coupon code has, as the product was configured. */
  couponLimits: Readonly<Record<string, number>>;
}

type SandboxPayment = {
  _id: string;
  createdAt: Date;
  orderId: string;
  status: string;
  amount: number;
  currency: string;
  amountRefunded: number;
  captured?: boolean;
};
type RefundDoc = { _id: string; paymentId: string; amountMinor: number; status: string; released?: boolean };
type CaptureDoc = { _id: string; status: string };
type BookingMail = {
  to: string;
  data: { bookingId: string; role: string; state: string; answerBy?: string };
};

const LIVE_PAID = ['requested', 'confirmed'];
const UNPAID_OPEN = ['draft', 'negotiating', 'awaiting-payment'];
const cents = (usd: number) => Math.round(usd * 100);
const wasCaptured = (x: SandboxPayment) => x.captured ?? (x.status === 'captured' || x.status === 'refunded');

async function read(store: Store) {
  return {
    payments: await store.collection<SandboxPayment>('sandbox_payments').find({}),
    orders: await store.collection<OrderDoc>('payment_orders').find({}),
    bookings: await store.collection<BookingDoc>('bookings').find({}),
    refunds: await store.collection<RefundDoc>('refunds').find({}),
    plans: await store
      .collection<{ _id: string; userId: string; plan_name: string }>('purchased_plans')
      .find({}),
    holds: await store
      .collection<{ _id: string; code: string; state: string; userId?: string }>('coupon_holds')
      .find({}),
    captures: await store.collection<CaptureDoc>('captures').find({}),
    mails: (
      await store
        .collection<{ _id: string; event: { payload: BookingMail } }>('outbox')
        .find({ topic: 'mail.requested', 'event.payload.template': 'booking-update' })
    ).map((row) => row.event.payload),
  };
}

type Stored = Awaited<ReturnType<typeof read>>;
type Rule = (ok: boolean, what: string) => void;

/** Every rule the store breaks, in words; empty when it keeps them all. */
export async function checkMoneyRules(store: Store, options: MoneyRuleOptions): Promise<string[]> {
  const s = await read(store);
  const broken: string[] = [];
  const rule: Rule = (ok, what) => {
    if (!ok) broken.push(what);
  };
  moneyIsConserved(s, options, rule);
  captureFollowsAcceptance(s, options, rule);
  bookingsMailed(s, rule);
  paidInFull(s, rule);
  await calendarsHold(store, s, options.now ?? new Date(), rule);
  limitsHold(s, options.couponLimits, rule);
  numbersHold(s, options.now ?? new Date(), rule);
  return broken;
}

/**
 * Money is conserved: once the rounds have run, a captured payment is credited to its order, or
 * owed back in full, and what is owed was made. (A fresh one may wait for reconciliation.)
 */
function moneyIsConserved(s: Stored, options: MoneyRuleOptions, rule: Rule): void {
  if (!options.settled) return;
  const now = options.now ?? new Date();
  const orderOf = new Map(s.orders.map((o) => [o._id, o]));
  const refundOf = new Map(s.refunds.map((r) => [r.paymentId, r]));
  const askedAfter = (options.reconciledAt ?? now).getTime() - ASK_AFTER_MS;
  for (const p of s.payments.filter((x) => wasCaptured(x) && x.createdAt.getTime() <= askedAfter)) {
    const order = orderOf.get(p.orderId);
    // An order that expired is asked about again on a schedule (LATE_ASKS_MS): that is its deadline.
    if (order?.status === 'expired' && order.nextAskAt && order.nextAskAt > now) continue;
    const credited = order?.status === 'paid' && order.paymentId === p._id;
    const refund = refundOf.get(p._id);
    rule(
      credited || refund?.amountMinor === p.amount,
      `captured ${p._id} (${p.amount} ${p.currency}) for ${p.orderId} is neither credited nor refunded`,
    );
    if (refund && !(options.pendingMayWait && refund.status === 'pending'))
      rule(
        p.amountRefunded === refund.amountMinor,
        `refund of ${p._id} owed but not made after the rounds (${p.amountRefunded} of ${refund.amountMinor})`,
      );
  }
}

/**
 * Authorise, then capture: a request's payment is captured only once its guide accepted it; it
 * stays uncaptured while the guide may answer, and is let go, never captured, when the request
 * ends unaccepted. Once the rounds ran, an accepted request's payment is captured.
 */
function captureFollowsAcceptance(s: Stored, options: MoneyRuleOptions, rule: Rule): void {
  const orderOf = new Map(s.orders.map((o) => [o._id, o]));
  const paymentOf = new Map(s.payments.map((p) => [p._id, p]));
  const refundOf = new Map(s.refunds.map((r) => [r.paymentId, r]));
  const captureOf = new Map(s.captures.map((c) => [c._id, c]));
  const bookingOfOrder = new Map(s.bookings.filter((b) => b.orderId).map((b) => [b.orderId as string, b]));
  const waits = (doc: { status: string } | undefined) =>
    options.pendingMayWait === true && doc?.status === 'pending';
  for (const p of s.payments.filter(wasCaptured)) {
    const order = orderOf.get(p.orderId);
    if (order?.captureWithinMinutes === undefined) continue;
    const booking = bookingOfOrder.get(p.orderId);
    rule(
      captureOf.has(p.orderId) && order.paymentId === p._id && booking?.decidedAt !== undefined,
      `authorised ${p._id} for ${p.orderId} captured though no guide accepted it (${booking?.status})`,
    );
  }
  for (const b of s.bookings.filter((x) => x.paidAt && x.paymentId && x.orderId)) {
    const order = orderOf.get(b.orderId as string);
    const p = paymentOf.get(b.paymentId as string);
    if (order?.captureWithinMinutes === undefined || !p) continue;
    if (['requested', 'rejected', 'expired'].includes(b.status))
      rule(!wasCaptured(p), `${b.status} request ${b._id} had its payment ${p._id} captured`);
    if (options.settled && b.status === 'confirmed')
      rule(
        wasCaptured(p) || waits(captureOf.get(order._id)),
        `accepted request ${b._id}: payment ${p._id} never captured`,
      );
    if (options.settled && ['rejected', 'expired'].includes(b.status)) {
      const refund = refundOf.get(p._id);
      rule(
        (refund?.status === 'processed' && refund.released === true) || waits(refund),
        `${b.status} request ${b._id}: authorisation ${p._id} not let go (${JSON.stringify(refund)})`,
      );
    }
  }
}

/** Every state change of a paid booking mails each side once, and only the state it reached. */
function bookingsMailed(s: Stored, rule: Rule): void {
  const mailed = new Map<string, BookingMail[]>();
  for (const m of s.mails) mailed.set(m.data.bookingId, [...(mailed.get(m.data.bookingId) ?? []), m]);
  for (const b of s.bookings) {
    const mails = mailed.get(b._id) ?? [];
    const count = (state: string, role: string) =>
      mails.filter((m) => m.data.state === state && m.data.role === role).length;
    const expected: Record<string, [number, number]> = {
      requested: b.paidAt && !b.negotiated ? [1, 1] : [0, 0],
      confirmed: b.status === 'confirmed' ? [1, 1] : b.status === 'cancelled' ? [0, 1] : [0, 0],
      rejected: b.status === 'rejected' && b.paidAt ? [1, 1] : [0, 0],
      expired: b.status === 'expired' ? [1, 1] : [0, 0],
      cancelled: b.status === 'cancelled' && b.paidAt ? [1, 1] : b.status === 'cancelled' ? [0, 1] : [0, 0],
    };
    for (const [state, [min, max]] of Object.entries(expected))
      for (const role of ['tourist', 'guide']) {
        const n = count(state, role);
        rule(
          n >= min && n <= max,
          `${b.status} booking ${b._id} mailed '${state}' to its ${role} ${n} times`,
        );
      }
    const asked = mails.find((m) => m.data.state === 'requested');
    if (asked && b.answerBy)
      rule(
        asked.data.answerBy === b.answerBy.toISOString(),
        `booking ${b._id} mailed the wrong deadline (${asked.data.answerBy}, not ${b.answerBy.toISOString()})`,
      );
    for (const m of mails) {
      const to = m.data.role === 'tourist' ? b.touristEmail : b.guideEmail;
      rule(m.to === to, `booking ${b._id}: the ${m.data.role}'s '${m.data.state}' mail went to ${m.to}`);
    }
  }
}

/** Nothing is delivered that was not paid in full, in the order's currency; a booking is worth its order to the cent. */
function paidInFull(s: Stored, rule: Rule): void {
  const orderOf = new Map(s.orders.map((o) => [o._id, o]));
  const paymentOf = new Map(s.payments.map((p) => [p._id, p]));
  for (const o of s.orders.filter((x) => x.status === 'paid')) {
    const p = o.paymentId ? paymentOf.get(o.paymentId) : undefined;
    if (!p) rule(false, `order ${o._id} credited without a payment the provider knows`);
    else
      rule(
        p.status !== 'failed' && p.amount === o.amountMinor && p.currency === o.currency,
        `order ${o._id} (${o.amountMinor} ${o.currency}) credited by ${JSON.stringify(p)}`,
      );
  }
  for (const b of s.bookings.filter((x) => x.paidAt && x.orderId)) {
    const order = orderOf.get(b.orderId as string);
    rule(
      order?.item.type === 'booking' && order.item.bookingId === b._id,
      `booking ${b._id} paid by an order for something else`,
    );
    rule(
      cents(b.pricePerPerson) * b.numPeople === cents(order?.usd ?? 0),
      `booking ${b._id} of ${b.numPeople} × ${b.pricePerPerson} USD paid ${order?.usd} USD`,
    );
  }
}

/**
 * A guide is never held by two live paid bookings that overlap; unpaid things hold nothing, and a
 * tourist keeps at most three of them open.
 */
async function calendarsHold(store: Store, s: Stored, now: Date, rule: Rule): Promise<void> {
  const live = s.bookings.filter((b) => LIVE_PAID.includes(b.status) && b.paidAt);
  for (const [i, a] of live.entries())
    for (const b of live.slice(i + 1))
      rule(
        !(a.guideEmail === b.guideEmail && a.startsAt < b.endsAt && b.startsAt < a.endsAt),
        `${a.guideEmail} double-booked: ${a._id} and ${b._id}`,
      );
  for (const b of s.bookings.filter((x) => UNPAID_OPEN.includes(x.status))) {
    const paidOverlap = live.some(
      (p) => p.guideEmail === b.guideEmail && p.startsAt < b.endsAt && b.startsAt < p.endsAt,
    );
    if (paidOverlap) continue;
    const busy = await busyGuides(store, [b.guideEmail], b);
    rule(!busy.has(b.guideEmail), `unpaid ${b.status} ${b._id} holds ${b.guideEmail}`);
  }
  const open = new Map<string, number>();
  for (const b of s.bookings.filter(
    (x) => UNPAID_OPEN.includes(x.status) && (!x.holdUntil || x.holdUntil > now),
  ))
    open.set(b.touristId, (open.get(b.touristId) ?? 0) + 1);
  for (const [tourist, count] of open)
    rule(count <= 3, `tourist ${tourist} holds ${count} open drafts or offers`);
}

/**
 * Coupon uses never exceed the limit, and a special plan is bought once: a second capture for it
 * is owed back, and a kept one delivered.
 */
function limitsHold(s: Stored, couponLimits: Readonly<Record<string, number>>, rule: Rule): void {
  for (const [code, limit] of Object.entries(couponLimits)) {
    const taken = s.holds.filter((x) => x.code === code && x.state !== 'released');
    rule(taken.length <= limit, `${code} taken ${taken.length} times (limit ${limit})`);
    // A payment that found no use left was given back: it kept nothing.
    const paid = s.orders.filter((o) => o.couponCode === code && o.status === 'paid' && !o.givenBack);
    rule(paid.length <= limit, `${code} paid ${paid.length} times (limit ${limit})`);
    const held = new Map<string, number>();
    for (const h of s.holds.filter((x) => x.code === code && x.state === 'reserved' && x.userId))
      held.set(h.userId as string, (held.get(h.userId as string) ?? 0) + 1);
    for (const [buyer, count] of held)
      rule(count <= 1, `buyer ${buyer} holds ${count} live reservations of ${code}`);
  }
  const refundOf = new Map(s.refunds.map((r) => [r.paymentId, r]));
  const planBuys = new Map<string, number>();
  for (const o of s.orders.filter((x) => x.status === 'paid' && x.item.type === 'special-plan')) {
    const name = o.item.type === 'special-plan' ? o.item.plan_name : '';
    const refunded = o.paymentId ? refundOf.get(o.paymentId) : undefined;
    if (!refunded || refunded.amountMinor < o.amountMinor)
      planBuys.set(`${o.userId}:${name}`, (planBuys.get(`${o.userId}:${name}`) ?? 0) + 1);
    if (!refunded)
      rule(
        s.plans.some((p) => p.userId === o.userId && p.plan_name === name),
        `special plan ${name} paid by ${o._id} but not delivered`,
      );
  }
  for (const [key, count] of planBuys) rule(count <= 1, `special plan ${key} kept ${count} payments`);
}

/**
 * Numbers stay what the rules allow: an offer is whole cents strictly between 10.00 and 20.00 USD
 * (an accepted one is the price paid per person), and a buyer keeps at most MAX_OPEN_ORDERS unpaid
 * orders open, so unpaid orders cost the provider a bounded number of questions.
 */
function numbersHold(s: Stored, now: Date, rule: Rule): void {
  for (const b of s.bookings.filter((x) => x.offerPrice !== undefined)) {
    const offered = (b.offerPrice as number) * 100;
    rule(
      Math.abs(offered - Math.round(offered)) < 1e-6 && offered > 1000 && offered < 2000,
      `booking ${b._id} holds an offer of ${b.offerPrice} USD`,
    );
    if (b.negotiated)
      rule(
        b.pricePerPerson === b.offerPrice,
        `booking ${b._id} priced ${b.pricePerPerson}, offered ${b.offerPrice}`,
      );
  }
  const open = new Map<string, number>();
  for (const o of s.orders.filter((x) => x.status === 'created' && x.expiresAt > now))
    open.set(o.userId, (open.get(o.userId) ?? 0) + 1);
  for (const [buyer, count] of open)
    rule(count <= MAX_OPEN_ORDERS, `buyer ${buyer} keeps ${count} unpaid orders open`);
}
