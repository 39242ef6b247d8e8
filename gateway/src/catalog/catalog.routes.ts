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
  r.post('/api/touristPlaces', async (c) =>
    c.json(await touristPlaces(deps, await readJson(c, touristPlacesSchema))),
  );
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
