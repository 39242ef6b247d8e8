/** Every REST route of spec §7, one router per domain, all mounted at the site root. */
import { Hono } from 'hono';
import { accountRoutes } from './accounts/accounts.routes.js';
import { audioRoutes } from './audio/audio.routes.js';
import { bookingRoutes } from './bookings/bookings.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { geoRoutes } from './catalog/geo.routes.js';
import type { Deps } from './deps.js';
import { guideRoutes } from './guides/guides.routes.js';
import type { AppEnv } from './http/app-env.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { notificationRoutes } from './notifications/notifications.routes.js';
import { paymentRoutes } from './payments/payments.routes.js';
import { checkoutRoutes } from './payments/sandbox.routes.js';
import { planRoutes } from './plans/plans.routes.js';
import { quizRoutes } from './quiz/quiz.routes.js';
import { reviewRoutes } from './reviews/reviews.routes.js';
import { uploadRoutes } from './uploads/uploads.routes.js';

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
