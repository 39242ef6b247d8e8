/**
 * A streamed track has no length for the element to read: the player shows the server's guess
 * (issue 26: a streamed book showed "0:30 / 0:00"), corrected as better guesses come, and only for
 * the track loaded.
 */
import { describe, expect, it } from 'vitest';
import { type PlayerItem, player, playerState } from './player-store';

const streamed: PlayerItem = {
  id: 'book-1',
  src: '/api/tracks/book-1/audio',
  title: 'Agra Fort',
  where: 'Agra, India',
  artwork: '',
  durationMs: 240_000,
  resumable: false,
};

describe('the length of a streamed track', () => {
  it('starts at the guess it was loaded with and follows better ones for that track only', () => {
    player.load(streamed);
    expect(playerState().duration).toBe(240);
    player.estimate('book-1', 265_600);
    expect(playerState().duration).toBe(265.6);
    player.estimate('another', 10_000);
    player.estimate('book-1', null);
    expect(playerState().duration).toBe(265.6);
    player.close();
  });
});
