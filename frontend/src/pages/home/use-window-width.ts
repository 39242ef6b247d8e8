/** The window's inner width (what CSS media queries compare), kept current on resize. */
import { useSyncExternalStore } from 'react';
import { IN_BROWSER, useAfterTakeover } from '../../app/takeover';

/** The width a page is rendered for on the server. */
const SERVER_WIDTH = 1440;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;

export function useWindowWidth(): number {
  // In the browser both snapshots are the window's, so React never forces a render when its
  // takeover ends; the server's width stands until then by useAfterTakeover.
  const current = useSyncExternalStore(subscribe, width, () => (IN_BROWSER ? width() : SERVER_WIDTH));
  return useAfterTakeover() ? current : SERVER_WIDTH;
}
