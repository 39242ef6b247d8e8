/**
 * The price the popup shows: the US-dollar price less the coupon, in the chosen currency at the
 * server's rate (`payments.convert`), with the day of that rate. US dollars need no conversion (spec §7).
 */
import { skipToken } from '@tanstack/react-query';
import { trpc } from '../app/trpc';
import { discountedUsd, shownPrice } from './money';

export interface Price {
  /** In the chosen currency's major unit; null until known. */
  readonly amount: number | null;
  readonly ratesDate: string | null;
  readonly pending: boolean;
  readonly error: unknown;
  readonly refetch: () => void;
}

export function usePrice(
  priceUsd: number,
  percent: number,
  currency: string | null,
  decimals: number,
): Price {
  const usd = discountedUsd(priceUsd, percent);
  const converts = currency !== null && currency !== 'USD';
  const query = trpc.payments.convert.useQuery(
    converts ? { amountInUSD: usd, userPreferredCurrency: currency } : skipToken,
    { staleTime: 10 * 60_000 },
  );
  if (currency === null)
    return { amount: null, ratesDate: null, pending: true, error: null, refetch: () => {} };
  if (!converts) return { amount: usd, ratesDate: null, pending: false, error: null, refetch: () => {} };
  return {
    amount: query.data ? shownPrice(query.data.amountInPreferredCurrency, currency, decimals) : null,
    ratesDate: query.data?.ratesDate ?? null,
    pending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
