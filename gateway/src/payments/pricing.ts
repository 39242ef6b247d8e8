/**
 * What an order costs (DECISIONS 4): the plan's or special plan's price in US dollars, less its
 * coupon, in the chosen currency at the current rate, rounded to that currency's smallest unit and
 * then to the decimals the item's price is shown to (spec §7: one for the Quadweek plan).
 */
import { MESSAGES, type OrderItem, PRICE_DECIMALS, roundMinorTo, SPECIAL_PLAN } from '@app/contracts';
import { minorUnitDigits, toMinor } from '@app/infra';
import { bookingToPay } from '../bookings/paid.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { checkCoupon, couponRules } from '../plans/coupons.js';
import { findSpecialPlan } from '../plans/special-plans.js';
import { paidPlanByLabel } from '../plans/subscriptions.js';
import { rateOf } from './currencies.js';

export interface Price {
  description: string;
  usd: number;
  amountMinor: number;
  currency: string;
  couponCode?: string;
  /** For a booking: the version of its terms this price is for, and until when it can be paid. */
  itemVersion?: number;
  payableUntil?: Date;
  /** For a booking request: its payment is only authorised, and captured within this many minutes. */
  captureWithinMinutes?: number;
}

interface ListPrice {
  usd: number;
  description: string;
  decimals: number;
  itemVersion?: number;
  payableUntil?: Date;
  captureWithinMinutes?: number;
}

/** The item's price in US dollars before any coupon, how a receipt names it, and its decimals. */
async function listPrice(deps: Deps, userId: string, item: OrderItem): Promise<ListPrice> {
  if (item.type === 'plan') {
    const plan = paidPlanByLabel(item.plan);
    if (!plan) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlan, 'UNKNOWN_PLAN');
    return { usd: plan.priceUsd, description: plan.label, decimals: plan.priceDecimals };
  }
  if (item.type === 'booking') {
    const booking = await bookingToPay(deps.store, userId, item.bookingId, new Date());
    return { ...booking, decimals: PRICE_DECIMALS };
  }
  const plan = await findSpecialPlan(deps, item.country, item.plan_name);
  if (!plan) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlan, 'UNKNOWN_PLAN');
  return {
    usd: SPECIAL_PLAN.priceUsd,
    description: `Special plan: ${plan.plan_name}`,
    decimals: PRICE_DECIMALS,
  };
}

/** A converted price rounded as the page shows it; dollars are the list price itself (spec §7). */
function chargedMinor(usd: number, rate: number, currency: string, decimals: number): number {
  const exact = toMinor(usd * rate, currency);
  return currency === 'USD' ? exact : roundMinorTo(exact, minorUnitDigits(currency), decimals);
}

export async function priceOf(deps: Deps, userId: string, item: OrderItem, currency: string): Promise<Price> {
  const { usd: listUsd, description, decimals, ...bound } = await listPrice(deps, userId, item);
  const code = item.type === 'plan' && item.couponCode ? item.couponCode : undefined;
  const percent = code ? (await checkCoupon(deps.store, couponRules(deps.config), code, userId)).percent : 0;
  // Cents first, so a discount never leaves a fraction of a cent to round twice.
  const usd = Math.round(listUsd * (100 - percent)) / 100;
  const { rate } = await rateOf(deps, currency);
  return {
    description,
    usd,
    amountMinor: chargedMinor(usd, rate, currency, decimals),
    currency,
    ...(code ? { couponCode: code.toUpperCase() } : {}),
    ...bound,
  };
}
