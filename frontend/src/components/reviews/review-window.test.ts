import { describe, expect, it } from 'vitest';
import { reviewByText } from './review-window';

describe('the end of the review window', () => {
  it('reads as the day in India the window closes', () => {
    expect(reviewByText('2026-03-28T10:00:00.000Z')).toBe('Review by 28 Mar 2026');
    // 20:00 UTC is already the next day in India.
    expect(reviewByText('2026-03-28T20:00:00.000Z')).toBe('Review by 29 Mar 2026');
  });

  it('says nothing while the tour has no window, or when its date cannot be read', () => {
    expect(reviewByText(null)).toBeNull();
    expect(reviewByText('soon')).toBeNull();
  });
});
