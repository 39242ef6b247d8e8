/**
 * REST for guide bookings (spec §7 and the calls the booking popups need beside them): the guide
 * grid, a booking, the caller's bookings, cancelling, negotiation, the guide's decision, the
 * booking mail and a guide's earnings.
 */
import {
  availableGuidesSchema,
  bookingRoleSchema,
  createBookingSchema,
  negotiationSchema,
  saveDecisionSchema,
  sendBookingEmailSchema,
  storedEmailSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import {
  availableGuides,
  cancelBooking,
  createBooking,
  earnedMoney,
  formReader,
  myBookings,
  offerPrice,
  saveDecision,
  sendBookingEmail,
  toBookingView,
} from '../bookings/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { signedInActor } from './request-actor.js';

export function bookingRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  const readForm = formReader(deps.config.BODY_LIMIT_BYTES);

  r.post('/api/bookings/guides', async (c) => {
    return c.json(await availableGuides(deps, await readJson(c, availableGuidesSchema)));
  });
  r.post('/api/bookings', async (c) => {
    const actor = await signedInActor(deps, c);
    const created = await createBooking(deps, actor, await readJson(c, createBookingSchema));
    return c.json(toBookingView(created, new Date()), 201);
  });
  r.get('/api/bookings', async (c) => {
    const actor = await signedInActor(deps, c);
    const { role } = bookingRoleSchema.parse(c.req.query());
    return c.json(await myBookings(deps, actor, role));
  });
  r.post('/api/bookings/:id/cancel', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await cancelBooking(deps, actor, c.req.param('id')));
  });
  r.post('/api/set-negotiations', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await offerPrice(deps, actor, await readForm(c, negotiationSchema)));
  });
  r.post('/api/save-decision', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await saveDecision(deps, actor, await readJson(c, saveDecisionSchema)));
  });
  r.post('/api/send-email', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await sendBookingEmail(deps, actor, await readJson(c, sendBookingEmailSchema)));
  });
  r.post('/api/getEarnedMoney', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await earnedMoney(deps, actor, await readJson(c, storedEmailSchema)));
  });
  return r;
}
