/**
 * A city's banner: the scene of its places' pictures with a skyline of small drawings of its most
 * common kinds, so Jaipur shows forts and palaces and Varanasi ghats and temples, and none it lacks.
 */
import type { PlaceKind } from '@app/contracts';
import type { KindDrawing } from './kind-drawing.js';
import { KIND_DRAWINGS, WATER_KINDS } from './kinds.js';
import { GROUND_Y, type Palette, paletteFor, scene } from './scene.js';
import { n } from './shapes.js';
import { escapeXml } from './text.js';

const MAX_KINDS = 4;

/** The kinds in order of how many places have them, most first; ties keep their first appearance. */
export function commonKinds(kinds: readonly PlaceKind[]): PlaceKind[] {
  const counts = new Map<PlaceKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_KINDS)
    .map(([k]) => k);
}

/** A city with no known places: a row of plain houses, no sight claimed. */
const genericSkyline: KindDrawing = (p: Palette) => {
  const blocks = [40, 70, 52, 96, 60, 84, 44, 72, 58, 90, 50];
  return blocks
    .map((h, i) => {
      const x = 20 + i * 33;
      return `<rect x="${x}" y="${GROUND_Y - h}" width="30" height="${h}" fill="${i % 2 ? p.stoneMid : p.stone}"/><path d="M${x + 6},${GROUND_Y - h + 10} h6 v8 h-6z M${x + 18},${GROUND_Y - h + 10} h6 v8 h-6z" fill="${p.dark}"/>`;
    })
    .join('');
};

/** Each kind shrunk and set side by side on the ground line, the first in the middle. */
function skyline(kinds: readonly PlaceKind[], p: Palette): string {
  if (kinds.length === 0) return genericSkyline(p);
  const scale = kinds.length === 1 ? 0.9 : kinds.length === 2 ? 0.62 : 0.5;
  const slots =
    kinds.length === 1
      ? [200]
      : kinds.length === 2
        ? [120, 280]
        : kinds.length === 3
          ? [80, 200, 320]
          : [60, 155, 250, 345];
  return kinds
    .map((k, i) => {
      const x = slots[i] ?? 200;
      return `<g class="kind-${k}" transform="translate(${x} ${GROUND_Y}) scale(${n(scale)}) translate(-200 -${GROUND_Y})">${KIND_DRAWINGS[k](p)}</g>`;
    })
    .join('');
}

export function cityArtSvg(city: string, country: string, kinds: readonly PlaceKind[]): string {
  const seed = `city-${country}-${city}`;
  const palette = paletteFor(seed);
  const shown = commonKinds(kinds);
  const water = shown[0] !== undefined && WATER_KINDS.has(shown[0]);
  const { defs, back } = scene(seed, palette, water);
  const label = escapeXml(`${city}, ${country}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">
<title>${label}</title>
<defs>${defs}</defs>
${back}
${skyline(shown, palette)}
</svg>`;
}
