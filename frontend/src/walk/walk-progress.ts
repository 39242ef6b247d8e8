/**
 * Where a walk stands: the next stop in walking order, how far it is, and whether the listener has
 * arrived there (WALK_RULES). Pure, so that walk mode's rule is tested without a browser.
 */
import { WALK_RULES, type WalkStop } from '@app/contracts';
import { getDistance } from 'geolib';

/** A position as the Geolocation API reports it; `accuracy` is its radius in metres. */
export interface WalkPosition {
  readonly lat: number;
  readonly lng: number;
  readonly accuracy: number;
}

export interface WalkProgress {
  /** The first stop in walking order not yet visited; null once every stop is. */
  readonly next: WalkStop | null;
  /** Metres to `next`; null without a position or a next stop. */
  readonly meters: number | null;
  /** Near enough to `next`, by a position precise enough to tell: its narration starts. */
  readonly arrived: boolean;
  /** The position is too rough to tell arrival (it still gives a distance). */
  readonly rough: boolean;
}

export function walkProgress(
  stops: readonly WalkStop[],
  visited: ReadonlySet<string>,
  position: WalkPosition | null,
): WalkProgress {
  const next = stops.find((stop) => !visited.has(stop.id)) ?? null;
  if (next === null || position === null) return { next, meters: null, arrived: false, rough: false };
  const meters = getDistance(
    { latitude: position.lat, longitude: position.lng },
    { latitude: next.lat, longitude: next.lng },
  );
  const rough = position.accuracy > WALK_RULES.usableAccuracyMeters;
  return { next, meters, arrived: !rough && meters <= WALK_RULES.arriveWithinMeters, rough };
}

/** What walk mode remembers: the stops reached, in order, the last of them narrating. */
export interface WalkState {
  readonly position: WalkPosition | null;
  readonly visited: readonly string[];
}

export const WALK_START: WalkState = { position: null, visited: [] };

/** A new position: the next stop counts as visited once the listener has arrived there. */
export function advance(state: WalkState, stops: readonly WalkStop[], position: WalkPosition): WalkState {
  const { next, arrived } = walkProgress(stops, new Set(state.visited), position);
  return {
    position,
    visited: arrived && next !== null ? [...state.visited, next.id] : state.visited,
  };
}
