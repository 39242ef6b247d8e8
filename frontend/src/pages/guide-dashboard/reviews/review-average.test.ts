import { describe, expect, it } from 'vitest';
import { averageRating } from './review-average';

describe('averageRating (spec §4)', () => {
  it('is 0 when there are no reviews', () => {
    expect(averageRating([])).toBe(0);
  });

  it('is the rounded mean of the ratings', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(5);
    expect(averageRating([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toBe(2);
  });
});
