/**
 * Where the app's one player lives: mounted once in the layout, so playing goes on when the popup
 * closes and across routes. Its code (the <audio> element, the mini-player, lock-screen controls) is
 * a lazy chunk, fetched once something may play.
 */
import { lazy, Suspense } from 'react';
import { usePlayer } from './player-store';

const AppPlayer = lazy(() => import('./AppPlayer').then((m) => ({ default: m.AppPlayer })));

export function PlayerHost() {
  const wanted = usePlayer((state) => state.wanted || state.item !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppPlayer />
    </Suspense>
  );
}
