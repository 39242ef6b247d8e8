/** A city's banner draws its own kinds, most common first, and a plain skyline when it has none. */
import { describe, expect, it } from 'vitest';
import { cityArtSvg, commonKinds } from './city-art.js';
import { KIND_DRAWINGS } from './kinds.js';
import { paletteFor } from './scene.js';
import { wellFormedProblem } from './svg-fixtures.js';

describe('a city’s banner', () => {
  it('draws the kinds of its places, and no other', () => {
    const svg = cityArtSvg('Varanasi', 'India', ['ghat', 'temple', 'ghat']);
    const p = paletteFor('city-India-Varanasi');
    expect(wellFormedProblem(svg)).toBeNull();
    expect(svg).toContain(KIND_DRAWINGS.ghat(p));
    expect(svg).toContain(KIND_DRAWINGS.temple(p));
    expect(svg).not.toContain(KIND_DRAWINGS.fort(p));
    expect(svg).toContain('aria-label="Varanasi, India"');
    expect(svg).toContain('<title>Varanasi, India</title>');
    expect(svg).not.toContain('<text');
  });

  it('shows four kinds at most, the most common first', () => {
    expect(commonKinds(['fort', 'temple', 'palace', 'palace', 'gate', 'market', 'palace', 'fort'])).toEqual([
      'palace',
      'fort',
      'temple',
      'gate',
    ]);
  });

  it('still draws a banner for a city without places', () => {
    const svg = cityArtSvg('Nagpur', 'India', []);
    expect(wellFormedProblem(svg)).toBeNull();
    expect(svg).not.toMatch(/class="kind-/);
    expect(svg).toContain('<title>Nagpur, India</title>');
  });

  it('escapes the city and country', () => {
    const svg = cityArtSvg('A&B <x>', `Côte d'Ivoire`, ['beach']);
    expect(wellFormedProblem(svg)).toBeNull();
    expect(svg).toContain('aria-label="A&amp;B &lt;x&gt;, Côte d&apos;Ivoire"');
  });
});
