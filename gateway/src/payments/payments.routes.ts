/** REST for payments (spec §7): the currencies one can pay in and prices shown in them. */
import { processPaymentSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { convertForDisplay, listCurrencies } from './currencies.js';

export function paymentRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.get('/api/currencies', async (c) => c.json(await listCurrencies(deps)));
  r.post('/api/processPayment', async (c) =>
    c.json(await convertForDisplay(deps, await readJson(c, processPaymentSchema))),
  );
  return r;
}
