import { FEATURED_PLACES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { carouselMaxStep, carouselOffset, carouselVisibleCount } from './carousel-steps';

const FIVE = FEATURED_PLACES.length;

describe('carouselMaxStep for the five featured places', () => {
  it.each([
    [360, 4],
    [429, 4],
    [430, 4],
    [599, 4],
    [600, 3],
    [1309, 3],
    [1310, 2],
    [1920, 2],
  ])('at a %i px window allows %i steps', (width, expected) => {
    expect(carouselMaxStep(width, FIVE)).toBe(expected);
  });

  it('shows one card below 600 px, two from 600 px and three from 1310 px', () => {
    expect([429, 430, 599, 600, 1309, 1310].map(carouselVisibleCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('never goes below zero when fewer places than visible slots', () => {
    expect(carouselMaxStep(1440, 2)).toBe(0);
    expect(carouselMaxStep(360, 0)).toBe(0);
  });
});

describe('carouselOffset', () => {
  it('moves each card by 105 percent of its width per step', () => {
    expect(carouselOffset(0)).toBe('0%');
    expect(carouselOffset(1)).toBe('-105%');
    expect(carouselOffset(4)).toBe('-420%');
  });
});
