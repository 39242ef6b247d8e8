/** REST for countries, cities and reverse geocoding (spec §7). */
import { countryCodeSchema, geocodeQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import { getAllCountries, getCitiesOfCountry, reverseGeocode } from '../catalog/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { jsonMemo } from './json-memo.js';

export function geoRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  // The countries dataset is part of the build: its answers are serialized once.
  const answer = jsonMemo(true);
  r.post('/api/getAllCountries', (c) => answer(c, 'countries', getAllCountries));
  r.post('/api/getAllCitiesOfACountry', async (c) => {
    const input = await readJson(c, countryCodeSchema);
    return answer(c, `cities|${input.countryCode.toUpperCase()}`, () => getCitiesOfCountry(input));
  });
  r.get('/api/geocode', async (c) =>
    c.json(await reverseGeocode(deps, geocodeQuerySchema.parse(c.req.query()))),
  );
  return r;
}
