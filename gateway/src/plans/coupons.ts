/**
 * Coupons (DECISIONS 5): every code is checked here. The two public codes have usage limits; a
 * use is reserved when an order is created, spent when it is paid, and given back when the order
 * expires unpaid. A buyer holds one reservation of a code at a time: a newer order with it
 * replaces the older one's (issue 22), so nobody can hold every use with unpaid orders. A payment
 * for an order whose reservation is gone takes a use only while one is left; otherwise it is
 * refunded, never counted past the limit. The third code is server configuration only.
 */
import { MESSAGES, PUBLIC_COUPONS } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { AppError } from '../core/index.js';

export interface CouponRule {
  percent: number;
  /** Uses allowed in all; null for no limit. */
  limit: number | null;
}

/** The codes the server honours, by code (upper case). */
export type CouponRules = ReadonlyMap<string, CouponRule>;

export function couponRules(config: {
  COUPON_LIMIT_EXPLOREWITHUS20: number;
  COUPON_LIMIT_EXPLOREWITHUS25: number;
  COUPON_SPECIAL_CODE?: string | undefined;
}): CouponRules {
  const rules = new Map<string, CouponRule>([
    [
      'EXPLOREWITHUS20',
      { percent: PUBLIC_COUPONS.EXPLOREWITHUS20, limit: config.COUPON_LIMIT_EXPLOREWITHUS20 },
    ],
    [
      'EXPLOREWITHUS25',
      { percent: PUBLIC_COUPONS.EXPLOREWITHUS25, limit: config.COUPON_LIMIT_EXPLOREWITHUS25 },
    ],
  ]);
  if (config.COUPON_SPECIAL_CODE)
    rules.set(config.COUPON_SPECIAL_CODE.toUpperCase(), { percent: 90, limit: null });
  return rules;
}

/** A limited code's uses taken, and its limit as of the last reservation (what a late payment is held to). */
type UsesDoc = Doc & { used: number; limit?: number };
/**
 * One order's hold on a use: `released` when the order expired unpaid or the buyer's newer order
 * with the code replaced it; `spent` when it was paid.
 */
type HoldDoc = Doc & {
  code: string;
  userId?: string;
  state: 'reserved' | 'spent' | 'released';
  at: Date;
};
/** A buyer's latest order with a code, by `CODE:userId`: the only one that may hold a live reservation. */
type BuyerDoc = Doc & { orderId: string };

const USES = 'coupon_uses';
const HOLDS = 'coupon_holds';
const BUYERS = 'coupon_buyers';

function ruleOf(rules: CouponRules, code: string): [string, CouponRule] {
  const key = code.trim().toUpperCase();
  const rule = rules.get(key);
  if (!rule) throw new AppError('BAD_REQUEST', MESSAGES.wrongCoupon, 'WRONG_COUPON');
  return [key, rule];
}

/**
 * What `check-code-limit` answers: the code's percent while it has uses left, or while the buyer
 * `userId` holds a live reservation of it (their next order with it replaces that one).
 */
export async function checkCoupon(store: Store, rules: CouponRules, code: string, userId?: string) {
  const [key, rule] = ruleOf(rules, code);
  if (rule.limit !== null) {
    const used = (await store.collection<UsesDoc>(USES).findOne({ _id: key }))?.used ?? 0;
    if (used >= rule.limit && !(userId && (await holdsReservation(store, key, userId))))
      throw new AppError('CONFLICT', MESSAGES.couponLimitExceeded, 'COUPON_LIMIT_EXCEEDED');
  }
  return { message: MESSAGES.couponValid, percent: rule.percent };
}

async function holdsReservation(store: Store, key: string, userId: string): Promise<boolean> {
  const latest = await store.collection<BuyerDoc>(BUYERS).findOne({ _id: `${key}:${userId}` });
  if (!latest) return false;
  return (await store.collection<HoldDoc>(HOLDS).count({ _id: latest.orderId, state: 'reserved' })) > 0;
}

/**
 * Takes one use of the code for the buyer's order `orderId`, atomically: of N orders racing for
 * L uses left, exactly L get one. The buyer's older reservation of the code, if still live, is
 * released first: a buyer holds one at a time. Call it with the transaction that creates the
 * order. Resolves with the percent.
 */
export async function reserveCoupon(
  tx: Store,
  rules: CouponRules,
  code: string,
  orderId: string,
  userId: string,
): Promise<number> {
  const [key, rule] = ruleOf(rules, code);
  // Written before anything is weighed, so two orders of one buyer racing for the code run one
  // after the other (a MongoDB write conflict retries the later), and the later sees the earlier.
  const buyers = tx.collection<BuyerDoc>(BUYERS);
  const previous = await buyers.findOne({ _id: `${key}:${userId}` });
  await buyers.updateOne({ _id: `${key}:${userId}` }, { $set: { orderId } }, { upsert: true });
  if (previous) await releaseCoupon(tx, previous.orderId);
  if (rule.limit !== null) {
    const uses = tx.collection<UsesDoc>(USES);
    await uses.updateOne(
      { _id: key },
      { $setOnInsert: { used: 0 }, $set: { limit: rule.limit } },
      { upsert: true },
    );
    const taken = await uses.findOneAndUpdate({ _id: key, used: { $lt: rule.limit } }, { $inc: { used: 1 } });
    if (!taken) throw new AppError('CONFLICT', MESSAGES.couponLimitExceeded, 'COUPON_LIMIT_EXCEEDED');
  }
  await tx
    .collection<HoldDoc>(HOLDS)
    .insertOne({ _id: orderId, code: key, userId, state: 'reserved', at: new Date() });
  return rule.percent;
}

/** The order expired unpaid, or the buyer's newer order replaced its reservation: its use goes back (once). */
export async function releaseCoupon(tx: Store, orderId: string): Promise<void> {
  const hold = await tx
    .collection<HoldDoc>(HOLDS)
    .findOneAndUpdate({ _id: orderId, state: 'reserved' }, { $set: { state: 'released', at: new Date() } });
  if (hold) await tx.collection<UsesDoc>(USES).updateOne({ _id: hold.code }, { $inc: { used: -1 } });
}

/**
 * The order is paid: its reserved use is spent. When its reservation is gone (the order expired,
 * or the buyer's newer order replaced it), a use is taken again only while one is left; otherwise
 * this resolves with why not, and the payment must be refunded rather than delivered. Null when
 * the use is (or already was) spent.
 */
export async function spendCoupon(tx: Store, orderId: string): Promise<string | null> {
  const holds = tx.collection<HoldDoc>(HOLDS);
  const spent = { $set: { state: 'spent', at: new Date() } };
  if (await holds.findOneAndUpdate({ _id: orderId, state: 'reserved' }, spent)) return null;
  const hold = await holds.findOne({ _id: orderId, state: 'released' });
  if (!hold) return null;
  const uses = tx.collection<UsesDoc>(USES);
  const limit = (await uses.findOne({ _id: hold.code }))?.limit;
  if (limit !== undefined) {
    const taken = await uses.findOneAndUpdate(
      { _id: hold.code, used: { $lt: limit } },
      { $inc: { used: 1 } },
    );
    if (!taken) return `coupon ${hold.code} has no use left for an order whose reservation lapsed`;
  }
  await holds.updateOne({ _id: orderId, state: 'released' }, spent);
  return null;
}
