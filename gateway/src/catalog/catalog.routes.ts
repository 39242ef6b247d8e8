/** REST for the catalog (spec §7): places of a city, search, one place, special tour plans, pictures. */
import { searchSchema, specialToursSchema, touristDataSchema, touristPlacesSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { searchPlaces, specialTours, touristData, touristPlaces } from './catalog.service.js';
import { placeImageSvg } from './place-image.js';

export function catalogRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  // The catalog does not change while the process runs: a city's list is serialized once.
  const serialized = new Map<string, string>();
  r.post('/api/touristPlaces', async (c) => {
    const input = await readJson(c, touristPlacesSchema);
    const key = `${input.selectedCountryName}|${input.selectedCityName}`.toLowerCase();
    let json = serialized.get(key);
    if (json === undefined) {
      json = JSON.stringify(await touristPlaces(deps, input));
      // Bounded, so made-up city names cannot grow it without end.
      if (serialized.size >= 2000) serialized.clear();
      serialized.set(key, json);
    }
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
  r.post('/api/searchedTouristPlace', async (c) =>
    c.json(await searchPlaces(deps, await readJson(c, searchSchema))),
  );
  r.post('/api/getTouristData', async (c) =>
    c.json(await touristData(deps, await readJson(c, touristDataSchema))),
  );
  r.post('/api/special-tours', async (c) =>
    c.json(await specialTours(deps, await readJson(c, specialToursSchema))),
  );
  r.get('/api/places/:id/image.svg', async (c) => {
    const place = await deps.places.byId(c.req.param('id'));
    if (!place) return c.json({ message: 'Not found' }, 404);
    return c.body(placeImageSvg(place), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return r;
}
