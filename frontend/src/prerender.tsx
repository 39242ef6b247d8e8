/**
 * The server-side render of the pages that are the same for every visitor (the home page, the
 * plans), so that their HTML arrives with its content instead of an empty page waiting for the
 * scripts. Built by `vite build --ssr` (vite.config.ts) and run once after the browser build by
 * scripts/prerender.ts, which writes each page into a copy of index.html; the browser hydrates it
 * (main.tsx). The tree is main.tsx's, with the router of one address.
 */
import type { PaymentsSetup } from '@app/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { EarlyTapReplay } from './app/EarlyTapReplay';
import { appRoutes, loadRoutesOf } from './app/router';
import { AppToaster } from './app/toaster';
import { assumePaymentsProvider } from './payments/declared-provider';

/** The HTML inside #root for `url`, as a first-time visitor of a site with this checkout sees it. */
export async function renderPage(url: string, provider: PaymentsSetup['provider']): Promise<string> {
  assumePaymentsProvider(provider);
  const address = new URL(url, 'http://prerender.invalid');
  await loadRoutesOf(address.pathname);
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} to the prerender`);
  if (context.statusCode !== 200) throw new Error(`${url} is not a page of the app (${context.statusCode})`);
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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
