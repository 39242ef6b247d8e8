/**
 * What an order costs (DECISIONS 4): the item's list price in US dollars (its purchasable's), less its
 * coupon, in the chosen currency at the current rate, rounded to that currency's smallest unit and
 * then to the decimals the item's price is shown to (spec §7: one for the Quadweek plan).
 */

import type { OrderItem } from '@app/contracts';
import { roundMinorTo } from '@app/contracts';
import { minorUnitDigits, toMinor } from '@app/infra';
import type { Actor } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { rateOf } from './currencies.js';
import { type PurchasablesKeeping, purchasableOf } from './purchasables.js';

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

/** A converted price rounded as the page shows it; dollars are the list price itself (spec §7). */
function chargedMinor(usd: number, rate: number, currency: string, decimals: number): number {
  const exact = toMinor(usd * rate, currency);
  return currency === 'USD' ? exact : roundMinorTo(exact, minorUnitDigits(currency), decimals);
}

export async function priceOf(
  deps: Pick<Ports, 'config' | 'store' | 'places' | 'payments' | 'rates'> & PurchasablesKeeping,
  buyer: Actor,
  item: OrderItem,
  currency: string,
): Promise<Price> {
  const listed = await purchasableOf(deps.purchasables, item).price(deps, buyer, item, new Date());
  const { usd: listUsd, description, decimals, coupon, ...bound } = listed;
  // Cents first, so a discount never leaves a fraction of a cent to round twice.
  const usd = Math.round(listUsd * (100 - (coupon?.percent ?? 0))) / 100;
  const { rate } = await rateOf(deps, currency);
  return {
    description,
    usd,
    amountMinor: chargedMinor(usd, rate, currency, decimals),
    currency,
    ...(coupon ? { couponCode: coupon.code.toUpperCase() } : {}),
    ...bound,
  };
}
