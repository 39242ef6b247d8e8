/**
 * Entry point: global styles, then the app (its router) and the toasts; offline support once idle.
 * A page the server sent already rendered (prerender.tsx) is hydrated: React takes over the HTML on
 * screen instead of building it again.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import { loadDataLayer } from './app/data';
import { EarlyTapReplay } from './app/EarlyTapReplay';
import { stopKeepingTaps } from './app/early-taps';
import { AppRouter, createAppRouter, createRouterOfRenderedPage } from './app/router';
import { AppToaster } from './app/toaster';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

/** The whole app; prerender.tsx renders the same tree, so that hydration finds what it expects. */
const app = (router: DataRouter) => (
  <StrictMode>
    <AppRouter router={router} />
    <AppToaster />
    <EarlyTapReplay />
  </StrictMode>
);

// A transition renders (and hydrates) in slices that yield to the browser: a phone's main thread is
// never held for the whole first render, so a tap or a scroll meanwhile is answered.
const render = (router: DataRouter) => startTransition(() => createRoot(container).render(app(router)));
if (container.firstElementChild === null) {
  stopKeepingTaps();
  // Every page renders inside the data layer: its chunk loads beside the page's own instead of
  // after it (one round trip less before a page that was not prerendered shows its content).
  loadDataLayer().catch(() => {
    // Said where the page renders: <WithData> gets the same failure and the router's error page shows.
  });
  render(createAppRouter());
} else {
  createRouterOfRenderedPage().then(
    (router) => {
      stopKeepingTaps();
      startTransition(() => {
        hydrateRoot(container, app(router));
      });
    },
    // The page's code did not load (a deploy replaced it, the network dropped): render afresh, where
    // the router tries again and shows its error page if it must.
    () => {
      stopKeepingTaps();
      render(createAppRouter());
    },
  );
}

// The service worker and its helpers are a lazy chunk, started after load when the browser is idle:
// installing it downloads the app shell again, which must not compete with the first paint.
const startOffline = () => {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(() => {
    import('./offline/start').then(
      (offline) => offline.startOffline(),
      () => {
        // The chunk did not load (a deploy replaced it, the network dropped): offline support waits for the next visit.
      },
    );
  });
};
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
