/**
 * A place's track for the audio popup: requested once (audio.request; the server picks the tier and
 * may refuse with its limit message), then followed live over audio.progress until it is ready. If
 * the live stream fails, the track is polled instead.
 */
import type { ErrorCode, TrackView } from '@app/contracts';
import { skipToken } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, errorMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { markAnonymousLimit } from './audio-storage';

export type TrackKind = 'minute' | 'book' | 'plan';

export interface TrackRequest {
  readonly touristPlace: string;
  readonly city: string | undefined;
  /** A language label, e.g. 'Hindi'. */
  readonly language: string;
  readonly kind: TrackKind;
  readonly purchasedPlan: string | undefined;
}

export const TRACK_FAILED = 'We could not make this audio right now. Please try again.';

/** A refusal or failure: the text the user reads, and the stable code the popup branches on. */
export interface TrackError {
  readonly message: string;
  /** Undefined when the server gave none, e.g. it was never reached. */
  readonly code: ErrorCode | undefined;
}

const FAILED_TRACK: TrackError = { message: TRACK_FAILED, code: 'TRACK_FAILED' };

function trackError(error: unknown): TrackError {
  return { message: errorMessage(error), code: errorCode(error) };
}

const POLL_MS = 1000;

/**
 * One request per place, language and kind in a visit: opening the popup again plays the same
 * track and spends no second listen (spec §4: generated once per place). Failures are forgotten.
 */
const requested = new Map<string, Promise<TrackView>>();

type Client = ReturnType<typeof trpc.useUtils>['client'];

function requestOnce(client: Client, key: string, request: TrackRequest) {
  const known = requested.get(key);
  if (known !== undefined) return known;
  const pending = client.audio.request.mutate(request);
  requested.set(key, pending);
  // The listens left are the server's to count (ListeningCounter reads them after this answer).
  pending.catch((error: unknown) => {
    requested.delete(key);
    if (errorCode(error) === 'AUDIO_LOG_IN') markAnonymousLimit();
  });
  return pending;
}

interface TrackState {
  readonly key: string;
  readonly track: TrackView | null;
  readonly error: TrackError | null;
}

export interface UseTrack {
  /** The track as last reported; null while the request is on its way. */
  readonly track: TrackView | null;
  /** The server's refusal or a failure: its message as the user should read it, and its code. */
  readonly error: TrackError | null;
  readonly retry: () => void;
}

export function useTrack(request: TrackRequest): UseTrack {
  const { client } = trpc.useUtils();
  const { touristPlace, city, language, kind, purchasedPlan } = request;
  const key = JSON.stringify([touristPlace, city, language, kind, purchasedPlan]);
  const [state, setState] = useState<TrackState>({ key, track: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const [polling, setPolling] = useState(false);

  // `attempt` is a dependency on purpose: a retry asks for a fresh request.
  useEffect(() => {
    let live = true;
    setState({ key, track: null, error: null });
    requestOnce(client, key, { touristPlace, city, language, kind, purchasedPlan }).then(
      (track) => {
        if (live) setState({ key, track, error: null });
      },
      (error: unknown) => {
        if (live) setState({ key, track: null, error: trackError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key, touristPlace, city, language, kind, purchasedPlan, attempt]);

  const current = state.key === key ? state : { key, track: null, error: null };
  const track = current.track;
  const waiting = track !== null && track.status !== 'ready' && track.status !== 'failed';
  const update = useCallback(
    (next: TrackView) =>
      setState((previous) => (previous.track?.id === next.id ? { ...previous, track: next } : previous)),
    [],
  );

  trpc.audio.progress.useSubscription(waiting && !polling ? { id: track.id } : skipToken, {
    onData: update,
    onError: () => setPolling(true),
  });
  const polled = trpc.audio.track.useQuery(waiting && polling ? { id: track.id } : skipToken, {
    refetchInterval: POLL_MS,
  });
  const polledTrack = polled.data;
  useEffect(() => {
    if (polledTrack !== undefined) update(polledTrack);
  }, [polledTrack, update]);

  return {
    track,
    error: current.error ?? (track?.status === 'failed' ? FAILED_TRACK : null),
    retry: () => {
      requested.delete(key);
      setPolling(false);
      setAttempt((count) => count + 1);
    },
  };
}
