/**
 * The map's place on the page: the tile server from site info, and the map's code (Leaflet and its
 * styles) fetched only now, once the listener has asked for the map. If that code cannot be
 * fetched, a note says so; the walking order below still serves.
 */
import { WALK_LABELS } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { useSiteInfo } from '../app/site-info';
import type { WalkMapProps } from './WalkMap';

function MapNote({ text }: { text: string }) {
  return <p className="walk-tour__map-note">{text}</p>;
}

const MapFailed = (_: WalkMapProps) => <MapNote text={WALK_LABELS.mapFailed} />;

const WalkMap = lazy(() =>
  import('./WalkMap').then(
    (module) => ({ default: module.WalkMap }),
    () => ({ default: MapFailed }),
  ),
);

export function WalkMapPanel({ stops, position }: Omit<WalkMapProps, 'tiles'>) {
  const site = useSiteInfo();
  if (site.isError) return <MapNote text={WALK_LABELS.mapFailed} />;
  const loading = <MapNote text={WALK_LABELS.mapLoading} />;
  if (site.data === undefined) return loading;
  return (
    <Suspense fallback={loading}>
      <WalkMap stops={stops} position={position} tiles={site.data.map} />
    </Suspense>
  );
}
