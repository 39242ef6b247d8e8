import { describe, expect, it } from 'vitest';
import { resumeFrom } from '../../../player/positions';
import { anonymousLeft } from './audio-storage';

describe('anonymousLeft', () => {
  it('counts down from the 5 free listens and stops at 0', () => {
    expect(anonymousLeft(0)).toBe(5);
    expect(anonymousLeft(4)).toBe(1);
    expect(anonymousLeft(5)).toBe(0);
    expect(anonymousLeft(9)).toBe(0);
  });
});

describe('resumeFrom', () => {
  it('resumes where the listener stopped', () => {
    expect(resumeFrom(42.5, 120)).toBe(42.5);
  });

  it('starts over near the beginning or the end, or without a saved place', () => {
    expect(resumeFrom(null, 120)).toBeNull();
    expect(resumeFrom(2, 120)).toBeNull();
    expect(resumeFrom(117, 120)).toBeNull();
    expect(resumeFrom(30, Number.NaN)).toBeNull();
  });
});
