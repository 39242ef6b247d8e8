/**
 * Every kind has its own drawing, every catalog place renders to a well-formed picture that names it,
 * and pictures inlined side by side never share an id.
 */
import { type CatalogPlace, PLACE_KINDS } from '@app/contracts';
import { BundledCatalog } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { KIND_DRAWINGS } from './kinds.js';
import { placeArtSvg } from './place-art.js';
import { PALETTES } from './scene.js';
import { wellFormedProblem } from './svg-fixtures.js';

const place = (kind: CatalogPlace['kind'], over: Partial<CatalogPlace> = {}) => ({
  id: `sample-${kind}`,
  name: `Sample ${kind}`,
  city: 'Jaipur',
  kind,
  ...over,
});

describe('a place’s drawn picture', () => {
  it.each(PLACE_KINDS)('draws a %s well-formed, named and labelled', (kind) => {
    const svg = placeArtSvg(place(kind));
    expect(wellFormedProblem(svg)).toBeNull();
    expect(svg).toContain(`aria-label="Sample ${kind}, Jaipur: ${kind}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toContain(`<title>Sample ${kind}, Jaipur: ${kind}</title>`);
    // No words drawn: a tile's crop cut them off, and the name is always beside the picture.
    expect(svg).not.toContain('<text');
  });

  it('gives every kind a drawing of its own, in every light', () => {
    for (const p of PALETTES) {
      const drawings = PLACE_KINDS.map((k) => KIND_DRAWINGS[k](p));
      expect(new Set(drawings).size).toBe(PLACE_KINDS.length);
      for (const d of drawings) expect(wellFormedProblem(`<g>${d}</g>`)).toBeNull();
    }
  });

  it('draws every place of the catalog with its own kind', () => {
    const places = new BundledCatalog().catalog().places;
    expect(places.length).toBeGreaterThan(100);
    for (const p of places) {
      const svg = placeArtSvg(p);
      expect(wellFormedProblem(svg), p.id).toBeNull();
      expect(svg).toContain(`<g class="kind-${p.kind}">`);
    }
  });

  it('begins every id with the place’s id, so inline copies never clash', () => {
    const svg = placeArtSvg(place('fort', { id: 'amber-fort' }));
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^art-amber-fort-/);
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('escapes the name and city everywhere', () => {
    const svg = placeArtSvg(place('gate', { name: `Tom & Jerry's <Gate> "Old"`, city: 'A<B' }));
    expect(wellFormedProblem(svg)).toBeNull();
    expect(svg).toContain('aria-label="Tom &amp; Jerry&apos;s &lt;Gate&gt; &quot;Old&quot;, A&lt;B: gate"');
    expect(svg).toContain('<title>Tom &amp; Jerry&apos;s &lt;Gate&gt; &quot;Old&quot;, A&lt;B: gate</title>');
    expect(svg).not.toContain('<Gate>');
  });

  it('keeps the same light for a place, and not the same for all places', () => {
    expect(placeArtSvg(place('lake'))).toBe(placeArtSvg(place('lake')));
    const skies = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
        (id) => placeArtSvg(place('lake', { id })).match(/stop-color="(#\w+)"/)?.[1],
      ),
    );
    expect(skies.size).toBeGreaterThan(1);
  });
});
