/**
 * REST for the catalog (spec §7): places of a city, search, one place, special tour plans, pictures;
 * and, beyond the spec, where tours exist (coverage) for other clients.
 */
import {
  cityImageSchema,
  MESSAGES,
  nearestCoveredSchema,
  searchSchema,
  specialToursSchema,
  touristDataSchema,
  touristPlacesSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import {
  cityImage,
  coverage,
  nearestCoveredCity,
  placeImageSvg,
  placePhoto,
  searchPlaces,
  specialTours,
  touristData,
  touristPlaces,
} from '../catalog/index.js';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { jsonMemo } from './json-memo.js';

/** Drawn pictures change only with a release: a day in any cache is fine. */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
};

export function catalogRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  const answer = jsonMemo(deps.places.kind === 'embedded');
  r.post('/api/touristPlaces', async (c) => {
    const input = await readJson(c, touristPlacesSchema);
    const key = `places|${input.selectedCountryName}|${input.selectedCityName}`.toLowerCase();
    return answer(c, key, () => touristPlaces(deps, input));
  });
  r.post('/api/searchedTouristPlace', async (c) => {
    const input = await readJson(c, searchSchema);
    return answer(c, `search|${input.searchedTouristPlace.toLowerCase()}`, () => searchPlaces(deps, input));
  });
  r.post('/api/getTouristData', async (c) => {
    const input = await readJson(c, touristDataSchema);
    return answer(c, `place|${input.touristPlace}|${input.city ?? ''}`.toLowerCase(), () =>
      touristData(deps, input),
    );
  });
  r.post('/api/special-tours', async (c) => {
    const input = await readJson(c, specialToursSchema);
    return answer(c, `tours|${input.country.toLowerCase()}`, () => specialTours(deps, input));
  });
  r.get('/api/coverage', (c) => answer(c, 'coverage', () => coverage(deps)));
  r.get('/api/coverage/nearest', async (c) =>
    c.json(await nearestCoveredCity(deps, nearestCoveredSchema.parse(c.req.query()))),
  );
  r.get('/api/places/:id/photo', async (c) => {
    const photo = await placePhoto(deps, c.req.param('id'));
    return c.body(photo.body, 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=86400',
    });
  });
  r.get('/api/places/:id/image.svg', async (c) => {
    const place = await deps.places.byId(c.req.param('id'));
    if (!place) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return c.body(placeImageSvg(place), 200, SVG_HEADERS);
  });
  r.get('/api/cities/image.svg', async (c) =>
    c.body(await cityImage(deps, cityImageSchema.parse(c.req.query())), 200, SVG_HEADERS),
  );
  return r;
}
