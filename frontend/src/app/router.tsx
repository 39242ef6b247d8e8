/**
 * The route table. Every page is a lazy chunk; the layout (nav, footer) is in the main bundle so it
 * shows at once. Errors in a page render inside the layout; errors in the layout get a bare screen.
 */
import { ROUTES } from '@app/contracts';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const LEGAL_PATHS = [ROUTES.terms, ROUTES.privacy, ROUTES.disclaimer, ROUTES.refund, ROUTES.contact];
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

const router = createBrowserRouter(
  [
    {
      path: ROUTES.home,
      element: <RootLayout />,
      errorElement: <RouteError standalone />,
      children: [{ errorElement: <RouteError />, hydrateFallbackElement: <PageLoading />, children: pages }],
    },
  ],
  { basename: '/' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
