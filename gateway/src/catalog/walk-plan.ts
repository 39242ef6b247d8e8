/**
 * How a walking order is walked: a leg longer than WALK_RULES.longestWalkMeters is a ride (taxi or
 * rickshaw), and the stops split into days of at most WALK_RULES.dayOnFootMeters on foot. A day
 * begins at a stop: the way there (walked or ridden) is the morning's, not counted in either day.
 */
import { WALK_RULES } from '@app/contracts';
import { greatCircleKm, type Position } from '@app/infra';

export interface PlannedLeg {
  legMeters: number;
  legMode: 'walk' | 'ride';
  day: number;
  /** Whether the leg counts as walked that day. */
  onFoot: boolean;
}

export function planLegs(route: readonly Position[]): PlannedLeg[] {
  let day = 1;
  let walkedToday = 0;
  return route.map((here, i) => {
    const previous = route[i - 1];
    if (previous === undefined) return { legMeters: 0, legMode: 'walk', day, onFoot: false };
    const legMeters = Math.round(greatCircleKm(previous, here) * 1000);
    const legMode = legMeters > WALK_RULES.longestWalkMeters ? 'ride' : 'walk';
    if (legMode === 'walk' && walkedToday + legMeters > WALK_RULES.dayOnFootMeters) {
      day += 1;
      walkedToday = 0;
      return { legMeters, legMode, day, onFoot: false };
    }
    if (legMode === 'walk') walkedToday += legMeters;
    return { legMeters, legMode, day, onFoot: legMode === 'walk' };
  });
}
