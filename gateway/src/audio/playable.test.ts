/**
 * When the player is given a track's audio address: once the track is whole, or while it is spoken
 * once its first piece is stored (it streams from there), and never before.
 */
import { describe, expect, it } from 'vitest';
import { trackDoc } from '../../test/track-doc.js';
import { isPlayable } from './tracks.js';

describe('a track is playable', () => {
  it('once it is ready', () => {
    expect(isPlayable(trackDoc({ status: 'ready' }))).toBe(true);
  });

  it('while it is spoken, from its first stored piece on', () => {
    expect(isPlayable(trackDoc({ status: 'speaking' }))).toBe(false);
    expect(isPlayable(trackDoc({ status: 'speaking', partsReady: 0, partsTotal: 4 }))).toBe(false);
    expect(isPlayable(trackDoc({ status: 'speaking', partsReady: 1, partsTotal: 4 }))).toBe(true);
  });

  it('not while it waits, is written or has failed, whatever pieces an earlier try left', () => {
    for (const status of ['pending', 'writing', 'failed'] as const)
      expect(isPlayable(trackDoc({ status, partsReady: 2, partsTotal: 4 }))).toBe(false);
  });
});
