/**
 * The Earnings and Reviews figures (DECISIONS 14: real, from the guide's paid bookings, not the
 * spec's fixed zeros): the total earned in US dollars and the trips that have taken place.
 */
import type { EarnedMoneyEntry } from '@app/contracts';

export interface EarningsSummary {
  /** Every paid booking's amount, in USD, summed in cents so that 1.1 + 2.2 is 3.3. */
  readonly totalUsd: number;
  /** Tours that have taken place. */
  readonly trips: number;
  /** Paid tours still to come. */
  readonly upcoming: number;
}

export function summarizeEarnings(entries: readonly EarnedMoneyEntry[]): EarningsSummary {
  const cents = entries.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  const trips = entries.filter((entry) => entry.completed).length;
  return { totalUsd: cents / 100, trips, upcoming: entries.length - trips };
}
