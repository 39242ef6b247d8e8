/** The pieces drawings share: a wall's merlons end at its corners, and ids stay valid whatever a place's id holds. */
import { describe, expect, it } from 'vitest';
import { idPrefix } from './scene.js';
import { merlons } from './shapes.js';

const merlonsIn = (svg: string) => [...svg.matchAll(/M([\d.]+),/g)].map((m) => Number(m[1]));

describe('the pieces of a drawing', () => {
  it('ends a wall whose width fits whole merlons and gaps with a merlon at each corner', () => {
    // 0–10 merlon, 10–20 gap, 20–30 merlon: the last one ends exactly where the wall does.
    expect(merlonsIn(merlons(0, 100, 30, 10, '#000'))).toEqual([0, 20]);
    // Widths come from sums of decimals: a merlon up to a tenth past the end still counts as fitting.
    expect(merlonsIn(merlons(0.3, 100, 30, 10, '#000'))).toEqual([0.3, 20.3]);
    expect(merlonsIn(merlons(0, 100, 29.9, 10, '#000'))).toEqual([0, 20]);
  });

  it('leaves out a merlon that would stand past the wall’s end', () => {
    expect(merlonsIn(merlons(0, 100, 29, 10, '#000'))).toEqual([0]);
  });

  it('makes one readable id prefix of a place id with spaces or punctuation', () => {
    expect(idPrefix('Amber  Fort!!')).toBe('art-amber-fort-');
    expect(idPrefix('Hawa Mahal, Jaipur')).toBe('art-hawa-mahal-jaipur');
  });
});
