/**
 * What the page and the service worker (src/sw.ts) agree on about saved track audio: where a
 * track's audio lives, the cache the worker keeps heard tracks in and how many it keeps, and the
 * cache of cities taken offline, which the worker also answers from.
 */

/** The cache of heard tracks' audio; a new name would start it empty. */
export const TRACK_AUDIO_CACHE = 'track-audio-v1';
/** Heard tracks kept for offline listening: a few tours' worth of compact speech audio. */
export const MAX_SAVED_TRACKS = 50;

/**
 * Cities taken offline (city-packs.ts): their narrations, kept until removed (never expired with
 * the heard tracks), and a record of each city's saved places and transcripts.
 */
export const CITY_PACKS_CACHE = 'city-packs-v1';

/** A track's audio (the gateway's GET /api/tracks/:id/audio). */
export const TRACK_AUDIO_PATH = /^\/api\/tracks\/([0-9a-f-]{36})\/audio$/;

export const trackAudioPath = (trackId: string) => `/api/tracks/${trackId}/audio`;

/** The track id of a same-origin track audio URL, or null for any other URL. */
export function trackIdOfAudio(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return TRACK_AUDIO_PATH.exec(parsed.pathname)?.[1] ?? null;
}
