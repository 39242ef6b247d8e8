import { greatCircleKm } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { walkingOrder } from './walk-order.js';

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
    });
    // @ts-expect-error: no city, as a client outside the app may send
    await expect(api.catalog.walk({ selectedCountryName: 'India' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please choose a city.',
    });
  });
});
