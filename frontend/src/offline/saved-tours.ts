/** The heard tracks this device can play without a connection: those whose audio the service worker saved. */
import { type HeardTrack, heardTracks } from './heard-tracks';
import { TRACK_AUDIO_CACHE, trackAudioPath } from './saved-audio';

/** Whether the track's whole audio is in the service worker's cache. */
export async function isSaved(trackId: string): Promise<boolean> {
  // No Cache Storage (an insecure origin, an old browser): nothing was saved.
  if (typeof caches === 'undefined') return false;
  const found = await caches.match(trackAudioPath(trackId), { cacheName: TRACK_AUDIO_CACHE });
  return found !== undefined;
}

/** Heard tracks, newest first, that play offline; a heard track whose audio was not kept is left out. */
export async function savedTours(): Promise<HeardTrack[]> {
  const heard = heardTracks();
  const saved = await Promise.all(heard.map((track) => isSaved(track.trackId)));
  return heard.filter((_, index) => saved[index]);
}
