/**
 * Offline support, started once the page has loaded and the browser is idle (main.tsx), so none of
 * it is on the first paint's path: the service worker (src/sw.ts, built to /sw.js) and the
 * listener that notes heard tracks.
 */
import { listenForHeardTracks } from './heard-listener';

export function startOffline(): void {
  listenForHeardTracks();
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Refused (a private window, a policy): the site works online as before; nothing to tell.
  });
}
