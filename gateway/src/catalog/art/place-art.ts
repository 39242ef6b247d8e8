/**
 * A place's drawn picture: its kind's drawing in a scene lit by its id, as the featured landmarks
 * are drawn: no words on it, as it is always shown beside its name (a caption band was cut off by
 * the tiles' crop); its title and label name it.
 * Generic on purpose: a temple is drawn as a temple, never as this temple, and never as a fort.
 */
import type { CatalogPlace } from '@app/contracts';
import { KIND_DRAWINGS, WATER_KINDS } from './kinds.js';
import { paletteFor, scene } from './scene.js';
import { escapeXml } from './text.js';

/** The words a screen reader says for the picture: what it names, where, and what kind it is. */
const labelOf = (place: Pick<CatalogPlace, 'name' | 'city' | 'kind'>) =>
  `${place.name}, ${place.city}: ${place.kind}`;

export function placeArtSvg(place: Pick<CatalogPlace, 'id' | 'name' | 'city' | 'kind'>): string {
  const palette = paletteFor(place.id);
  const { defs, back } = scene(place.id, palette, WATER_KINDS.has(place.kind));
  const label = escapeXml(labelOf(place));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">
<title>${label}</title>
<defs>${defs}</defs>
${back}
<g class="kind-${place.kind}">${KIND_DRAWINGS[place.kind](palette)}</g>
</svg>`;
}
