import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { langTag, languageLabelOf } from './language-detail';

describe('languageLabelOf (the stored languageDetail)', () => {
  it('defaults to English (US) when nothing is stored', () => {
    expect(languageLabelOf(null)).toBe('English (US)');
    expect(languageLabelOf('')).toBe('English (US)');
  });

  it('keeps every one of the 30 labels', () => {
    expect(LANGUAGES).toHaveLength(30);
    for (const { label } of LANGUAGES) expect(languageLabelOf(label)).toBe(label);
  });

  it('reads a language id as its label, and anything unknown as the default', () => {
    expect(languageLabelOf('hi-IN')).toBe('Hindi');
    expect(languageLabelOf('Klingon')).toBe('English (US)');
  });
});

describe('langTag', () => {
  it('gives the BCP 47 tag of a label or an id', () => {
    expect(langTag('Hindi')).toBe('hi-IN');
    expect(langTag('en-US')).toBe('en-US');
    expect(langTag('unknown')).toBe('en');
  });
});
