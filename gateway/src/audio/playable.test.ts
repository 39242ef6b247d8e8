/**
 * When the player is given a track's audio address: once the track is whole, or while it is spoken
 * once its first piece is stored (it streams from there), and never before.
 */
import type { TrackDoc } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isPlayable } from './tracks.js';

const track = (fields: Partial<TrackDoc>): TrackDoc => ({
  _id: 't1',
  key: 'taj-mahal|en-US|curated|book',
  placeId: 'taj-mahal',
  placeName: 'Taj Mahal',
  language: 'en-US',
  perspective: 'curated',
  length: 'book',
  status: 'pending',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...fields,
});

describe('a track is playable', () => {
  it('once it is ready', () => {
    expect(isPlayable(track({ status: 'ready' }))).toBe(true);
  });

  it('while it is spoken, from its first stored piece on', () => {
    expect(isPlayable(track({ status: 'speaking' }))).toBe(false);
    expect(isPlayable(track({ status: 'speaking', partsReady: 0, partsTotal: 4 }))).toBe(false);
    expect(isPlayable(track({ status: 'speaking', partsReady: 1, partsTotal: 4 }))).toBe(true);
  });

  it('not while it waits, is written or has failed, whatever pieces an earlier try left', () => {
    for (const status of ['pending', 'writing', 'failed'] as const)
      expect(isPlayable(track({ status, partsReady: 2, partsTotal: 4 }))).toBe(false);
  });
});
