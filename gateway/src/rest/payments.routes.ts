/** REST for payments (spec §7): currencies and prices, orders, their verification, and the provider's webhook. */
import {
  createOrderSchema,
  processPaymentSchema,
  purchaseSubscriptionSchema,
  saveSpecialPlanSchema,
  verifySignatureSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, bodyText, jsonReader, requestHeader } from '../http/index.js';
import {
  convertForDisplay,
  createOrder,
  handleWebhook,
  listCurrencies,
  verifyCheckout,
} from '../payments/index.js';
import { confirmSpecialPlan, confirmSubscription } from '../plans/index.js';
import { actorOf, signedInActor } from './request-actor.js';

export function paymentRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.get('/api/currencies', async (c) => c.json(await listCurrencies(deps)));
  r.post('/api/processPayment', async (c) =>
    c.json(await convertForDisplay(deps, await readJson(c, processPaymentSchema))),
  );
  r.post('/api/create-order', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await createOrder(deps, actor, await readJson(c, createOrderSchema)));
  });
  r.post('/api/verify-signature', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await verifyCheckout(deps, actor, await readJson(c, verifySignatureSchema)));
  });
  // Not signedInActor: a visitor is told to log in with the subscription page's own words.
  r.post('/api/purchaseSubscription', async (c) => {
    const actor = await actorOf(deps, c);
    return c.json(await confirmSubscription(deps, actor, await readJson(c, purchaseSubscriptionSchema)));
  });
  r.post('/api/save-special-plan', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await confirmSpecialPlan(deps, actor, await readJson(c, saveSpecialPlanSchema)));
  });
  // The signature covers the exact bytes sent, so the body is read as text, not parsed first.
  r.post('/api/razorpay/webhook', async (c) =>
    c.json(
      await handleWebhook(
        deps,
        await bodyText(c, deps.config.BODY_LIMIT_BYTES),
        requestHeader(c, 'x-razorpay-signature'),
        requestHeader(c, 'x-razorpay-event-id'),
      ),
    ),
  );
  return r;
}
