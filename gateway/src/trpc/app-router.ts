/** The root tRPC router; the React app imports only its type. */
import { authRouter, profileRouter } from '../accounts/accounts.router.js';
import { audioRouter } from '../audio/audio.router.js';
import { bookingsRouter } from '../bookings/bookings.router.js';
import { catalogRouter } from '../catalog/catalog.router.js';
import { guidesRouter } from '../guides/guides.router.js';
import { newsletterRouter } from '../newsletter/newsletter.router.js';
import { notificationsRouter } from '../notifications/notifications.router.js';
import { quizRouter } from '../quiz/quiz.router.js';
import { reviewsRouter } from '../reviews/reviews.router.js';
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
});

export type AppRouter = typeof appRouter;
