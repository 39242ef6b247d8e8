/**
 * The server-side render of the app's pages, so that their HTML arrives with its content instead of
 * an empty page waiting for the scripts. Built by `vite build --ssr` (vite.config.ts) and used
 * twice: by scripts/prerender.ts once after the browser build, for the pages that are the same for
 * every visitor (renderPage), and by the gateway on request, for the pages that show the
 * deployment's data (renderPageWithData, which asks the gateway's own tRPC router, in process, for
 * what the page shows first). The browser hydrates either (main.tsx). The tree is main.tsx's, with
 * the router of one address.
 */

import { type PaymentsSetup, ROUTES } from '@app/contracts';
import type { AppRouter } from '@app/gateway';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { type LocalLinkOptions, unstable_localLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { EarlyTapReplay } from './app/EarlyTapReplay';
import type { PagePrefetch } from './app/page-prefetch';
import { answersSayVisitor, RenderedForVisitor } from './app/page-state';
import { createQueryClient, type DataClients, RenderClients } from './app/providers';
import { appRoutes, LEGAL_PATHS, loadRoutesOf } from './app/router';
import { holdsSiteInfo } from './app/site-info';
import { AppToaster } from './app/toaster';
import { createTrpcClient, trpc } from './app/trpc';
import { assumePaymentsProvider } from './payments/declared-provider';

export { pageDocuments } from './server/page-document';

const BASE = 'http://prerender.invalid';

async function renderWith(
  url: string,
  provider: PaymentsSetup['provider'],
  clients: DataClients,
  forVisitor = false,
) {
  assumePaymentsProvider(provider);
  const address = new URL(url, BASE);
  await loadRoutesOf(address.pathname);
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} to the prerender`);
  if (context.statusCode !== 200) throw new Error(`${url} is not a page of the app (${context.statusCode})`);
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <RenderClients.Provider value={clients}>
        <RenderedForVisitor.Provider value={forVisitor}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderedForVisitor.Provider>
      </RenderClients.Provider>
      <AppToaster />
      <EarlyTapReplay />
    </StrictMode>,
    // React sends a large part after the rest, moved in by an inline script that the page's security
    // policy refuses; prerender waits for every part anyway, so each stays in its place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`${url} has a part React sends apart`);
  return html;
}

/** The HTML inside #root for `url`, as a first-time visitor of a site with this checkout sees it. */
export function renderPage(url: string, provider: PaymentsSetup['provider']): Promise<string> {
  // Nothing is asked for: the page renders what it shows before any answer.
  return renderWith(url, provider, {
    queryClient: createQueryClient(),
    trpcClient: createTrpcClient(),
    withSiteInfo: false,
  });
}

/** What each page rendered on request asks for first (SERVER_RENDERED_ROUTES), from its own module. */
const nothingMore: PagePrefetch = async () => {};
const PREFETCHES: Readonly<Record<string, () => Promise<PagePrefetch>>> = {
  [ROUTES.exploreMore]: () =>
    import('./pages/explore-more/ExploreMorePage').then((m) => m.prefetchExploreMore),
  [ROUTES.explore]: () => import('./pages/explore/ExplorePage').then((m) => m.prefetchExplore),
  [ROUTES.tourPlans]: () => import('./pages/tour-plans/TourPlansPage').then((m) => m.prefetchTourPlans),
  [ROUTES.userReview]: () => import('./pages/user-review/UserReviewPage').then((m) => m.prefetchUserReview),
  [ROUTES.guideProfile]: () =>
    import('./pages/guide-dashboard/GuideDashboardPage').then((m) => m.prefetchGuideDashboard),
  ...Object.fromEntries(LEGAL_PATHS.map((path) => [path, async () => nothingMore])),
};

/** Where a render on request asks for its data: the gateway's router, called in its own process. */
export type DataSource = Pick<LocalLinkOptions<AppRouter>, 'router' | 'createContext'>;

export interface PageWithData {
  /** The HTML inside #root. */
  readonly html: string;
  /** The answers it was rendered from, for the page's PAGE_STATE_DATA block. */
  readonly state: DehydratedState;
}

/**
 * The HTML inside #root for `url` with the data its first screen shows, as a first-time visitor
 * sees it; undefined for a page that is not rendered on request. An answer that fails is left out:
 * the page shows its loading state there and the browser asks again.
 */
export async function renderPageWithData(
  url: string,
  provider: PaymentsSetup['provider'],
  source: DataSource,
): Promise<PageWithData | undefined> {
  const address = new URL(url, BASE);
  const prefetchOf = PREFETCHES[address.pathname];
  if (prefetchOf === undefined) return undefined;
  const prefetch = await prefetchOf();
  const queryClient = createQueryClient();
  // A failed answer is the browser's to ask again, not the render's to wait for.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = trpc.createClient({ links: [unstable_localLink<AppRouter>(source)] });
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  // Every page names the company (its footer, the legal pages): rendered with it, it never moves.
  await Promise.all([utils.site.info.prefetch(), prefetch(address.searchParams, utils)]);
  const state = dehydrate(queryClient);
  const clients = { queryClient, trpcClient, withSiteInfo: holdsSiteInfo(queryClient) };
  const html = await renderWith(url, provider, clients, answersSayVisitor(state));
  return { html, state };
}
