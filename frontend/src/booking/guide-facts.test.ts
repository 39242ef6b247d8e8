import { describe, expect, it } from 'vitest';
import {
  BIO_EXCERPT_MAX,
  bioExcerpt,
  languagesAmong,
  languagesLine,
  newGuideLabel,
  speaking,
  yearsLine,
} from './guide-facts';

const guide = (languages: string[], yearsOfExperience: number | null = null, bio = '') =>
  ({ languages, yearsOfExperience, bio }) as Parameters<typeof languagesLine>[0];

describe('what a guide card says', () => {
  it('names the languages, or nothing when the guide has not said', () => {
    expect(languagesLine(guide(['English', 'Hindi']))).toBe('Speaks English, Hindi');
    expect(languagesLine(guide([]))).toBeNull();
  });

  it('counts the years guiding', () => {
    expect(yearsLine(guide([], null))).toBeNull();
    expect(yearsLine(guide([], 0))).toBe('Less than a year guiding');
    expect(yearsLine(guide([], 1))).toBe('1 year guiding');
    expect(yearsLine(guide([], 12))).toBe('12 years guiding');
  });

  it('calls a guide nobody has reviewed yet a new guide, and one with a review not', () => {
    // A guide just verified has no review (gateway guide-views.test.ts: reviewCount 0).
    expect(newGuideLabel({ reviewCount: 0 })).toBe('New guide');
    expect(newGuideLabel({ reviewCount: 1 })).toBeNull();
    expect(newGuideLabel({ reviewCount: 3 })).toBeNull();
  });

  it('keeps a short bio whole and cuts a long one at a word', () => {
    expect(bioExcerpt('  I grew up\nin   Agra.  ')).toBe('I grew up in Agra.');
    const long = 'word '.repeat(60);
    const cut = bioExcerpt(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(BIO_EXCERPT_MAX + 1);
  });
});

describe('the language filter', () => {
  const guides = [guide(['Tamil', 'English']), guide(['Hindi']), guide([])];

  it('offers the languages spoken, in the list order', () => {
    expect(languagesAmong(guides)).toEqual(['English', 'Hindi', 'Tamil']);
    expect(languagesAmong([guide([])])).toEqual([]);
  });

  it('keeps the guides who speak the language, every guide for any language', () => {
    expect(speaking(guides, 'Hindi')).toEqual([guides[1]]);
    expect(speaking(guides, '')).toBe(guides);
    expect(speaking(guides, 'French')).toEqual([]);
  });
});
