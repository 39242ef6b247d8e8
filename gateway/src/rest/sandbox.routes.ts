/**
 * REST for the checkout (issue 10): `GET /api/payments/setup` tells the page which checkout to
 * open; `POST /sandbox/pay` and `POST /sandbox/confirm` are the sandbox checkout's own calls, 404 in
 * Razorpay mode and only for the order's buyer. A declined card is answered 200 with `declined`
 * (see SandboxPayAnswer): the request worked, the "bank" said no.
 */
import { sandboxConfirmSchema, sandboxPaySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, apiGuard, jsonReader } from '../http/index.js';
import { checkoutSetup, confirmTestPayment, payWithTestCard, sandboxOf } from '../payments/index.js';
import { signedInActor } from './request-actor.js';

export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.get('/api/payments/setup', (c) => c.json(checkoutSetup(deps)));
  // Not under /api: the same front door (same-site JSON only), and nothing at all without the sandbox.
  r.use('/sandbox/*', async (_c, next) => {
    sandboxOf(deps);
    await next();
  });
  r.use('/sandbox/*', apiGuard(deps.config.PUBLIC_URL, new Set()));
  r.post('/sandbox/pay', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await payWithTestCard(deps, actor, await readJson(c, sandboxPaySchema)));
  });
  r.post('/sandbox/confirm', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await confirmTestPayment(deps, actor, await readJson(c, sandboxConfirmSchema)));
  });
  return r;
}
