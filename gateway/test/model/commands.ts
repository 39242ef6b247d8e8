/**
 * What a tourist, a guide, the payment provider and the clock can do, as fast-check commands over
 * the real product. Each command talks to the gateway as its client would (HTTP through the Hono
 * app, the sandbox's checkout, signed webhooks) and fails the run on any 5xx.
 */
import { PLAN_LABELS } from '@app/contracts';
import { signWebhook } from '@app/infra';
import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { expireUnanswered } from '../../src/bookings/answer-timeouts.js';
import { endLapsed } from '../../src/bookings/lapse-sweep.js';
import { reconcileOnce } from '../../src/payments/reconciliation.js';
import { settlePayments } from '../../src/payments/refunds.js';
import { get, post, type Reply } from '../http.js';
import { checkInvariants } from './invariants.js';
import { advanceClock, GUIDES, type Model, TOURISTS, type World } from './world.js';

type Cmd = fc.AsyncCommand<Model, World>;

/** The i-th newest of the list (wrapping): sequences mostly act on what they just made. */
const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[list.length - 1 - (i % list.length)];

/** Sends a request and records it; a 5xx ends the run. */
async function call(world: World, what: string, send: () => Promise<Reply>): Promise<Reply> {
  const reply = await send();
  world.steps.push(`${what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
  expect(reply.status, `${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  return reply;
}

abstract class Step implements Cmd {
  check(): boolean {
    return true;
  }
  abstract act(m: Model, w: World): Promise<void>;
  abstract toString(): string;
  async run(m: Model, w: World): Promise<void> {
    await this.act(m, w);
    await checkInvariants(w, false);
  }
}

export class Book extends Step {
  constructor(
    readonly tourist: number,
    readonly guide: number,
    readonly kind: 'instant' | 'reserved',
    readonly day: number,
    readonly hour: number,
    readonly people: number,
  ) {
    super();
  }
  async act(m: Model, w: World) {
    const email = TOURISTS[this.tourist % TOURISTS.length] as string;
    const base = {
      kind: this.kind,
      touristPlace: 'Taj Mahal',
      guideEmail: GUIDES[this.guide % GUIDES.length],
      numPeople: this.people,
    };
    const date = new Date(Date.now() + this.day * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    const body =
      this.kind === 'instant'
        ? base
        : { ...base, location: 'Agra Cantt', date, time: `${String(this.hour).padStart(2, '0')}:00` };
    const reply = await call(w, this.toString(), () => post(w.h, '/api/bookings', body, w.cookies[email]));
    if (reply.status < 300) m.bookings.push(String(reply.body.id));
  }
  toString() {
    return `Book(t${this.tourist % 2}→g${this.guide % 2}, ${this.kind}, +${this.day}d ${this.hour}:00, ${this.people}p)`;
  }
}

export class Offer extends Step {
  constructor(
    readonly tourist: number,
    readonly booking: number,
    readonly price: unknown,
    readonly people: number,
  ) {
    super();
  }
  async act(m: Model, w: World) {
    const bookingId = pick(m.bookings, this.booking);
    const stored = bookingId
      ? await w.h.platform.store.collection('bookings').findOne({ _id: bookingId })
      : null;
    const tourist = stored
      ? String(stored.touristEmail)
      : (TOURISTS[this.tourist % TOURISTS.length] as string);
    const body = {
      guideId: stored ? String(stored.guideEmail) : GUIDES[0],
      touristPlace: 'Taj Mahal',
      offerPrice: this.price,
      noOfPeople: this.people,
      ...(bookingId ? { bookingId } : {}),
    };
    const reply = await call(w, this.toString(), () =>
      post(w.h, '/api/set-negotiations', body, w.cookies[tourist]),
    );
    if (reply.status < 300 && !bookingId) m.bookings.push(String(reply.body.bookingId));
  }
  toString() {
    return `Offer(booking#${this.booking}, ${JSON.stringify(this.price)} USD, ${this.people}p)`;
  }
}

type Note = { id: string; descision: string; bookingId: string };

/** A guide answers one of the questions waiting for any guide (the index picks which). */
export class Answer extends Step {
  constructor(
    readonly which: number,
    readonly decision: 'accept' | 'reject',
  ) {
    super();
  }
  async act(_m: Model, w: World) {
    const waiting: Array<{ guide: string; note: Note }> = [];
    for (const guide of GUIDES) {
      const asked = await askedOf(w, guide);
      // The notifications worker writes the guide's notes a moment after each question.
      await vi.waitFor(
        async () => {
          const notes = (await get(w.h, '/api/get-notifications-guide', w.cookies[guide]))
            .body as unknown as Note[];
          for (const id of asked) expect(notes.map((n) => n.bookingId)).toContain(id);
          for (const note of notes.filter((n) => n.descision === 'pending...')) waiting.push({ guide, note });
        },
        { timeout: 10_000, interval: 10 },
      );
    }
    const chosen = pick(waiting, this.which);
    if (!chosen) return;
    await call(w, `${this} (${chosen.guide})`, () =>
      post(
        w.h,
        '/api/save-decision',
        { id: chosen.note.id, decision: this.decision },
        w.cookies[chosen.guide],
      ),
    );
  }
  toString() {
    return `Answer(pending#${this.which}, ${this.decision})`;
  }
}

/** The bookings the guide was asked about (an offer or a paid request), as the outbox recorded them. */
async function askedOf(w: World, guideEmail: string): Promise<string[]> {
  const rows = await w.h.platform.store
    .collection('outbox')
    .find({ topic: { $in: ['negotiation.offered', 'booking.requested'] } });
  return rows
    .map(
      (r) => (r.event as { payload: { guideId?: string; guideEmail?: string; bookingId: string } }).payload,
    )
    .filter((p) => (p.guideId ?? p.guideEmail) === guideEmail)
    .map((p) => p.bookingId);
}

export type Item =
  | { type: 'booking'; index: number }
  | { type: 'special-plan'; plan_name: string }
  | { type: 'plan'; couponCode?: string };

export class Order extends Step {
  constructor(
    readonly tourist: number,
    readonly item: Item,
  ) {
    super();
  }
  async act(m: Model, w: World) {
    let email = TOURISTS[this.tourist % TOURISTS.length] as string;
    let item: object;
    let amount: number;
    if (this.item.type === 'booking') {
      const bookingId = pick(m.bookings, this.item.index);
      if (!bookingId) return;
      const stored = await w.h.platform.store.collection('bookings').findOne({ _id: bookingId });
      if (!stored) return;
      email = String(stored.touristEmail);
      item = { type: 'booking', bookingId };
      amount = Math.round(Number(stored.pricePerPerson) * 100 * Number(stored.numPeople)) / 100;
    } else if (this.item.type === 'special-plan') {
      item = { type: 'special-plan', country: 'India', plan_name: this.item.plan_name };
      amount = 1;
    } else {
      item = {
        type: 'plan',
        plan: PLAN_LABELS.fortnight,
        ...(this.item.couponCode ? { couponCode: this.item.couponCode } : {}),
      };
      const percent = this.item.couponCode === 'EXPLOREWITHUS25' ? 25 : this.item.couponCode ? 20 : 0;
      amount = Math.round(11.99 * (100 - percent)) / 100;
    }
    const reply = await call(w, this.toString(), () =>
      post(w.h, '/api/create-order', { amount, preferredCurrency: 'USD', item }, w.cookies[email]),
    );
    if (reply.status < 300) m.orders.push(String(reply.body.id));
  }
  toString() {
    return `Order(t${this.tourist % 2}, ${JSON.stringify(this.item)})`;
  }
}

export class Pay extends Step {
  constructor(
    readonly order: number,
    readonly via: 'callback' | 'webhook' | 'none',
  ) {
    super();
  }
  async act(m: Model, w: World) {
    const orderId = pick(m.orders, this.order);
    if (!orderId) return;
    const stored = await w.h.platform.store.collection('payment_orders').findOne({ _id: orderId });
    let paid: Awaited<ReturnType<World['sandbox']['pay']>>;
    try {
      paid = await w.sandbox.pay({ orderId, card: '4111 1111 1111 1111' });
    } catch {
      w.steps.push(`${this} → the checkout refused (order paid already)`);
      return;
    }
    w.steps.push(`${this} → ${'razorpay_signature' in paid ? 'paid' : 'not paid'}`);
    if (!('razorpay_signature' in paid) || !stored) return;
    if (this.via === 'callback') {
      const reply = await call(w, `${this}: verify-signature`, () =>
        post(w.h, '/api/verify-signature', paid, w.cookies[String(stored.email)]),
      );
      if (reply.status < 300) w.told.add(paid.razorpay_payment_id);
    }
    if (this.via === 'webhook') await deliverWebhook(w, w.webhooks.length - 1, `${this}: webhook`);
  }
  toString() {
    return `Pay(order#${this.order}, ${this.via})`;
  }
}

async function deliverWebhook(w: World, index: number, what: string) {
  const hook = w.webhooks[index];
  if (!hook) return;
  const reply = await call(w, what, async () => {
    const res = await w.h.app.request('/api/razorpay/webhook', {
      method: 'POST',
      body: hook.rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hook.signature,
        'x-razorpay-event-id': hook.eventId,
      },
    });
    return { status: res.status, body: (await res.json()) as Reply['body'], cookies: [] };
  });
  const { payload } = JSON.parse(hook.rawBody) as { payload?: { payment?: { entity?: { id?: string } } } };
  const paymentId = payload?.payment?.entity?.id;
  if (reply.status < 300 && paymentId !== undefined) w.told.add(paymentId);
}

/** A webhook the provider raised earlier, delivered (again) now: repeated and out of order. */
export class Redeliver extends Step {
  constructor(readonly which: number) {
    super();
  }
  async act(_m: Model, w: World) {
    if (w.webhooks.length === 0) return;
    await deliverWebhook(w, this.which % w.webhooks.length, this.toString());
  }
  toString() {
    return `Redeliver(webhook#${this.which})`;
  }
}

/** A signed `payment.captured` whose amount is not the order's (1 minor unit). */
export class ForgedCapture extends Step {
  constructor(readonly order: number) {
    super();
  }
  async act(m: Model, w: World) {
    const orderId = pick(m.orders, this.order);
    if (!orderId) return;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_Forged${String(this.order).padStart(8, '0')}`,
            order_id: orderId,
            amount: 1,
            currency: 'USD',
            status: 'captured',
          },
        },
      },
    });
    const signature = signWebhook(w.h.deps.config.RAZORPAY_WEBHOOK_SECRET, body);
    await call(w, this.toString(), async () => {
      const res = await w.h.app.request('/api/razorpay/webhook', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      });
      return { status: res.status, body: (await res.json()) as Reply['body'], cookies: [] };
    });
  }
  toString() {
    return `ForgedCapture(order#${this.order}, 1 cent)`;
  }
}

export class Cancel extends Step {
  constructor(readonly booking: number) {
    super();
  }
  async act(m: Model, w: World) {
    const bookingId = pick(m.bookings, this.booking);
    if (!bookingId) return;
    const stored = await w.h.platform.store.collection('bookings').findOne({ _id: bookingId });
    await call(w, this.toString(), () =>
      post(w.h, `/api/bookings/${bookingId}/cancel`, {}, w.cookies[String(stored?.touristEmail)]),
    );
  }
  toString() {
    return `Cancel(booking#${this.booking})`;
  }
}

/** Time passes; the product's periodic rounds run as they would have meanwhile. */
export class Tick extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  async act(_m: Model, w: World) {
    // The product's rounds run every minute: what is due now is done before time moves on.
    await runRounds(w);
    advanceClock(this.minutes * 60_000);
    await runRounds(w);
    w.steps.push(this.toString());
  }
  override async run(m: Model, w: World) {
    await this.act(m, w);
    await checkInvariants(w, true);
  }
  toString() {
    return `Tick(${this.minutes} min)`;
  }
}

export async function runRounds(w: World): Promise<void> {
  const deps = w.h.deps;
  await expireUnanswered(deps, new Date());
  await endLapsed(deps, new Date());
  await reconcileOnce(deps, new Date());
  await settlePayments(deps, new Date());
  // A settlement nudged earlier may hold a claim: wait for it rather than race it.
  const store = w.h.platform.store;
  await vi
    .waitFor(
      async () => {
        expect(await store.collection('captures').count({ status: 'pending' })).toBe(0);
        expect(await store.collection('refunds').count({ status: 'pending' })).toBe(0);
      },
      { timeout: 5_000, interval: 10 },
    )
    .catch(() => undefined);
}

const VALID_OFFERS: readonly unknown[] = [12.5, 19.99, 10.01, '15'];
/** Numbers that must be refused: past the bounds once rounded, or not decimals at all. */
const LOOSE_OFFERS: readonly unknown[] = [19.999999999, 10.0000000001, '0x10', true, [19.99], '1e1'];
const SPECIAL_PLANS = ['Chennai Highlights', 'Mysuru Highlights', 'Delhi Highlights'];

const idx = fc.nat({ max: 3 });

const each = [
  fc
    .tuple(
      idx,
      idx,
      fc.constantFrom('instant' as const, 'reserved' as const),
      fc.integer({ min: 1, max: 2 }),
      fc.constantFrom(9, 10, 12),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([t, g, k, d, hr, p]) => new Book(t, g, k, d, hr, p)),
  fc
    .tuple(
      idx,
      idx,
      fc.oneof({ arbitrary: fc.constantFrom(...VALID_OFFERS), weight: 3 }, fc.constantFrom(...LOOSE_OFFERS)),
      fc.constantFrom(1, 2, 50),
    )
    .map(([t, b, price, p]) => new Offer(t, b, price, p)),
  fc
    .tuple(idx, fc.constantFrom('accept' as const, 'accept' as const, 'reject' as const))
    .map(([n, d]) => new Answer(n, d)),
  fc.tuple(idx, idx).map(([t, b]) => new Order(t, { type: 'booking', index: b })),
  fc
    .tuple(idx, fc.constantFrom(...SPECIAL_PLANS))
    .map(([t, plan]) => new Order(t, { type: 'special-plan', plan_name: plan })),
  fc
    .tuple(idx, fc.constantFrom(undefined, 'EXPLOREWITHUS20', 'EXPLOREWITHUS25'))
    .map(([t, code]) => new Order(t, { type: 'plan', ...(code ? { couponCode: code } : {}) })),
  fc
    .tuple(idx, fc.constantFrom('callback' as const, 'webhook' as const, 'none' as const))
    .map(([o, v]) => new Pay(o, v)),
  idx.map((i) => new Redeliver(i)),
  idx.map((i) => new ForgedCapture(i)),
  idx.map((i) => new Cancel(i)),
  fc.constantFrom(1, 16, 35, 61, 24 * 60 + 5).map((min) => new Tick(min)),
];

/** The core of the marketplace (book, offer, answer, order, pay) comes up twice as often. */
export const commands = [...each, each[0], each[1], each[2], each[3], each[6]].filter(
  (c): c is NonNullable<typeof c> => c !== undefined,
);
