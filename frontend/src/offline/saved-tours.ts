/** The heard tracks this device can play without a connection: those whose audio the service worker saved. */
import { type HeardTrack, heardTracks } from './heard-tracks';
import { CITY_PACKS_CACHE, TRACK_AUDIO_CACHE, trackAudioPath } from './saved-audio';

/** Whether the track's whole audio is kept: heard (the service worker's cache) or in a city taken offline. */
export async function isSaved(trackId: string): Promise<boolean> {
  // No Cache Storage (an insecure origin, an old browser): nothing was saved.
  if (typeof caches === 'undefined') return false;
  const path = trackAudioPath(trackId);
  const found = await Promise.all(
    [TRACK_AUDIO_CACHE, CITY_PACKS_CACHE].map((cacheName) => caches.match(path, { cacheName })),
  );
  return found.some((answer) => answer !== undefined);
}

/** Heard tracks, newest first, that play offline; a heard track whose audio was not kept is left out. */
export async function savedTours(): Promise<HeardTrack[]> {
  const heard = heardTracks();
  const saved = await Promise.all(heard.map((track) => isSaved(track.trackId)));
  return heard.filter((_, index) => saved[index]);
}
