/** The price to pay in the chosen currency, the coupon taken off, and the day of the rate used. */

import { onFirstUse } from '../app/on-first-use';
import { formatMoney } from './money';
import type { AppliedCoupon } from './use-coupon';
import type { Price } from './use-price';

const RATES_DATE = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }),
);

function ratesDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : RATES_DATE().format(date);
}

export interface PriceSummaryProps {
  readonly price: Price;
  readonly currency: string | null;
  readonly priceUsd: number;
  readonly coupon: AppliedCoupon | null;
}

export function PriceSummary({ price, currency, priceUsd, coupon }: PriceSummaryProps) {
  const shown = price.amount !== null && currency !== null ? formatMoney(price.amount, currency) : '…';
  return (
    <div className="payment-popup__price" aria-live="polite" aria-busy={price.pending || undefined}>
      <p className="payment-popup__price-label">Total to pay</p>
      <p className="payment-popup__amount">{shown}</p>
      <p className="payment-popup__price-note">
        {coupon === null
          ? `List price ${formatMoney(priceUsd, 'USD')}`
          : `${coupon.percent}% off ${formatMoney(priceUsd, 'USD')} with ${coupon.code}`}
      </p>
      {price.ratesDate !== null && (
        <p className="payment-popup__rates">Exchange rate of {ratesDay(price.ratesDate)}</p>
      )}
    </div>
  );
}
