/**
 * Coupons (DECISIONS 5): every code is checked here. The two public codes have usage limits; a
 * use is reserved when an order is created, spent when it is paid, and given back when the order
 * expires unpaid; a payment that still arrives for an expired order takes its use back, even past
 * the limit (the buyer paid that order's price). The third code is server configuration only.
 */
import { MESSAGES, PUBLIC_COUPONS } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { AppError } from '../errors.js';

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

type UsesDoc = Doc & { used: number };
/** One order's hold on a use: `released` when the order expired unpaid. */
type HoldDoc = Doc & { code: string; state: 'reserved' | 'spent' | 'released'; at: Date };

const USES = 'coupon_uses';
const HOLDS = 'coupon_holds';

function ruleOf(rules: CouponRules, code: string): [string, CouponRule] {
  const key = code.trim().toUpperCase();
  const rule = rules.get(key);
  if (!rule) throw new AppError('BAD_REQUEST', MESSAGES.wrongCoupon, 'WRONG_COUPON');
  return [key, rule];
}

/** What `check-code-limit` answers: the code's percent while it has uses left. */
export async function checkCoupon(store: Store, rules: CouponRules, code: string) {
  const [key, rule] = ruleOf(rules, code);
  if (rule.limit !== null) {
    const used = (await store.collection<UsesDoc>(USES).findOne({ _id: key }))?.used ?? 0;
    if (used >= rule.limit)
      throw new AppError('CONFLICT', MESSAGES.couponLimitExceeded, 'COUPON_LIMIT_EXCEEDED');
  }
  return { message: MESSAGES.couponValid, percent: rule.percent };
}

/**
 * Takes one use of the code for `orderId`, atomically: of N orders racing for L uses left,
 * exactly L get one. Call it with the transaction that creates the order. Resolves with the percent.
 */
export async function reserveCoupon(
  tx: Store,
  rules: CouponRules,
  code: string,
  orderId: string,
): Promise<number> {
  const [key, rule] = ruleOf(rules, code);
  if (rule.limit !== null) {
    const uses = tx.collection<UsesDoc>(USES);
    await uses.updateOne({ _id: key }, { $setOnInsert: { used: 0 } }, { upsert: true });
    const taken = await uses.findOneAndUpdate({ _id: key, used: { $lt: rule.limit } }, { $inc: { used: 1 } });
    if (!taken) throw new AppError('CONFLICT', MESSAGES.couponLimitExceeded, 'COUPON_LIMIT_EXCEEDED');
  }
  await tx
    .collection<HoldDoc>(HOLDS)
    .insertOne({ _id: orderId, code: key, state: 'reserved', at: new Date() });
  return rule.percent;
}

/** The order expired unpaid: its use goes back (once). */
export async function releaseCoupon(tx: Store, orderId: string): Promise<void> {
  const hold = await tx
    .collection<HoldDoc>(HOLDS)
    .findOneAndUpdate({ _id: orderId, state: 'reserved' }, { $set: { state: 'released', at: new Date() } });
  if (hold) await tx.collection<UsesDoc>(USES).updateOne({ _id: hold.code }, { $inc: { used: -1 } });
}

/** The order is paid: its use is spent; one given back when the order expired is taken again. */
export async function spendCoupon(tx: Store, orderId: string): Promise<void> {
  const holds = tx.collection<HoldDoc>(HOLDS);
  const released = await holds.findOneAndUpdate(
    { _id: orderId, state: 'released' },
    { $set: { state: 'spent', at: new Date() } },
  );
  if (released) {
    await tx.collection<UsesDoc>(USES).updateOne({ _id: released.code }, { $inc: { used: 1 } });
    return;
  }
  await holds.updateOne({ _id: orderId, state: 'reserved' }, { $set: { state: 'spent', at: new Date() } });
}
