import { WALK_RULES, type WalkStop } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { advance, WALK_START, type WalkPosition, walkProgress } from './walk-progress';

/** Metres per degree of latitude on geolib's sphere (radius 6 378 137 m). */
const METERS_PER_DEGREE = (2 * Math.PI * 6_378_137) / 360;

const stop = (id: string, lat: number, lng: number): WalkStop => ({
  id,
  name: id,
  category: 'Fort',
  lat,
  lng,
  imageUrl: `/pictures/${id}.jpg`,
  legMeters: 0,
  legMode: 'walk',
  day: 1,
});

const STOPS = [stop('amber-fort', 26.9855, 75.8513), stop('hawa-mahal', 26.9239, 75.8267)];
const [FIRST, SECOND] = STOPS as [WalkStop, WalkStop];

/** A position `meters` due north of `place`, reported with `accuracy`. */
const northOf = (place: WalkStop, meters: number, accuracy = 10): WalkPosition => ({
  lat: place.lat + meters / METERS_PER_DEGREE,
  lng: place.lng,
  accuracy,
});

describe('walkProgress', () => {
  it('names the first stop and no distance before any position', () => {
    expect(walkProgress(STOPS, new Set(), null)).toEqual({
      next: FIRST,
      meters: null,
      arrived: false,
      rough: false,
    });
  });

  it(`counts arrival within ${WALK_RULES.arriveWithinMeters} m of the next stop, and not a metre beyond`, () => {
    const at = walkProgress(STOPS, new Set(), northOf(FIRST, WALK_RULES.arriveWithinMeters));
    expect(at).toMatchObject({ next: FIRST, meters: WALK_RULES.arriveWithinMeters, arrived: true });
    const beyond = walkProgress(STOPS, new Set(), northOf(FIRST, WALK_RULES.arriveWithinMeters + 1));
    expect(beyond).toMatchObject({ meters: WALK_RULES.arriveWithinMeters + 1, arrived: false });
  });

  it('tells the distance to the next stop from far away', () => {
    const far = walkProgress(STOPS, new Set(), northOf(FIRST, 2500));
    expect(far).toMatchObject({ next: FIRST, meters: 2500, arrived: false, rough: false });
  });

  it(`does not tell arrival from a position rougher than ${WALK_RULES.usableAccuracyMeters} m`, () => {
    const usable = walkProgress(STOPS, new Set(), northOf(FIRST, 5, WALK_RULES.usableAccuracyMeters));
    expect(usable).toMatchObject({ arrived: true, rough: false });
    const rough = walkProgress(STOPS, new Set(), northOf(FIRST, 5, WALK_RULES.usableAccuracyMeters + 1));
    expect(rough).toMatchObject({ meters: 5, arrived: false, rough: true });
  });

  it('goes on to the next stop in walking order once one is visited, and ends after the last', () => {
    const second = walkProgress(STOPS, new Set([FIRST.id]), northOf(FIRST, 0));
    expect(second.next).toBe(SECOND);
    expect(second.arrived).toBe(false);
    expect(second.meters).toBeGreaterThan(6000);
    expect(walkProgress(STOPS, new Set([FIRST.id, SECOND.id]), northOf(SECOND, 0))).toEqual({
      next: null,
      meters: null,
      arrived: false,
      rough: false,
    });
  });

  it('does not count standing at a later stop as reaching the next one', () => {
    expect(walkProgress(STOPS, new Set(), northOf(SECOND, 0))).toMatchObject({ next: FIRST, arrived: false });
  });
});

describe('advance', () => {
  it('marks the next stop visited on arrival, once, and keeps the position', () => {
    const away = advance(WALK_START, STOPS, northOf(FIRST, 500));
    expect(away.visited).toEqual([]);
    const there = northOf(FIRST, 20);
    const arrived = advance(away, STOPS, there);
    expect(arrived).toEqual({ position: there, visited: [FIRST.id] });
    expect(advance(arrived, STOPS, northOf(FIRST, 10)).visited).toEqual([FIRST.id]);
    expect(advance(arrived, STOPS, northOf(SECOND, 10)).visited).toEqual([FIRST.id, SECOND.id]);
  });
});
