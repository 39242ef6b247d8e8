import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_LABEL, findLanguage, LANGUAGES } from './languages.js';

describe('the 30 narration languages', () => {
  it('lists 30, in the spec’s order, starting with English (US)', () => {
    expect(LANGUAGES).toHaveLength(30);
    expect(LANGUAGES.map((l) => l.label)).toEqual([
      'English (US)',
      'Arabic',
      'Catalan',
      'Chinese Mandarin',
      'Danish',
      'Dutch',
      'English Australian',
      'English British',
      'English Indian',
      'English New Zealand',
      'English South African',
      'English Welsh',
      'French',
      'French Canadian',
      'German',
      'Hindi',
      'Icelandic',
      'Italian',
      'Japanese',
      'Korean',
      'Norwegian',
      'Polish',
      'Portuguese Brazilian',
      'Portuguese European',
      'Romanian',
      'Russian',
      'Spanish',
      'Spanish Mexican',
      'Swedish',
      'Turkish',
    ]);
    expect(DEFAULT_LANGUAGE_LABEL).toBe('English (US)');
  });

  it('has unique ids and labels, and a voice for each engine', () => {
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(30);
    expect(new Set(LANGUAGES.map((l) => l.label)).size).toBe(30);
    for (const l of LANGUAGES) {
      expect(l.pollyVoice).toMatch(/^[A-Z][a-z]+$/);
      expect(l.espeakVoice).toMatch(/^[a-z]{2,3}(-[a-z0-9]+)*$/);
      expect(() => new Intl.Locale(l.bcp47)).not.toThrow();
    }
  });

  it('finds a language by label or id, and nothing for an unsupported one', () => {
    expect(findLanguage('Hindi')?.id).toBe('hi-IN');
    expect(findLanguage('en-GB-WLS')?.label).toBe('English Welsh');
    expect(findLanguage('Klingon')).toBeUndefined();
  });
});
