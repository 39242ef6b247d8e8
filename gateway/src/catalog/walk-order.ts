/** A walking order through a city's places: the shortest of the nearest-next routes. */
import { greatCircleKm, type Position } from '@app/infra';

/** The route from `start` that always walks to the nearest place not yet visited, and its length. */
function nearestNextFrom<T extends Position>(
  places: readonly T[],
  start: number,
): { route: T[]; km: number } {
  const left = [...places];
  const [first] = left.splice(start, 1);
  if (first === undefined) return { route: [], km: 0 };
  const route = [first];
  let km = 0;
  let here = first;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++)
      if (greatCircleKm(here, left[i] as T) < greatCircleKm(here, left[best] as T)) best = i;
    const [next] = left.splice(best, 1) as [T];
    km += greatCircleKm(here, next);
    route.push(next);
    here = next;
  }
  return { route, km };
}

/**
 * The places in walking order: of the nearest-next routes from each place, the shortest (a city's
 * few places make trying every start cheap, and it avoids the long way back a fixed start can
 * leave). Ties keep the earlier start, so the order is stable.
 */
export function walkingOrder<T extends Position>(places: readonly T[]): T[] {
  let best: { route: T[]; km: number } = { route: [], km: Number.POSITIVE_INFINITY };
  for (let start = 0; start < places.length; start++) {
    const tried = nearestNextFrom(places, start);
    if (tried.km < best.km) best = tried;
  }
  return best.route;
}
