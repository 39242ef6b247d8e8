/**
 * Lock-screen and headset controls (Media Session API) for the app's player: its title and
 * picture, play/pause and 15-second skips. Browsers without the API simply skip this.
 */
import { useEffect } from 'react';

export interface MediaSessionTrack {
  readonly title: string;
  readonly artist: string;
  readonly album: string;
  /** A same-origin picture URL, e.g. the place's poster. */
  readonly artwork: string;
}

export interface MediaSessionControls {
  readonly play: () => void;
  readonly pause: () => void;
  readonly skip: (seconds: number) => void;
  readonly seekTo: (seconds: number) => void;
}

export const SKIP_SECONDS = 15;

export function useMediaSession(track: MediaSessionTrack | null, controls: MediaSessionControls): void {
  const { title, artist, album, artwork } = track ?? { title: '', artist: '', album: '', artwork: '' };
  const active = track !== null;
  const { play, pause, skip, seekTo } = controls;
  useEffect(() => {
    if (!active || !('mediaSession' in navigator)) return undefined;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist,
      album,
      artwork: [
        { src: new URL(artwork, window.location.href).href, sizes: '512x512', type: 'image/svg+xml' },
      ],
    });
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', play],
      ['pause', pause],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? SKIP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
    ];
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    };
    for (const [action, handler] of handlers) set(action, handler);
    return () => {
      for (const [action] of handlers) set(action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [active, title, artist, album, artwork, play, pause, skip, seekTo]);
}

/** Tells the system whether the track plays, and where it is, for the lock-screen scrubber. */
export function reportPlayback(playing: boolean, audio: HTMLAudioElement | null): void {
  if (!('mediaSession' in navigator)) return;
  navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  if (audio === null || !Number.isFinite(audio.duration) || audio.duration <= 0) return;
  try {
    navigator.mediaSession.setPositionState({
      duration: audio.duration,
      position: Math.min(audio.currentTime, audio.duration),
      playbackRate: audio.playbackRate,
    });
  } catch {
    // Older browsers without position state.
  }
}
