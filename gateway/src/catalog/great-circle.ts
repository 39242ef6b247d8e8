/** The covered city nearest to one without places, by great-circle distance. */
import { greatCircleKm, type Position } from '@app/infra';

/** The candidate nearest to `from` with its distance; null when there are none. */
export function nearestTo<T extends Position>(
  from: Position,
  candidates: readonly T[],
): { item: T; km: number } | null {
  let best: { item: T; km: number } | null = null;
  for (const item of candidates) {
    const km = greatCircleKm(from, item);
    if (best === null || km < best.km) best = { item, km };
  }
  return best;
}
