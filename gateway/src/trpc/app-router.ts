/** The root tRPC router; the React app imports only its type. */
import { authRouter, profileRouter } from './accounts.router.js';
import { audioRouter } from './audio.router.js';
import { bookingsRouter } from './bookings.router.js';
import { catalogRouter } from './catalog.router.js';
import { guidesRouter } from './guides.router.js';
import { messagesRouter } from './messages.router.js';
import { newsletterRouter } from './newsletter.router.js';
import { notificationsRouter } from './notifications.router.js';
import { paymentsRouter } from './payments.router.js';
import { plansRouter } from './plans.router.js';
import { quizRouter } from './quiz.router.js';
import { reviewsRouter } from './reviews.router.js';
import { siteRouter } from './site.router.js';
import { router } from './trpc.js';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  newsletter: newsletterRouter,
  reviews: reviewsRouter,
  catalog: catalogRouter,
  audio: audioRouter,
  bookings: bookingsRouter,
  quiz: quizRouter,
  guides: guidesRouter,
  notifications: notificationsRouter,
  messages: messagesRouter,
  payments: paymentsRouter,
  plans: plansRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
