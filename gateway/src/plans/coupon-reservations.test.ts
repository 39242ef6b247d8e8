/**
 * Coupon reservations as a state machine (issue 22): fast-check generates sequences of buyers
 * ordering with a limited code, paying (confirmed at once, or left to reconciliation, in time or
 * late) and time passing with a reconciliation round, and runs them against the real product.
 * After every step: per code, live reservations plus kept paid uses stay within the limit; a buyer
 * holds at most one live reservation of a code; a paid order whose use could not be taken (its
 * hold is not spent) was refunded in full; the use counter matches the holds. The test run (and
 * CI) runs COUPON_RUNS sequences (default 25) from a fixed seed; `pnpm test:model --runs N` runs N
 * of them (and of the marketplace model), COUPON_SEED another seed.
 */
import type { SandboxCheckout } from '@app/infra';
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, post, type Reply } from '../../test/http.js';
import type { OrderDoc } from '../payments/order-store.js';
import { fortnight, noWebhooks, PAYS } from '../payments/payment-fixtures.js';
import { reconcileOnce } from '../payments/reconciliation.js';

// The code with the smaller limit first: counterexamples shrink towards it.
const CODES = { EXPLOREWITHUS25: 25, EXPLOREWITHUS20: 20 } as const;
type Code = keyof typeof CODES;
/** Small limits, so that sequences reach them: one use of one code, two of the other. */
const LIMITS: Record<Code, number> = { EXPLOREWITHUS25: 1, EXPLOREWITHUS20: 2 };
const BUYERS = ['ana@example.com', 'ben@example.com', 'cai@example.com'] as const;
const RUNS = Number(process.env.COUPON_RUNS ?? 25);

type Step =
  | { do: 'order'; buyer: number; code: Code }
  /** Pays the n-th newest order; `confirm` as the page does, or leaves it to reconciliation. */
  | { do: 'pay'; order: number; confirm: boolean }
  /** The clock moves on and a reconciliation round runs. */
  | { do: 'wait'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('order' as const),
      buyer: fc.nat({ max: BUYERS.length - 1 }),
      code: fc.constantFrom(...(Object.keys(CODES) as Code[])),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('pay' as const),
      order: fc.nat({ max: 5 }),
      confirm: fc.boolean(),
    }),
  },
  // 31 minutes: past an order's lifetime; 61: past its first late ask too.
  {
    weight: 1,
    arbitrary: fc.record({ do: fc.constant('wait' as const), minutes: fc.constantFrom(5, 31, 61) }),
  },
);

interface World {
  h: Harness;
  cookies: string[];
  orders: Array<{ id: string; buyer: number }>;
  log: string[];
}

let world: World | undefined;
afterEach(async () => {
  await world?.h.close();
  world = undefined;
  vi.useRealTimers();
});

async function startWorld(): Promise<World> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-27T04:30:00Z'));
  const h = await harness({
    env: {
      COUPON_LIMIT_EXPLOREWITHUS20: String(LIMITS.EXPLOREWITHUS20),
      COUPON_LIMIT_EXPLOREWITHUS25: String(LIMITS.EXPLOREWITHUS25),
    },
  });
  noWebhooks(h);
  const cookies: string[] = [];
  for (const email of BUYERS) cookies.push(await loggedIn(h, email));
  return { h, cookies, orders: [], log: [] };
}

const note = (w: World, what: string, reply: Reply) => {
  w.log.push(`${what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`);
  expect(reply.status, `${what} answered ${reply.status}`).toBeLessThan(500);
};

async function run(w: World, s: Step): Promise<void> {
  if (s.do === 'order') {
    const amount = Math.round(11.99 * (100 - CODES[s.code])) / 100;
    const reply = await post(
      w.h,
      '/api/create-order',
      { amount, preferredCurrency: 'USD', item: fortnight(s.code) },
      w.cookies[s.buyer],
    );
    note(w, `buyer ${s.buyer} orders with ${s.code}`, reply);
    if (reply.status === 200) w.orders.push({ id: String(reply.body.id), buyer: s.buyer });
    return;
  }
  if (s.do === 'pay') {
    const order = w.orders[w.orders.length - 1 - (s.order % Math.max(1, w.orders.length))];
    if (!order) return;
    const sandbox = w.h.platform.payments as SandboxCheckout;
    const paid = await sandbox.pay({ orderId: order.id, card: PAYS }).catch(() => null);
    if (!paid || !('razorpay_signature' in paid)) {
      w.log.push(`pay ${order.id}: the sandbox refused (paid already)`);
      return;
    }
    if (!s.confirm) {
      w.log.push(`pay ${order.id}, not confirmed`);
      return;
    }
    note(
      w,
      `pay ${order.id} and confirm`,
      await post(w.h, '/api/verify-signature', paid, w.cookies[order.buyer]),
    );
    return;
  }
  vi.setSystemTime(new Date(Date.now() + s.minutes * 60_000));
  w.log.push(`wait ${s.minutes} min: ${JSON.stringify(await reconcileOnce(w.h.deps))}`);
}

type Hold = { _id: string; code: string; state: string };

async function checkRules(w: World): Promise<void> {
  const store = w.h.platform.store;
  const orders = await store.collection<OrderDoc>('payment_orders').find({});
  const holds = await store.collection<Hold>('coupon_holds').find({});
  const refunds = await store.collection<{ _id: string; amountMinor: number }>('refunds').find({});
  const orderOf = new Map(orders.map((o) => [o._id, o]));
  const holdOf = new Map(holds.map((x) => [x._id, x]));
  const refundOf = new Map(refunds.map((r) => [r._id, r]));
  const why = (rule: string) => `${rule}\nsteps:\n  ${w.log.join('\n  ')}`;
  const refundedInFull = (o: OrderDoc) => refundOf.get(o._id)?.amountMinor === o.amountMinor;

  for (const code of Object.keys(CODES) as Code[]) {
    const limit = LIMITS[code];
    const live = holds.filter((x) => x.code === code && x.state === 'reserved');
    const kept = orders.filter((o) => o.couponCode === code && o.status === 'paid' && !refundedInFull(o));
    expect(
      live.length + kept.length,
      why(`${code}: ${live.length} live reservations + ${kept.length} paid uses > ${limit}`),
    ).toBeLessThanOrEqual(limit);

    const perBuyer = new Map<string, number>();
    for (const x of live) {
      const buyer = orderOf.get(x._id)?.userId ?? '?';
      perBuyer.set(buyer, (perBuyer.get(buyer) ?? 0) + 1);
    }
    for (const [buyer, count] of perBuyer)
      expect(count, why(`${code}: buyer ${buyer} holds ${count} live reservations`)).toBeLessThanOrEqual(1);

    const used = (await store.collection<{ _id: string; used: number }>('coupon_uses').findOne({ _id: code }))
      ?.used;
    const taken = holds.filter((x) => x.code === code && x.state !== 'released').length;
    expect(used ?? 0, why(`${code}: the counter says ${used} uses, the holds ${taken}`)).toBe(taken);
  }

  for (const o of orders.filter((x) => x.couponCode && x.status === 'paid'))
    if (holdOf.get(o._id)?.state !== 'spent')
      expect(refundedInFull(o), why(`paid order ${o._id} took no use and was not refunded in full`)).toBe(
        true,
      );
}

it(
  'keeps every code within its limit and each buyer to one reservation, whatever buyers, payments and time do',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        await world?.h.close();
        world = await startWorld();
        for (const s of steps) {
          await run(world, s);
          await checkRules(world);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.COUPON_SEED ?? 22) },
    );
  },
  10 * 60_000,
);
