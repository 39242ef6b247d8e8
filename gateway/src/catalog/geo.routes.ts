/** REST for countries, cities and reverse geocoding (spec §7). */
import { countryCodeSchema, geocodeQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { getAllCountries, getCitiesOfCountry, reverseGeocode } from './geo.js';

export function geoRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/getAllCountries', (c) => c.json(getAllCountries()));
  r.post('/api/getAllCitiesOfACountry', async (c) =>
    c.json(getCitiesOfCountry(await readJson(c, countryCodeSchema))),
  );
  r.get('/api/geocode', async (c) =>
    c.json(await reverseGeocode(deps, geocodeQuerySchema.parse(c.req.query()))),
  );
  return r;
}
