/** Tracks: one per (place, language, perspective, length), generated once and then served from blobs. */
import {
  type CatalogPlace,
  MESSAGES,
  makeEvent,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
  type TrackView,
} from '@app/contracts';
import { isDuplicateKey, recordEvents, type Store } from '@app/infra';
import { AppError, type Ports } from '../core/index.js';
import type { TrackWaking } from './track-events.js';
import { expectedLengthMs } from './track-length.js';

export const tracks = (store: Store) => store.collection<TrackDoc>(TRACKS_COLLECTION);

export async function ensureTrackIndexes(store: Store): Promise<void> {
  await store.ensureIndex(TRACKS_COLLECTION, { fields: ['key'], unique: true });
}

export interface TrackRequest {
  place: CatalogPlace;
  language: string;
  perspective: string;
  length: 'minute' | 'book';
}

/** The key a request's track is stored under, and the perspective it is told from. */
export function trackKey(deps: Pick<Ports, 'writer'>, request: TrackRequest) {
  // Perspectives the writer tells alike share one track (the offline writer's order of themes).
  const perspective = deps.writer.perspectiveKey({
    placeId: request.place.id,
    languageId: request.language,
    perspective: request.perspective,
    length: request.length,
  });
  return { key: [request.place.id, request.language, perspective, request.length].join('|'), perspective };
}

/** The track made for a request already, if there is one. */
export function findTrack(
  deps: Pick<Ports, 'store' | 'writer'>,
  request: TrackRequest,
): Promise<TrackDoc | null> {
  return tracks(deps.store).findOne({ key: trackKey(deps, request).key });
}

/** A track opened in a transaction, and whether this opened it (its event waits for the relay). */
export interface OpenedTrack {
  track: TrackDoc;
  requested: boolean;
}

/**
 * The track for a request inside the caller's transaction: the existing one, or a new one (a
 * failed one again) with its `audio.requested` event. The caller nudges the relay once committed.
 */
export async function openTrack(
  tx: Store,
  deps: Pick<Ports, 'writer'>,
  request: TrackRequest,
): Promise<OpenedTrack> {
  const { key, perspective } = trackKey(deps, request);
  const now = new Date();
  const again = await tracks(tx).findOne({ key });
  if (again && again.status !== 'failed') return { track: again, requested: false };
  const trackId = again?._id ?? crypto.randomUUID();
  const event = makeEvent(TOPICS.audioRequested, {
    trackId,
    placeId: request.place.id,
    language: request.language,
    perspective,
    tier: request.length === 'minute' ? 'free' : 'subscriber',
    length: request.length,
  });
  // The request's event id names the take the track waits for: what the worker says of another
  // take (an earlier request's, late) is not recorded.
  const waiting = { status: 'pending', partsTake: event.id, updatedAt: now } as const;
  const doc: TrackDoc = again
    ? { ...again, ...waiting }
    : {
        _id: trackId,
        key,
        placeId: request.place.id,
        placeName: request.place.name,
        language: request.language,
        perspective,
        length: request.length,
        createdAt: now,
        ...waiting,
      };
  if (again) await tracks(tx).updateOne({ _id: trackId }, { $set: waiting, $unset: { error: true } });
  else await tracks(tx).insertOne(doc);
  await recordEvents(tx, [event]);
  return { track: doc, requested: true };
}

/**
 * The track for a request: the existing one, or a new one with its `audio.requested` event in the
 * same transaction. Identical requests at the same moment share one track and one generation; a
 * failed track is tried again.
 */
export async function requestTrack(
  deps: Pick<Ports, 'store' | 'writer' | 'relay'>,
  request: TrackRequest,
): Promise<TrackDoc> {
  const { key } = trackKey(deps, request);
  const collection = tracks(deps.store);
  const existing = await collection.findOne({ key });
  if (existing && existing.status !== 'failed') return existing;
  try {
    const opened = await deps.store.transaction((tx) => openTrack(tx, deps, request));
    if (opened.requested) deps.relay.nudge();
    return opened.track;
  } catch (error) {
    // Another gateway created the same track a moment earlier: use it.
    if (isDuplicateKey(error)) {
      const winner = await collection.findOne({ key });
      if (winner) return winner;
    }
    throw error;
  }
}

/** Whether the track can be played now: whole, or its first pieces spoken (it streams from there). */
export const isPlayable = (track: TrackDoc) =>
  track.status === 'ready' || (track.status === 'speaking' && (track.partsReady ?? 0) > 0);

export const trackAudioUrl = (trackId: string) => `/api/tracks/${trackId}/audio`;

export function toView(track: TrackDoc): TrackView {
  return {
    id: track._id,
    placeId: track.placeId,
    placeName: track.placeName,
    status: track.status,
    language: track.language,
    textLanguage: track.textLanguage ?? null,
    fellBackToEnglish: track.fellBackToEnglish ?? false,
    text: track.text ?? null,
    durationMs: track.durationMs ?? null,
    expectedDurationMs: expectedLengthMs(track),
    audioUrl: isPlayable(track) ? trackAudioUrl(track._id) : null,
  };
}

const FINISHED = new Set(['ready', 'failed']);

/**
 * How long a waiter sleeps between looks at the track: the worker's `audio.ready` may wake it before
 * the track is recorded finished (in another gateway, no wake follows), so it looks again.
 */
const WAIT_LOOK_MS = 500;

/** The track once finished, or as it is when `timeoutMs` runs out. */
export async function waitForTrack(
  deps: Pick<Ports, 'store'> & TrackWaking,
  trackId: string,
  timeoutMs: number,
): Promise<TrackDoc | null> {
  const deadline = performance.now() + timeoutMs;
  const news = deps.trackEvents.newsOf(trackId);
  try {
    for (;;) {
      const track = await tracks(deps.store).findOne({ _id: trackId });
      const left = deadline - performance.now();
      if (!track || FINISHED.has(track.status) || left <= 0) return track;
      await news.wait(Math.min(left, WAIT_LOOK_MS));
    }
  } finally {
    news.stop();
  }
}

/** A track as callers see it; 404 when there is none. */
export async function trackView(deps: Pick<Ports, 'store'>, trackId: string): Promise<TrackView> {
  const track = await tracks(deps.store).findOne({ _id: trackId });
  if (!track) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return toView(track);
}

/**
 * How long a follower waits for news of its track (track-events.ts wakes it for every stage, piece
 * and end) before it reads the track anyway: for a wake-up lost, e.g. while the bus reconnects.
 */
export const TRACK_LOOK_MS = 1000;
/**
 * After news that showed nothing new, the next look comes soon: in another gateway the worker's
 * word can arrive before the recorder has written it on the track.
 */
export const TRACK_RECHECK_MS = 100;
const LENGTH_STEP_MS = 3000;

/**
 * The track each time its stage changes (queued, writing, speaking, ready) or it becomes playable
 * (its first pieces spoken), until it is finished.
 */
export async function* followTrack(
  deps: Pick<Ports, 'store'> & TrackWaking,
  trackId: string,
  signal?: AbortSignal,
  lookMs = TRACK_LOOK_MS,
): AsyncGenerator<TrackView> {
  const news = deps.trackEvents.newsOf(trackId);
  try {
    let last = '';
    let heard = false;
    while (!signal?.aborted) {
      const track = await tracks(deps.store).findOne({ _id: trackId });
      if (!track) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const playable = isPlayable(track);
      // The expected length too, in steps of a few seconds: the player's bar is corrected as pieces come.
      const now = `${track.status}|${playable}|${Math.round((expectedLengthMs(track) ?? 0) / LENGTH_STEP_MS)}`;
      const changed = now !== last;
      if (changed) {
        last = now;
        yield toView(track);
      }
      if (FINISHED.has(track.status)) return;
      heard = await news.wait(heard && !changed ? TRACK_RECHECK_MS : lookMs, signal);
    }
  } finally {
    news.stop();
  }
}
