/**
 * What plans sell, as payments buys it (payments/purchasables.ts): a subscription plan, with its
 * coupon, and a special plan, bought once.
 */
import { MESSAGES, PRICE_DECIMALS, SPECIAL_PLAN } from '@app/contracts';
import { AppError } from '../core/index.js';
import type { ItemOf, Purchasable } from '../payments/index.js';
import { countCouponCheck } from './coupon-checks.js';
import { checkCoupon, couponRules, releaseCoupon, reserveCoupon, spendCoupon } from './coupons.js';
import { findSpecialPlan, hasSpecialPlan, recordSpecialPlan } from './special-plans.js';
import { activatePlan, paidPlanByLabel } from './subscriptions.js';

const unknownPlan = () => new AppError('BAD_REQUEST', MESSAGES.unknownPlan, 'UNKNOWN_PLAN');

/**
 * A subscription plan. Its coupon's use is taken with the order, spent when it is paid and given
 * back when it lapses unpaid.
 */
export const planPurchasable: Purchasable<ItemOf<'plan'>> = {
  async price(ports, buyer, item) {
    // Counted before anything is looked up: guessing codes costs the same whatever is guessed.
    if (item.couponCode) await countCouponCheck(ports, buyer);
    const plan = paidPlanByLabel(item.plan);
    if (!plan) throw unknownPlan();
    const listed = { usd: plan.priceUsd, description: plan.label, decimals: plan.priceDecimals };
    if (!item.couponCode) return listed;
    const rules = couponRules(ports.config);
    const { percent } = await checkCoupon(ports.store, rules, item.couponCode, buyer.user?._id);
    return { ...listed, coupon: { code: item.couponCode, percent } };
  },
  async hold(tx, ports, order) {
    if (order.couponCode)
      await reserveCoupon(tx, couponRules(ports.config), order.couponCode, order._id, order.userId);
  },
  async deliver(tx, _ports, order, payment) {
    // An order whose coupon reservation lapsed takes a use only while one is left, else it is refunded.
    const noCouponUse = order.couponCode ? await spendCoupon(tx, order._id) : null;
    if (noCouponUse) return noCouponUse;
    const plan = paidPlanByLabel(order.item.plan);
    if (!plan) return `plan no longer sold: ${order.item.plan}`;
    await activatePlan(tx, order.userId, plan, payment.now);
    return null;
  },
  async void(tx, order) {
    await releaseCoupon(tx, order._id);
  },
};

/** A special plan: the places of a country the buyer chose, bought once. */
export const specialPlanPurchasable: Purchasable<ItemOf<'special-plan'>> = {
  async refuse(store, userId, item) {
    if (await hasSpecialPlan(store, userId, item.plan_name))
      throw new AppError('CONFLICT', MESSAGES.planAlreadyPurchased, 'PLAN_ALREADY_PURCHASED');
  },
  async price(ports, _buyer, item) {
    const plan = await findSpecialPlan(ports, item.country, item.plan_name);
    if (!plan) throw unknownPlan();
    return {
      usd: SPECIAL_PLAN.priceUsd,
      description: `Special plan: ${plan.plan_name}`,
      decimals: PRICE_DECIMALS,
    };
  },
  once: (item) => ({
    key: item.plan_name,
    match: { 'item.type': 'special-plan', 'item.plan_name': item.plan_name },
  }),
  async deliver(tx, ports, order) {
    const plan = await findSpecialPlan(ports, order.item.country, order.item.plan_name);
    if (!plan) return `special plan no longer offered: ${order.item.plan_name}`;
    return (await recordSpecialPlan(tx, order.userId, plan)) ? null : 'special plan bought already';
  },
};
