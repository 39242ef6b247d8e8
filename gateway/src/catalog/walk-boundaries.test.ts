/** The walk's ties and limits, on routes built to land exactly on them. */
import { WALK_RULES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { nearestTo } from './great-circle.js';
import { walkingOrder } from './walk-order.js';
import { planLegs } from './walk-plan.js';

/** Metres along the equator as a position: a degree of longitude there is 111,319.49 m. */
const along = (meters: number) => ({ lat: 0, lng: meters / 111_319.49 });
/** A route along the equator whose legs are the given lengths in metres. */
const route = (...legs: number[]) => {
  const stops = [along(0)];
  let at = 0;
  for (const leg of legs) {
    at += leg;
    stops.push(along(at));
  }
  return stops;
};
const plan = (...legs: number[]) =>
  planLegs(route(...legs)).map(({ legMode, day, onFoot }) => [legMode, day, onFoot]);

describe('ties', () => {
  it('picks the candidate listed first among equally near ones', () => {
    const from = { lat: 0, lng: 0 };
    const north = { name: 'north', lat: 0.01, lng: 0 };
    const east = { name: 'east', lat: 0, lng: 0.01 };
    expect(nearestTo(from, [north, east])?.item.name).toBe('north');
    expect(nearestTo(from, [east, north])?.item.name).toBe('east');
  });

  it('walks on to the place listed first among equally near ones', () => {
    // The corners of a square: every round walk is as long, and from the first corner the second
    // and the fourth are equally near.
    const [a, b, c, d] = [
      { name: 'a', lat: 0, lng: 0 },
      { name: 'b', lat: 0, lng: 0.01 },
      { name: 'c', lat: 0.01, lng: 0.01 },
      { name: 'd', lat: 0.01, lng: 0 },
    ];
    expect(walkingOrder([a, b, c, d]).map((p) => p.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(walkingOrder([a, d, c, b]).map((p) => p.name)).toEqual(['a', 'd', 'c', 'b']);
  });
});

describe('a leg at the longest walk', () => {
  const longest = WALK_RULES.longestWalkMeters;

  it('walks a leg of exactly the longest walk, and rides one a metre longer', () => {
    expect(longest).toBe(2500);
    expect(planLegs(route(longest - 1, longest, longest + 1)).map((leg) => leg.legMeters)).toEqual([
      0,
      longest - 1,
      longest,
      longest + 1,
    ]);
    expect(plan(longest - 1)).toEqual([
      ['walk', 1, false],
      ['walk', 1, true],
    ]);
    expect(plan(longest)).toEqual([
      ['walk', 1, false],
      ['walk', 1, true],
    ]);
    expect(plan(longest + 1)).toEqual([
      ['walk', 1, false],
      ['ride', 1, false],
    ]);
  });
});

describe('a day at its metres on foot', () => {
  it('keeps a walk that ends the day at exactly its metres on foot in that day, and one a metre more in the next', () => {
    expect(WALK_RULES.dayOnFootMeters).toBe(8000);
    expect(planLegs(route(2000, 2000, 2000, 2001)).map((leg) => leg.legMeters)).toEqual([
      0, 2000, 2000, 2000, 2001,
    ]);
    const day1 = ['walk', 1, true];
    expect(plan(2000, 2000, 2000, 1999)).toEqual([['walk', 1, false], day1, day1, day1, day1]);
    expect(plan(2000, 2000, 2000, 2000)).toEqual([['walk', 1, false], day1, day1, day1, day1]);
    expect(plan(2000, 2000, 2000, 2001)).toEqual([['walk', 1, false], day1, day1, day1, ['walk', 2, false]]);
  });

  it('counts no ride as walked, and starts no day with a ride', () => {
    // 7,500 m walked, a 3,000 m ride, then 500 m more on foot: 8,000 m walked in day one.
    expect(plan(2500, 2500, 2500, 3000, 500)).toEqual([
      ['walk', 1, false],
      ['walk', 1, true],
      ['walk', 1, true],
      ['walk', 1, true],
      ['ride', 1, false],
      ['walk', 1, true],
    ]);
    // Rides between the walks leave the day's 8,000 m on foot to the walks alone.
    expect(plan(2000, 3000, 2000, 2000, 2000)).toEqual([
      ['walk', 1, false],
      ['walk', 1, true],
      ['ride', 1, false],
      ['walk', 1, true],
      ['walk', 1, true],
      ['walk', 1, true],
    ]);
  });
});
