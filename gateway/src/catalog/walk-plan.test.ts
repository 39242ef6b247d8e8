/** The walk plan's rules, for any route: not only the catalog's cities. */
import { WALK_RULES } from '@app/contracts';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { planLegs } from './walk-plan.js';

/**
 * Routes of up to 30 stops in a box of about 5 km, in whatever order: mostly walked legs, which add
 * up past a day's distance, with some longer hops among them.
 */
const routes = fc.array(
  fc.record({
    lat: fc.double({ min: 27.15, max: 27.2, noNaN: true }),
    lng: fc.double({ min: 78.0, max: 78.05, noNaN: true }),
  }),
  { maxLength: 30 },
);

/** The rules a plan of the route breaks, said in words; none for a good plan. */
function brokenRules(route: ReadonlyArray<{ lat: number; lng: number }>): string[] {
  const legs = planLegs(route);
  const broken: string[] = [];
  if (legs.length !== route.length) broken.push('a leg per stop');
  const walked = new Map<number, number>();
  legs.forEach((leg, i) => {
    const previous = legs[i - 1];
    if ((leg.legMode === 'walk') !== leg.legMeters <= WALK_RULES.longestWalkMeters)
      broken.push(`stop ${i}: ${leg.legMeters} m as ${leg.legMode}`);
    if (leg.onFoot && leg.legMode !== 'walk') broken.push(`stop ${i}: a ride counted as walked`);
    if (previous === undefined && (leg.day !== 1 || leg.onFoot)) broken.push('the first stop starts day 1');
    if (previous !== undefined && leg.day !== previous.day && leg.day !== previous.day + 1)
      broken.push(`stop ${i}: day ${previous.day} to ${leg.day}`);
    if (previous !== undefined && leg.day !== previous.day && leg.onFoot)
      broken.push(`stop ${i}: the way to a new day counted as walked`);
    if (leg.onFoot) walked.set(leg.day, (walked.get(leg.day) ?? 0) + leg.legMeters);
  });
  for (const [day, meters] of walked)
    if (meters > WALK_RULES.dayOnFootMeters) broken.push(`day ${day}: ${meters} m on foot`);
  return broken;
}

describe('a walk plan, for any route', () => {
  it('walks no leg over the longest walk, walks no day over its distance, and numbers days from 1 in order', () => {
    fc.assert(
      fc.property(routes, (route) => brokenRules(route).length === 0),
      { numRuns: 300 },
    );
  });
});
