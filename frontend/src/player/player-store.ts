/**
 * The app's one player: what is loaded, whether it plays, where it is, and the commands every
 * surface (the audio popup, the mini-player, the home page's sample, the lock screen) sends to the
 * one <audio> element. This file is all of it that the first paint carries; the element, its events
 * and the mini-player are a lazy chunk (AppPlayer) that PlayerHost loads once something may play.
 */
import { useSyncExternalStore } from 'react';
import { savePosition } from './positions';

export interface PlayerItem {
  /** A track id, or 'sample:<language>' for the home page's sample. */
  readonly id: string;
  readonly src: string;
  /** The place's full name, for the mini-player and the lock screen. */
  readonly title: string;
  /** 'Agra, India' */
  readonly where: string;
  /** A same-origin picture URL of the place. */
  readonly artwork: string;
  /** Known before the audio loads when the track is whole; null while it streams. */
  readonly durationMs: number | null;
  /** Remember where the listener stopped (a place's track); a sample always starts over. */
  readonly resumable: boolean;
}

/** Walk mode's next stop and how far it is, shown under the mini-player's title. */
export interface WalkHint {
  readonly next: string;
  readonly meters: number;
}

export interface PlayerState {
  readonly item: PlayerItem | null;
  readonly playing: boolean;
  readonly time: number;
  readonly duration: number;
  readonly speed: number;
  /** Where a resumed track picked up, until the listener moves on. */
  readonly resumedAt: number | null;
  readonly error: string | null;
  /** Full players on screen (audio popups): the mini-player shows while there are none. */
  readonly docked: number;
  /** Something may play soon: PlayerHost loads the player's code. */
  readonly wanted: boolean;
  /** Set while walk mode knows the next stop's distance; null otherwise. */
  readonly walk: WalkHint | null;
}

export const PLAY_FAILED = 'The audio could not start. Please press Play again.';

let state: PlayerState = {
  item: null,
  playing: false,
  time: 0,
  duration: 0,
  speed: 1,
  resumedAt: null,
  error: null,
  docked: 0,
  wanted: false,
  walk: null,
};
const listeners = new Set<() => void>();

export function updatePlayer(patch: Partial<PlayerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A slice of the player's state; return a primitive or a stable object to re-render only on change. */
export function usePlayer<T>(select: (current: PlayerState) => T): T {
  const current = () => select(state);
  // A prerendered page is made before anything plays: the store's first state is the server's.
  return useSyncExternalStore(subscribe, current, current);
}

export const playerState = (): PlayerState => state;

/** Walk mode tells the mini-player the next stop's distance; null when it stops or has none. */
export function setWalkHint(walk: WalkHint | null): void {
  const { walk: shown } = state;
  if (shown === walk || (shown?.next === walk?.next && shown?.meters === walk?.meters)) return;
  updatePlayer({ walk });
}

let element: HTMLAudioElement | null = null;
/** A play asked for before the element existed (its chunk was loading). */
let playWhenAttached = false;

/** AppPlayer hands over its <audio> once mounted (null when it unmounts). */
export function attachElement(audio: HTMLAudioElement | null): void {
  element = audio;
  if (audio === null) return;
  if (state.item !== null && audio.getAttribute('src') !== state.item.src) audio.src = state.item.src;
  if (playWhenAttached) {
    playWhenAttached = false;
    startPlaying();
  }
}

function startPlaying(): void {
  if (element === null) {
    playWhenAttached = true;
    updatePlayer({ wanted: true });
    return;
  }
  updatePlayer({ error: null });
  // Called straight from the click where it can be, so that browsers count it as the user's.
  element.play().catch((error: unknown) => {
    // Aborted by a pause or a new source: nothing to tell. Anything else the listener should know.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    updatePlayer({ error: PLAY_FAILED });
  });
}

function load(item: PlayerItem): void {
  updatePlayer({
    item,
    playing: false,
    time: 0,
    duration: (item.durationMs ?? 0) / 1000,
    resumedAt: null,
    error: null,
    wanted: true,
  });
  // Set here, not by a render, so that a play in the same click finds the new source.
  if (element !== null) element.src = item.src;
}

const isLoaded = (item: PlayerItem) => state.item?.id === item.id;

export const player = {
  /** Loads `item` to show it ready (and where it resumes), unless something else is playing. */
  offer(item: PlayerItem): void {
    if (!isLoaded(item) && !state.playing) load(item);
  },
  /** Loads `item` in place of whatever is loaded (pausing it): the listener turned to this one. */
  load(item: PlayerItem): void {
    if (isLoaded(item)) return;
    player.pause();
    load(item);
  },
  /** Plays `item` (loading it first when another is loaded), or what is loaded. */
  play(item?: PlayerItem): void {
    if (item !== undefined && !isLoaded(item)) load(item);
    startPlaying();
  },
  pause(): void {
    playWhenAttached = false;
    element?.pause();
  },
  seekTo(seconds: number): void {
    if (element === null) return;
    const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
    element.currentTime = Math.max(0, Math.min(end, seconds));
    updatePlayer({ time: element.currentTime, resumedAt: null });
  },
  /**
   * A better guess at the loaded track's length while it streams (the stream itself has none);
   * the element's own length, once it has one, is kept.
   */
  estimate(id: string, durationMs: number | null): void {
    if (state.item?.id !== id || durationMs === null || durationMs <= 0) return;
    if (element !== null && Number.isFinite(element.duration) && element.duration > 0) return;
    updatePlayer({ duration: durationMs / 1000 });
  },
  skip(seconds: number): void {
    player.seekTo((element?.currentTime ?? 0) + seconds);
  },
  setSpeed(speed: number): void {
    updatePlayer({ speed });
    if (element === null) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  },
  /** Stops and unloads: the mini-player's close. */
  close(): void {
    const { item } = state;
    if (item?.resumable && element !== null && !element.ended) savePosition(item.id, element.currentTime);
    player.pause();
    element?.removeAttribute('src');
    element?.load();
    updatePlayer({ item: null, playing: false, time: 0, duration: 0, resumedAt: null, error: null });
  },
  /** A full player is on screen until the returned function is called. */
  dock(): () => void {
    updatePlayer({ docked: state.docked + 1 });
    return () => updatePlayer({ docked: state.docked - 1 });
  },
  /** Fetches the player's code now (a pointer over a play button), so that a press starts at once. */
  preload(): void {
    if (!state.wanted) updatePlayer({ wanted: true });
  },
};
