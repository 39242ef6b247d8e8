/**
 * How far the Explore Destinations carousel can step, from the window width (spec §2: breakpoints
 * 430, 600 and 1310 px). Under 600 px one card shows (430–599 px is a wider single card, a CSS
 * matter); from 600 px two; from 1310 px three. One step moves every card by 105 % of its width.
 */
import { BREAKPOINTS } from '@app/contracts';

const [, TWO_CARDS_FROM, THREE_CARDS_FROM] = BREAKPOINTS.carousel;

/** Cards visible side by side at this window width. */
export function carouselVisibleCount(windowWidth: number): number {
  if (windowWidth >= THREE_CARDS_FROM) return 3;
  if (windowWidth >= TWO_CARDS_FROM) return 2;
  return 1;
}

/** The last step (0-based) before the final card would leave blank space at the right. */
export function carouselMaxStep(windowWidth: number, itemCount: number): number {
  return Math.max(0, itemCount - carouselVisibleCount(windowWidth));
}

/** The CSS translate of each card at a step: -(step × 105) % of the card's own width. */
export function carouselOffset(step: number): string {
  return `${-step * BREAKPOINTS.carouselStepPercent}%`;
}
