/**
 * Notes each track this page plays, with no change to the player: a capture listener on the
 * document hears every <audio>'s 'playing'. A track played is remembered as heard; once it is ready
 * (a first listen streams while it is spoken), its stored audio is fetched once through the service
 * worker, which keeps it for offline listening.
 */
import { vanillaTrpc } from '../app/trpc-vanilla';
import { heardTracks, rememberHeard } from './heard-tracks';
import { trackAudioPath, trackIdOfAudio } from './saved-audio';
import { isSaved } from './saved-tours';

/** How often a track still being spoken is looked at again, and how many times at most (10 min). */
const POLL_MS = 3000;
const MAX_POLLS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Fetched through the worker (which keeps a whole, stored file), read to its end so it is kept whole. */
async function save(trackId: string): Promise<void> {
  // Without a worker in control nothing would keep the bytes: do not download them for nothing.
  if (!navigator.serviceWorker?.controller) return;
  const response = await fetch(trackAudioPath(trackId));
  await response.blob();
}

async function keep(trackId: string): Promise<void> {
  const known = heardTracks().find((track) => track.trackId === trackId);
  if (known !== undefined) rememberHeard(known);
  // Heard again from the saved copy (perhaps offline): nothing more to fetch.
  if (await isSaved(trackId)) return;
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const view = await vanillaTrpc().audio.track.query({ id: trackId });
    if (known === undefined && poll === 0)
      rememberHeard({ trackId, place: view.placeId, title: view.placeName, language: view.language });
    if (view.status === 'ready') return save(trackId);
    if (view.status === 'failed') return;
    await wait(POLL_MS);
  }
}

/** Starts noting played tracks; returns the function that stops it. */
export function listenForHeardTracks(): () => void {
  const keeping = new Set<string>();
  const notice = (audio: EventTarget | null) => {
    if (!(audio instanceof HTMLAudioElement)) return;
    const trackId = trackIdOfAudio(audio.currentSrc, window.location.origin);
    if (trackId === null || keeping.has(trackId)) return;
    keeping.add(trackId);
    keep(trackId)
      .catch(() => {
        // Offline or refused: the track played; it is only not saved this time. The next play tries again.
      })
      .finally(() => keeping.delete(trackId));
  };
  const onPlaying = (event: Event) => notice(event.target);
  document.addEventListener('playing', onPlaying, true);
  // Started idle after load: a track may have begun playing before anyone was listening.
  for (const audio of document.querySelectorAll('audio')) if (!audio.paused) notice(audio);
  return () => document.removeEventListener('playing', onPlaying, true);
}
