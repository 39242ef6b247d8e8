/** Entry point: global styles, then the app (its router) and the toasts; offline support once idle. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { AppToaster } from './app/toaster';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// A transition renders in slices that yield to the browser: a phone's main thread is never held
// for the whole first render, so a tap or a scroll meanwhile is answered.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
      <AppToaster />
    </StrictMode>,
  );
});

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
