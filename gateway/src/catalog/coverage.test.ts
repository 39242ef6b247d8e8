import { COVERAGE_TEXT, type Coverage } from '@app/contracts';
import { type CityPlaces, greatCircleKm } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get } from '../../test/http.js';
import type { Deps } from '../deps/deps.js';
import { coverage, nearestCoveredCity } from './coverage.service.js';
import { nearestTo } from './great-circle.js';

const product = useProduct({ shared: true });

describe('great-circle distance', () => {
  it('measures Agra to Delhi as about 180 km and a point to itself as 0', () => {
    const agra = { lat: 27.1767, lng: 78.0081 };
    const delhi = { lat: 28.6139, lng: 77.209 };
    expect(greatCircleKm(agra, delhi)).toBeGreaterThan(175);
    expect(greatCircleKm(agra, delhi)).toBeLessThan(185);
    expect(greatCircleKm(agra, agra)).toBe(0);
  });

  it('goes the short way round across the date line (Fiji to Samoa, not round the world)', () => {
    expect(greatCircleKm({ lat: -18.1, lng: 178.4 }, { lat: -13.8, lng: -171.8 })).toBeLessThan(1200);
  });

  it('picks the nearest candidate, and none from an empty list', () => {
    const from = { lat: 21.1458, lng: 79.0882 }; // Nagpur
    const found = nearestTo(from, [
      { name: 'Mumbai', lat: 19.076, lng: 72.8777 },
      { name: 'Hyderabad', lat: 17.385, lng: 78.4867 },
      { name: 'Delhi', lat: 28.6139, lng: 77.209 },
    ]);
    expect(found?.item.name).toBe('Hyderabad');
    expect(nearestTo(from, [])).toBeNull();
  });
});

describe('coverage of the bundled catalog', () => {
  it('lists covered countries by name, each with its cities and their numbers of places', async () => {
    const h = await product();
    const answer = await coverage(h.deps);
    expect(answer.everywhere).toBe(false);
    const names = answer.countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const india = answer.countries.find((c) => c.isoCode === 'IN');
    expect(india?.name).toBe('India');
    expect(india?.cities).toContainEqual({ name: 'Agra', places: 6 });
    expect(india?.places).toBe(india?.cities.reduce((sum, c) => sum + c.places, 0));
    // Spelled as the pickers' datasets spell them, so the marks land on the right options.
    const usa = answer.countries.find((c) => c.isoCode === 'US');
    expect(usa).toMatchObject({ name: 'United States', cities: [{ name: 'New York City', places: 5 }] });
    expect(answer.countries.some((c) => c.isoCode === 'IS')).toBe(false);
  });

  it('counts exactly the places a city lists', async () => {
    const h = await product();
    const answer = await coverage(h.deps);
    for (const country of answer.countries)
      for (const city of country.cities)
        expect(
          (await h.deps.places.inCity(country.name, city.name)).length,
          `${city.name}, ${country.name}`,
        ).toBe(city.places);
  });
});

describe('the covered city nearest to another', () => {
  it('offers Hyderabad for Nagpur, with the distance in whole kilometres', async () => {
    const h = await product();
    const nearest = await nearestCoveredCity(h.deps, { countryCode: 'IN', city: 'Nagpur' });
    expect(nearest).toMatchObject({ city: 'Hyderabad', country: 'India', countryCode: 'IN', places: 4 });
    expect(Number.isInteger(nearest?.distanceKm)).toBe(true);
    expect(nearest?.distanceKm).toBeGreaterThan(380);
    expect(nearest?.distanceKm).toBeLessThan(460);
  });

  it('crosses a border when that is nearer: Lyon is offered Paris, Pokhara Kathmandu', async () => {
    const h = await product();
    expect(await nearestCoveredCity(h.deps, { countryCode: 'FR', city: 'Lyon' })).toMatchObject({
      city: 'Paris',
      countryCode: 'FR',
    });
    expect(await nearestCoveredCity(h.deps, { countryCode: 'np', city: 'pokhara' })).toMatchObject({
      city: 'Kathmandu',
      country: 'Nepal',
    });
    expect(await nearestCoveredCity(h.deps, { countryCode: 'BD', city: 'Dhaka' })).toMatchObject({
      city: 'Kolkata',
      country: 'India',
    });
  });

  it('answers a covered city with itself at 0 km, and null for a city the dataset does not know', async () => {
    const h = await product();
    expect(await nearestCoveredCity(h.deps, { countryCode: 'IN', city: 'Agra' })).toMatchObject({
      city: 'Agra',
      distanceKm: 0,
    });
    expect(await nearestCoveredCity(h.deps, { countryCode: 'IN', city: 'Atlantis' })).toBeNull();
  });
});

describe('coverage of a catalog of its own', () => {
  const city = (fields: Partial<CityPlaces>): CityPlaces => ({
    country: 'India',
    countryCode: 'IN',
    city: 'Agra',
    places: 1,
    lat: 27.1767,
    lng: 78.0081,
    ...fields,
  });
  const over = (cities: CityPlaces[]) => ({ places: { coverage: async () => cities } }) as unknown as Deps;

  it('names countries as the dataset spells them, or as the catalog does when the dataset does not know them', async () => {
    const listed = await coverage(
      over([
        city({ country: 'india', countryCode: 'in', city: 'Jaipur', places: 2 }),
        city({ country: 'india', countryCode: 'IN', city: 'Agra', places: 3 }),
        city({ country: 'Atlantis', countryCode: 'XA', city: 'Poseidonia', places: 1 }),
      ]),
    );
    expect(listed).toEqual({
      everywhere: false,
      countries: [
        { isoCode: 'XA', name: 'Atlantis', places: 1, cities: [{ name: 'Poseidonia', places: 1 }] },
        {
          isoCode: 'IN',
          name: 'India',
          places: 5,
          cities: [
            { name: 'Agra', places: 3 },
            { name: 'Jaipur', places: 2 },
          ],
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  it('finds a covered city typed with spaces around it, never one of its name in another country', async () => {
    const pakistani = city({
      country: 'pakistan',
      countryCode: 'PK',
      city: 'Hyderabad',
      lat: 25.396,
      lng: 68.3578,
    });
    expect(await nearestCoveredCity(over([city({})]), { countryCode: 'in', city: '  agra ' })).toEqual({
      city: 'Agra',
      country: 'India',
      countryCode: 'IN',
      places: 1,
      distanceKm: 0,
    });
    const nearest = await nearestCoveredCity(over([pakistani]), { countryCode: 'IN', city: 'Hyderabad' });
    expect(nearest).toMatchObject({ city: 'Hyderabad', country: 'Pakistan', countryCode: 'PK' });
    expect(nearest?.distanceKm).toBeGreaterThan(500);
    expect(await nearestCoveredCity(over([]), { countryCode: 'IN', city: 'Agra' })).toBeNull();
  });
});

describe('coverage over tRPC and REST', () => {
  it('answers catalog.coverage and catalog.nearestCovered as the service does', async () => {
    const h = await product();
    const api = await callerFor(h);
    expect(await api.catalog.coverage()).toEqual(await coverage(h.deps));
    expect(await api.catalog.nearestCovered({ countryCode: 'IN', city: 'Nagpur' })).toMatchObject({
      city: 'Hyderabad',
    });
    await expect(api.catalog.nearestCovered({ countryCode: 'India', city: 'Nagpur' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('answers GET /api/coverage and /api/coverage/nearest, 400 "Please choose a city." without a city', async () => {
    const h = await product();
    const covered = await get(h, '/api/coverage');
    expect(covered.status).toBe(200);
    expect((covered.body as unknown as Coverage).countries.length).toBeGreaterThanOrEqual(10);
    const nearest = await get(h, '/api/coverage/nearest?countryCode=IN&city=Nagpur');
    expect(nearest.body).toMatchObject({ city: 'Hyderabad', country: 'India' });
    expect(await get(h, '/api/coverage/nearest?countryCode=IN')).toMatchObject({
      status: 400,
      body: { message: 'Please choose a city.' },
    });
  });

  it('leaves the spec’s city list as it was: {value, label} only', async () => {
    const h = await product();
    expect(await (await callerFor(h)).catalog.cities({ countryCode: 'IN' })).toContainEqual({
      value: 'Agra',
      label: 'Agra',
    });
  });
});

describe('the pickers’ words', () => {
  it('says one tour, many tours, and the nearest city with its distance', () => {
    expect(COVERAGE_TEXT.tours(1)).toBe('1 tour');
    expect(COVERAGE_TEXT.tours(6)).toBe('6 tours');
    expect(COVERAGE_TEXT.nearest('Hyderabad', 'India', 1234)).toBe(
      'The nearest city with tours is Hyderabad, India, about 1,234 km away.',
    );
  });
});
