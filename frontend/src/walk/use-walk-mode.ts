/**
 * Walk mode: with the listener's permission, their position is watched (only while walk mode is
 * on) and each stop counts as reached on arrival (walk-progress.ts). A refused permission or no
 * position leaves a notice; the tour still works by tapping. The mini-player is told the distance.
 */
import type { WalkStop } from '@app/contracts';
import { useEffect, useState } from 'react';
import { player, setWalkHint } from '../player/player-store';
import { advance, WALK_START, type WalkProgress, type WalkState, walkProgress } from './walk-progress';

/** Why walk mode cannot tell arrivals: the permission was refused, or no position came. */
export type WalkNotice = 'refused' | 'unavailable' | null;

export interface WalkMode {
  readonly on: boolean;
  readonly notice: WalkNotice;
  readonly state: WalkState;
  readonly progress: WalkProgress;
  /** The stop reached last, whose narration starts; null before the first arrival. */
  readonly arrivedAt: WalkStop | null;
  /** Every stop has been reached. */
  readonly done: boolean;
  readonly start: () => void;
  readonly stop: () => void;
}

/** A phone's first fix can take a while; a short-lived cached one is as good as new for walking. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 };

export function useWalkMode(stops: readonly WalkStop[]): WalkMode {
  const [on, setOn] = useState(false);
  const [notice, setNotice] = useState<WalkNotice>(null);
  const [state, setState] = useState<WalkState>(WALK_START);
  const progress = walkProgress(stops, new Set(state.visited), state.position);
  const lastId = state.visited.at(-1);
  const arrivedAt = stops.find((stop) => stop.id === lastId) ?? null;
  const done = progress.next === null;

  useEffect(() => {
    if (!on) return undefined;
    if (!('geolocation' in navigator)) {
      setNotice('unavailable');
      setOn(false);
      return undefined;
    }
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setNotice(null);
        setState((walk) =>
          advance(walk, stops, { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
        );
      },
      (error) => {
        // A refusal is final, so walk mode turns off; without a signal the watch keeps trying.
        if (error.code === error.PERMISSION_DENIED) {
          setNotice('refused');
          setOn(false);
        } else {
          setNotice('unavailable');
        }
      },
      WATCH_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [on, stops]);

  /** Off, and the position forgotten: an old one would mislead on the map. */
  const end = () => {
    setOn(false);
    setState((walk) => ({ ...walk, position: null }));
  };
  // The last stop reached ends the walk: the position is no longer needed.
  if (on && done) end();

  const hintName = on ? progress.next?.name : undefined;
  const hintMeters = progress.meters;
  useEffect(() => {
    setWalkHint(
      hintName !== undefined && hintMeters !== null ? { next: hintName, meters: hintMeters } : null,
    );
  }, [hintName, hintMeters]);
  useEffect(() => () => setWalkHint(null), []);

  return {
    on,
    notice,
    state,
    progress,
    arrivedAt,
    done,
    start: () => {
      // The player's code now, so that the first arrival's narration starts without waiting for it.
      player.preload();
      setNotice(null);
      // A walk already finished starts over.
      if (done) setState(WALK_START);
      setOn(true);
    },
    stop: end,
  };
}
