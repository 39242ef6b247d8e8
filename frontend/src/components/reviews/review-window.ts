/**
 * How the end of a tour's review window reads (issue 26): 'Review by 28 Mar 2026', the day in India
 * time like the tour itself, beside the button that writes the review.
 */
import { formatDay } from '../guides/guide-format';

/** 'Review by 28 Mar 2026', or null when the window has no end yet or its date cannot be read. */
export function reviewByText(windowEndsAt: string | null): string | null {
  const day = windowEndsAt === null ? '' : formatDay(windowEndsAt);
  return day === '' ? null : `Review by ${day}`;
}
