/**
 * The drawings as they were approved, kept beside this test as pictures one opens to look at:
 * `approved/<light>.svg` holds every kind of place in that light, `approved/cities.svg` city banners
 * of none to five kinds, on land and on water. A drawing that changes by one point or one colour
 * fails here; when the change is meant, look at the new pictures and accept them with
 * `pnpm vitest run src/catalog/art -u` (from gateway/), then review them in the diff as images.
 */
import { PLACE_KINDS, type PlaceKind } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cityArtSvg } from './city-art.js';
import { placeArtSvg } from './place-art.js';
import { PALETTES, type Palette, paletteFor } from './scene.js';
import { wellFormedProblem } from './svg-fixtures.js';

const TILE_W = 400;
const TILE_H = 300;
const COLUMNS = 6;

/** The first id of the form `<kind>-<n>` that paletteFor lights with `palette`. */
function idLitBy(kind: PlaceKind, palette: Palette): string {
  for (let n = 0; ; n++) if (paletteFor(`${kind}-${n}`) === palette) return `${kind}-${n}`;
}

/** Pictures side by side, each at its own place in a grid, as one picture. */
function sheet(title: string, pictures: readonly string[]): string {
  const rows = Math.ceil(pictures.length / COLUMNS);
  const tiles = pictures.map((svg, i) => {
    const x = (i % COLUMNS) * TILE_W;
    const y = Math.floor(i / COLUMNS) * TILE_H;
    return svg.replace(
      '<svg xmlns="http://www.w3.org/2000/svg" ',
      `<svg x="${x}" y="${y}" width="${TILE_W}" height="${TILE_H}" `,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COLUMNS * TILE_W} ${rows * TILE_H}" role="img" aria-label="${title}">
${tiles.join('\n')}
</svg>
`;
}

describe('the approved drawings', () => {
  it.each(PALETTES.map((p) => [p.name, p] as const))(
    'draws every kind in the %s light as approved',
    async (name, palette) => {
      const pictures = PLACE_KINDS.map((kind) => {
        const id = idLitBy(kind, palette);
        return placeArtSvg({ id, name: `A ${kind}`, city: 'Jaipur', kind });
      });
      const drawn = sheet(`Every kind of place in the ${name} light`, pictures);
      expect(wellFormedProblem(drawn)).toBeNull();
      await expect(drawn).toMatchFileSnapshot(`./approved/${name}.svg`);
    },
  );

  it('draws city banners of none to five kinds, on land and on water, as approved', async () => {
    const cities: [string, PlaceKind[]][] = [
      ['Nagpur', []],
      ['Pushkar', ['lake']],
      ['Udaipur', ['palace', 'lake', 'palace']],
      ['Varanasi', ['ghat', 'temple', 'ghat', 'bridge']],
      ['Jaipur', ['fort', 'palace', 'fort', 'gate', 'market', 'palace', 'fort']],
      ['Agra', ['tomb', 'fort', 'garden', 'mosque', 'market', 'tomb']],
      ['Mumbai', ['seafront', 'beach', 'gate', 'market', 'museum']],
    ];
    const pictures = cities.map(([city, kinds]) => cityArtSvg(city, 'India', kinds));
    const drawn = sheet('City banners', pictures);
    expect(wellFormedProblem(drawn)).toBeNull();
    await expect(drawn).toMatchFileSnapshot('./approved/cities.svg');
  });
});
