/**
 * The Explore More popup as a lazy chunk: the navigation bar and the destination pages open it, and
 * its code (the searchable selects) loads on first use, or earlier when `preloadExploreMore` runs on
 * hover or focus of what opens it.
 */
import { lazy, Suspense, useState } from 'react';
import type { ExploreMoreDialogProps } from './ExploreMoreDialog';

const load = () => import('./ExploreMoreDialog');
const ExploreMoreDialog = lazy(() => load().then((m) => ({ default: m.ExploreMoreDialog })));

export function preloadExploreMore(): void {
  void load();
}

export function LazyExploreMoreDialog({ open, onOpenChange }: ExploreMoreDialogProps) {
  // Mounted from the first opening on, so closing plays its animation and returns focus.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ExploreMoreDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
