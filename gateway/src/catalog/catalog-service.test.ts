/** The catalog's services called directly, on the bundled catalog or on a source of their own. */
import type { CatalogPlace } from '@app/contracts';
import { BundledCatalog, type CityPlaces, type Places } from '@app/infra';
import { describe, expect, it } from 'vitest';
import type { Ports } from '../core/index.js';
import { namesOnePlace, placePhoto, searchPlaces, touristData } from './catalog.service.js';
import { nearestCoveredCity } from './coverage.service.js';
import { getCitiesOfCountry } from './geo.js';

const bundled: Pick<Ports, 'places'> = { places: new BundledCatalog() };
const over = (places: Partial<Places>) => ({ places: { kind: 'google', ...places } as Places });
const place = (id: string) =>
  ({ id, name: `Place ${id}`, city: 'Zedburg', country: 'Zedland' }) as CatalogPlace;

describe('names of places', () => {
  it('tells a place’s name, in any case, from a name no place has', async () => {
    expect(await namesOnePlace(bundled, 'Taj Mahal')).toBe(true);
    expect(await namesOnePlace(bundled, 'TAJ MAHAL')).toBe(true);
    expect(await namesOnePlace(bundled, 'Nowhere Land')).toBe(false);
  });
});

describe('a place’s photo', () => {
  const body = new Uint8Array([1, 2, 3]);
  const photoOf = (contentType: string) =>
    over({ byId: async (id) => place(id), photo: async () => ({ body, contentType }) });

  it('takes the type before any ";", trimmed and in lower case', async () => {
    expect(await placePhoto(photoOf(' Image/JPEG ; q=0.9'), 'p')).toEqual({
      body,
      contentType: 'image/jpeg',
    });
    expect(await placePhoto(photoOf('IMAGE/PNG'), 'p')).toEqual({ body, contentType: 'image/png' });
    expect(await placePhoto(photoOf('image/webp '), 'p')).toEqual({ body, contentType: 'image/webp' });
  });

  it('answers NOT_FOUND for a type that is no raster picture, and for a place without a photo', async () => {
    await expect(placePhoto(photoOf('image/svg+xml; charset=utf-8'), 'p')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      placePhoto(over({ byId: async (id) => place(id), photo: async () => null }), 'p'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('search results', () => {
  const found = (count: number) =>
    over({ search: async () => Array.from({ length: count }, (_, i) => place(`p${i}`)) });

  it('gives at most the first 50 places, in the order found', async () => {
    const first50 = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect((await searchPlaces(found(51), { searchedTouristPlace: 'p' })).map((p) => p.id)).toEqual(first50);
    expect((await searchPlaces(found(50), { searchedTouristPlace: 'p' })).map((p) => p.id)).toEqual(first50);
    expect((await searchPlaces(found(49), { searchedTouristPlace: 'p' })).map((p) => p.id)).toEqual(
      first50.slice(0, 49),
    );
  });
});

describe('one place’s data', () => {
  it('gives each quiz question with its options, and never its answer', async () => {
    const taj = await bundled.places.byId('taj-mahal');
    if (!taj) throw new Error('the catalog has the Taj Mahal');
    const details = await touristData(bundled, { touristPlace: 'taj-mahal' });
    expect(details.quiz).toHaveLength(3);
    details.quiz.forEach((asked, i) => {
      expect(asked).toEqual({ question: taj.quiz[i]?.question, options: taj.quiz[i]?.options });
      expect(asked.options).toHaveLength(4);
    });
  });
});

describe('countries and cities, directly', () => {
  it('answers an unknown country code with NOT_FOUND and the code UNKNOWN_COUNTRY', () => {
    let error: unknown;
    try {
      getCitiesOfCountry({ countryCode: 'ZZ' });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      appCode: 'UNKNOWN_COUNTRY',
      message: 'Unknown country code.',
    });
  });
});

describe('the covered city nearest to another, in a country the dataset does not know', () => {
  it('names the country as the catalog does', async () => {
    const poseidonia: CityPlaces = {
      country: 'Atlantis',
      countryCode: 'XA',
      city: 'Poseidonia',
      places: 2,
      lat: 36.4,
      lng: 25.4,
    };
    const deps = over({ coverage: async () => [poseidonia] });
    expect(await nearestCoveredCity(deps, { countryCode: 'XA', city: 'Poseidonia' })).toEqual({
      city: 'Poseidonia',
      country: 'Atlantis',
      countryCode: 'XA',
      places: 2,
      distanceKm: 0,
    });
  });
});
