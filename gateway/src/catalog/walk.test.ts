import { WALK_RULES } from '@app/contracts';
import { BundledCatalog, greatCircleKm } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { walkingOrder } from './walk-order.js';
import { planLegs } from './walk-plan.js';

const product = useProduct({ shared: true });

const point = (lat: number) => ({ lat, lng: 0 });
const routeKm = (route: ReadonlyArray<{ lat: number; lng: number }>) =>
  route.slice(1).reduce((km, place, i) => km + greatCircleKm(route[i] as (typeof route)[number], place), 0);

describe('walking order', () => {
  it('walks places on a line end to end, whatever order they come in', () => {
    const order = walkingOrder([point(0.02), point(0), point(0.03), point(0.01)]);
    expect(order.map((p) => p.lat)).toEqual([0, 0.01, 0.02, 0.03]);
  });

  it('takes the shortest start: a fixed first place would leave a long way back', () => {
    // From the middle place, nearest-next goes to 0.011 first and must walk back across to -0.01.
    const places = [point(0), point(0.011), point(-0.01), point(0.02)];
    const order = walkingOrder(places);
    expect(routeKm(order)).toBeCloseTo(greatCircleKm(point(-0.01), point(0.02)), 6);
    expect(order.map((p) => p.lat)).toEqual([-0.01, 0, 0.011, 0.02]);
  });

  it('keeps every place once, and copes with none and one', () => {
    expect(walkingOrder([])).toEqual([]);
    expect(walkingOrder([point(1)])).toEqual([point(1)]);
  });
});

describe('catalog.walk', () => {
  it('answers a city’s places in walking order with the legs between them', async () => {
    const h = await product();
    const input = { selectedCountryName: 'India', selectedCityName: 'Jaipur' };
    const api = await callerFor(h);
    const walk = await api.catalog.walk(input);
    const places = await api.catalog.touristPlaces(input);
    expect(walk).toMatchObject({ city: 'Jaipur', country: 'India' });
    expect(walk.stops.map((s) => s.id).sort()).toEqual(places.map((p) => p.id).sort());
    expect(walk.stops[0]?.legMeters).toBe(0);
    for (const [i, stop] of walk.stops.entries()) {
      const previous = walk.stops[i - 1];
      if (previous) expect(stop.legMeters).toBe(Math.round(greatCircleKm(previous, stop) * 1000));
      expect(stop.imageUrl).toMatch(/^\/api\/places\//);
    }
    expect(walk.totalMeters).toBe(walk.stops.reduce((sum, s) => sum + s.legMeters, 0));
    // Amber Fort is a ride out of town: what is walked is less than the route.
    expect(walk.stops.some((s) => s.legMode === 'ride')).toBe(true);
    expect(walk.walkMeters).toBeLessThan(walk.totalMeters);
    expect(walk.days).toBeGreaterThanOrEqual(1);
    // Shorter than walking them in the catalog's own order.
    const inCatalogOrder = places.map((p) => walk.stops.find((s) => s.id === p.id) ?? p);
    expect(walk.totalMeters).toBeLessThan(routeKm(inCatalogOrder as typeof walk.stops) * 1000);
  });

  it('answers an empty walk for a city without places, and the spec’s words for a missing city', async () => {
    const h = await product();
    const api = await callerFor(h);
    expect(await api.catalog.walk({ selectedCountryName: 'India', selectedCityName: 'Shimla' })).toEqual({
      city: 'Shimla',
      country: 'India',
      stops: [],
      totalMeters: 0,
      walkMeters: 0,
      days: 0,
    });
    // @ts-expect-error: no city, as a client outside the app may send
    await expect(api.catalog.walk({ selectedCountryName: 'India' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please choose a city.',
    });
  });
});

/** Each day's walked metres, from the stops of a walk. */
function walkedPerDay(stops: ReadonlyArray<{ legMeters: number; legMode: string; day: number }>) {
  const days = new Map<number, number>();
  stops.forEach((stop, i) => {
    const previous = stops[i - 1];
    // The way to a day's first stop is the morning's; a ride is no walk.
    if (previous === undefined || previous.day !== stop.day || stop.legMode === 'ride') return;
    days.set(stop.day, (days.get(stop.day) ?? 0) + stop.legMeters);
  });
  return days;
}

describe('walks that can be walked (issue 26: Agra was 44 km on foot, one leg 31 km)', () => {
  it('rides Agra’s long hops and walks the rest, no day over its distance', async () => {
    const api = await callerFor(await product());
    const walk = await api.catalog.walk({ selectedCountryName: 'India', selectedCityName: 'Agra' });
    const rides = walk.stops.filter((s) => s.legMode === 'ride');
    expect(rides.map((s) => s.id)).toEqual(expect.arrayContaining(['fatehpur-sikri']));
    for (const ride of rides) expect(ride.legMeters).toBeGreaterThan(WALK_RULES.longestWalkMeters);
    expect(walk.walkMeters).toBeLessThan(walk.totalMeters);
    expect(walk.walkMeters).toBeLessThanOrEqual(walk.days * WALK_RULES.dayOnFootMeters);
  });

  it('holds for every city of the catalog: legs on foot of at most 2.5 km, days of at most 8 km', async () => {
    const api = await callerFor(await product());
    const cities = new Set(new BundledCatalog().catalog().places.map((p) => `${p.country}|${p.city}`));
    for (const city of cities) {
      const [country = '', name = ''] = city.split('|');
      const walk = await api.catalog.walk({ selectedCountryName: country, selectedCityName: name });
      for (const stop of walk.stops) {
        if (stop.legMode === 'walk') expect(stop.legMeters, `${name}: ${stop.id}`).toBeLessThanOrEqual(2500);
        else expect(stop.legMeters, `${name}: ${stop.id}`).toBeGreaterThan(2500);
      }
      for (const [day, meters] of walkedPerDay(walk.stops))
        expect(meters, `${name}, day ${day}`).toBeLessThanOrEqual(8000);
      expect([...walkedPerDay(walk.stops).values()].reduce((a, b) => a + b, 0)).toBe(walk.walkMeters);
      expect(walk.days).toBe(walk.stops.at(-1)?.day ?? 0);
    }
  });

  it('starts a new day where the next walk would pass the day’s distance, days in order', () => {
    // Stops 1.99 km apart on a meridian: four legs make 7.96 km; the fifth starts day 2.
    const step = 1.99 / 111.195;
    const line = Array.from({ length: 9 }, (_, i) => ({ lat: i * step, lng: 0 }));
    const legs = planLegs(line);
    expect(legs.map((l) => l.day)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect(legs.every((l) => l.legMode === 'walk')).toBe(true);
    expect(legs[5]?.onFoot).toBe(false);
    // A 3 km hop is ridden, and not counted as walked.
    const hop = planLegs([
      { lat: 0, lng: 0 },
      { lat: 3 / 111.195, lng: 0 },
    ]);
    expect(hop[1]).toMatchObject({ legMode: 'ride', onFoot: false, day: 1 });
    expect(planLegs([])).toEqual([]);
  });
});
