/**
 * The walking tour's map (Leaflet), a lazy chunk loaded when the listener opens it: the configured
 * tile server with its attribution, the stops numbered in walking order joined by the route, and the
 * listener's position while walk mode has one. A labelled region, movable from the keyboard.
 */
import { type MapTiles, WALK_LABELS, type WalkStop } from '@app/contracts';
import {
  divIcon,
  type LatLngTuple,
  type Map as LeafletMap,
  latLngBounds,
  map as leafletMap,
  marker,
  polyline,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { WalkPosition } from './walk-progress';
import 'leaflet/dist/leaflet.css';
import './walk-map.css';

export interface WalkMapProps {
  readonly stops: readonly WalkStop[];
  readonly position: WalkPosition | null;
  readonly tiles: MapTiles;
}

/**
 * The provider's attribution as Leaflet wants it (HTML), written by the DOM so that configured text
 * and URL are escaped; a URL that is not http(s) is left out.
 */
function attributionHtml({ attribution, attributionUrl }: MapTiles): string {
  if (!/^https?:\/\//i.test(attributionUrl)) {
    const text = document.createElement('span');
    text.textContent = attribution;
    return text.outerHTML;
  }
  const link = document.createElement('a');
  link.href = attributionUrl;
  link.textContent = attribution;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link.outerHTML;
}

const point = (place: { lat: number; lng: number }): LatLngTuple => [place.lat, place.lng];

export function WalkMap({ stops, position, tiles }: WalkMapProps) {
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    // The page scrolls past the map: only a deliberate pinch or the zoom buttons zoom it.
    const created = leafletMap(element, { keyboard: true, scrollWheelZoom: false });
    tileLayer(tiles.url, { attribution: attributionHtml(tiles), maxZoom: 19 }).addTo(created);
    // Each leg its own line: a ride (taxi or rickshaw) is drawn apart from the walked legs.
    stops.slice(1).forEach((stop, index) => {
      const ride = stop.legMode === 'ride' ? ' walk-map__route--ride' : '';
      polyline([point(stops[index] as WalkStop), point(stop)], {
        className: `walk-map__route${ride}`,
        interactive: false,
      }).addTo(created);
    });
    stops.forEach((stop, index) => {
      marker(point(stop), {
        // Numbered by the page, not by the data: the number is all the HTML there is.
        icon: divIcon({
          className: 'walk-map__stop',
          html: String(index + 1),
          iconSize: [30, 30],
          iconAnchor: [15, 15],
        }),
        title: `${index + 1}. ${stop.name}`,
        // The list below the map is how to act on a stop; the markers are a picture of it.
        keyboard: false,
      }).addTo(created);
    });
    created.fitBounds(latLngBounds(stops.map(point)), { padding: [28, 28] });
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, [stops, tiles]);

  // The listener's dot, drawn anew at each position, above the stop markers (a stop reached is
  // under it). A marker rather than a vector circle: the two would sit in different panes.
  useEffect(() => {
    if (map === null || position === null) return undefined;
    const dot = marker(point(position), {
      icon: divIcon({ className: 'walk-map__you', iconSize: [20, 20], iconAnchor: [10, 10] }),
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
    });
    dot.addTo(map);
    return () => {
      dot.remove();
    };
  }, [map, position]);

  return (
    <div className="walk-map">
      {/* Leaflet makes it focusable; arrows pan, + and - zoom. */}
      <section ref={container} className="walk-map__canvas" aria-label={WALK_LABELS.map} />
      <ul className="walk-map__legend">
        <li>
          <span className="walk-map__key walk-map__key--stop" aria-hidden="true">
            1
          </span>
          {WALK_LABELS.mapStops}
        </li>
        {position !== null && (
          <li>
            <span className="walk-map__key walk-map__key--you" aria-hidden="true" />
            {WALK_LABELS.you}
          </li>
        )}
      </ul>
    </div>
  );
}
