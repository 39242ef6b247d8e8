/** Every REST route of spec §7, one router per domain, all mounted at the site root. */
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import type { AppEnv } from '../http/index.js';
import { accountRoutes } from './accounts.routes.js';
import { audioRoutes } from './audio.routes.js';
import { bookingRoutes } from './bookings.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { geoRoutes } from './geo.routes.js';
import { guideRoutes } from './guides.routes.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { paymentRoutes } from './payments.routes.js';
import { planRoutes } from './plans.routes.js';
import { quizRoutes } from './quiz.routes.js';
import { reviewRoutes } from './reviews.routes.js';
import { checkoutRoutes } from './sandbox.routes.js';
import { uploadRoutes } from './uploads.routes.js';

export function restRoutes(deps: Deps): Hono<AppEnv> {
  const rest = new Hono<AppEnv>();
  rest.route('/', accountRoutes(deps));
  rest.route('/', guideRoutes(deps));
  rest.route('/', newsletterRoutes(deps));
  rest.route('/', reviewRoutes(deps));
  rest.route('/', uploadRoutes(deps));
  rest.route('/', geoRoutes(deps));
  rest.route('/', catalogRoutes(deps));
  rest.route('/', quizRoutes(deps));
  rest.route('/', audioRoutes(deps));
  rest.route('/', paymentRoutes(deps));
  rest.route('/', checkoutRoutes(deps));
  rest.route('/', planRoutes(deps));
  rest.route('/', bookingRoutes(deps));
  rest.route('/', notificationRoutes(deps));
  return rest;
}
