/**
 * The route table. Every page is a lazy chunk; the layout (nav, footer) is in the main bundle so it
 * shows at once. Errors in a page render inside the layout; errors in the layout get a bare screen.
 * The same table renders the prerendered pages (prerender.tsx) and runs in the browser.
 */
import { ROUTES } from '@app/contracts';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { loadDataLayer } from './data';
import { PageLoading } from './PageLoading';
import { preloadPageChunks, yieldToBrowser } from './page-chunks';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

export const LEGAL_PATHS = [ROUTES.terms, ROUTES.privacy, ROUTES.disclaimer, ROUTES.refund, ROUTES.contact];
/** Both spellings the site links to (spec §2); matching ignores case, listing both says so. */
const SUBSCRIPTION_PATHS = [ROUTES.subscription, ROUTES.subscriptionAlias];

const pages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  ...LEGAL_PATHS.map(
    (path): RouteObject => ({
      path,
      lazy: () => import('../pages/legal/LegalPage').then((m) => ({ Component: m.LegalPage })),
    }),
  ),
  {
    path: ROUTES.exploreMore,
    lazy: () =>
      import('../pages/explore-more/ExploreMorePage').then((m) => ({ Component: m.ExploreMorePage })),
  },
  {
    path: ROUTES.explore,
    lazy: () => import('../pages/explore/ExplorePage').then((m) => ({ Component: m.ExplorePage })),
  },
  ...SUBSCRIPTION_PATHS.map(
    (path): RouteObject => ({
      path,
      lazy: () =>
        import('../pages/subscription/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
    }),
  ),
  {
    path: ROUTES.userReview,
    lazy: () => import('../pages/user-review/UserReviewPage').then((m) => ({ Component: m.UserReviewPage })),
  },
  {
    path: ROUTES.guideProfile,
    lazy: () =>
      import('../pages/guide-dashboard/GuideDashboardPage').then((m) => ({
        Component: m.GuideDashboardPage,
      })),
  },
  {
    path: ROUTES.tourPlans,
    lazy: () => import('../pages/tour-plans/TourPlansPage').then((m) => ({ Component: m.TourPlansPage })),
  },
  {
    path: ROUTES.logout,
    lazy: () => import('../pages/logout/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
  },
  {
    path: '*',
    lazy: () => import('../pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: pages }],
  },
];

/** The router of the page in the browser. */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes, { basename: '/' });
}

/**
 * Loads the lazy modules of the routes that match `pathname`, in place, so that a router made after
 * renders that page at once: the prerender (prerender.tsx) and the browser taking over its HTML do.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  // Matching takes a phone 40 ms the first time, asking for the chunks as long again: two tasks.
  await yieldToBrowser();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The router of a page the server sent already rendered: the page's own lazy module is loaded first,
 * so that the router's first render is that page, as in the HTML, and not its loading state.
 */
export async function createRouterOfRenderedPage(): Promise<DataRouter> {
  // Each step is a task of its own: the entry's evaluation, asking for the page's chunks (a few
  // links per task, page-chunks.ts), matching its routes and asking for the data layer's were one
  // task of up to 90 ms on a phone, while the page on screen could not answer a tap.
  await yieldToBrowser();
  await preloadPageChunks();
  await yieldToBrowser();
  const page = loadRoutesOf(window.location.pathname);
  await yieldToBrowser();
  await Promise.all([page, loadDataLayer()]);
  const router = createAppRouter();
  // Making the router (matching the routes again) and starting React on the page (hydrateRoot
  // sets up every event it listens to) were one task of 45 ms on this machine: two, now.
  await yieldToBrowser();
  return router;
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
