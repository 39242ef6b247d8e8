/** What the app is told of a track's length before it is whole (track-length.ts). */
import type { TrackDoc } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { expectedLengthMs } from './track-length.js';

const track = (fields: Partial<TrackDoc>): TrackDoc => ({
  _id: 't',
  key: 'k',
  placeId: 'p',
  placeName: 'P',
  language: 'en-US',
  perspective: 'x',
  length: 'book',
  status: 'pending',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...fields,
});

describe('a track’s expected length', () => {
  it('is unknown before its text, then read from the text at the voices’ pace', () => {
    expect(expectedLengthMs(track({ status: 'writing' }))).toBeNull();
    const english = 'a'.repeat(4000);
    expect(expectedLengthMs(track({ status: 'speaking', text: english }))).toBe(4000 * 65);
    // Han and kana take longer each.
    expect(expectedLengthMs(track({ status: 'speaking', text: '富士山 ab' }))).toBe(3 * 160 + 3 * 65);
  });

  it('is never shorter than what is spoken already', () => {
    const parts = [
      { key: 'a', bytes: 1, durationMs: 20_000 },
      { key: 'b', bytes: 1, durationMs: 30_000 },
    ];
    expect(expectedLengthMs(track({ status: 'speaking', text: 'short', parts }))).toBe(50_000);
    expect(expectedLengthMs(track({ status: 'speaking', parts }))).toBe(50_000);
  });

  it('is the track’s own once it is ready', () => {
    expect(expectedLengthMs(track({ status: 'ready', durationMs: 226_400 }))).toBe(226_400);
  });
});
