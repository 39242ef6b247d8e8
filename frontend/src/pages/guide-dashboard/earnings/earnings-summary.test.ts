import type { EarnedMoneyEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { summarizeEarnings } from './earnings-summary';

const entry = (amount: number, completed: boolean): EarnedMoneyEntry => ({
  bookingId: `b${amount}`,
  amount,
  touristPlace: 'Amber Fort',
  numPeople: 2,
  startsAt: '2026-03-01T04:30:00.000Z',
  completed,
});

describe('summarizeEarnings', () => {
  it('is all zeros without earnings', () => {
    expect(summarizeEarnings([])).toEqual({ totalUsd: 0, trips: 0, upcoming: 0 });
  });

  it('adds every paid amount to the cent and counts only the tours that took place as trips', () => {
    expect(summarizeEarnings([entry(1.1, true), entry(2.2, false), entry(0, true)])).toEqual({
      totalUsd: 3.3,
      trips: 2,
      upcoming: 1,
    });
  });
});
