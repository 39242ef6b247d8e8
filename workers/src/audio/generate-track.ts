/**
 * One track's generation: write the text, speak it piece by piece (each piece stored and listed as
 * it is made, for the gateway to stream), then store the whole audio and record the result.
 */
import {
  makeEvent,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
  type TrackStatus,
  trackBlobKey,
} from '@app/contracts';
import { alreadyHandled, markHandled, type Platform, readMp3Frames, recordEvents } from '@app/infra';
import { settleTrackCharges } from './settle-charges.js';
import { deleteParts, interruptedTake, joinParts, speakParts, type Take } from './track-parts.js';

type Deps = Pick<Platform, 'store' | 'places' | 'writer' | 'speech' | 'blobs' | 'relay' | 'logger'>;

async function setStage(deps: Deps, trackId: string, status: TrackStatus): Promise<void> {
  await deps.store
    .collection<TrackDoc>(TRACKS_COLLECTION)
    .updateOne({ _id: trackId }, { $set: { status, updatedAt: new Date() } });
}

/** The request being handled: its event (marked handled with the track's result) and track. */
export interface TrackRequest {
  consumer: string;
  eventId: string;
  trackId: string;
}

/**
 * The text to speak, and a new take for its parts: written now, and recorded with the stage
 * 'speaking' so that a retry after a crash finds it and resumes instead of writing it again.
 */
async function newTake(deps: Deps, track: TrackDoc, signal?: AbortSignal): Promise<Take> {
  const place = await deps.places.byId(track.placeId);
  if (!place) throw new Error(`track ${track._id} names unknown place ${track.placeId}`);
  await setStage(deps, track._id, 'writing');
  const written = await deps.writer.write({
    place,
    languageId: track.language,
    perspective: track.perspective,
    length: track.length,
  });
  signal?.throwIfAborted();
  const take = crypto.randomUUID();
  await deps.store.collection<TrackDoc>(TRACKS_COLLECTION).updateOne(
    { _id: track._id },
    {
      $set: {
        status: 'speaking',
        text: written.text,
        textLanguage: written.languageId,
        fellBackToEnglish: written.fellBackToEnglish,
        partsTake: take,
        parts: [],
        partsReady: 0,
        updatedAt: new Date(),
      },
      $unset: { partsTotal: true },
    },
  );
  // A take abandoned when the track failed: nobody streams a failed track's parts.
  await deleteParts(deps, track.parts ?? []);
  return { trackId: track._id, take, text: written.text, languageId: written.languageId, parts: [] };
}

/**
 * Makes the track ready, and marks the event handled in the same transaction; a repeated event,
 * or a track already ready, is left alone. A try cut short (a crash, or the bus's time-out:
 * `signal`) leaves its parts listed, and the next try resumes after them; a try that finds another
 * one took over its take stops ('superseded').
 */
export async function generateTrack(
  deps: Deps,
  { consumer, eventId, trackId }: TrackRequest,
  signal?: AbortSignal,
): Promise<'generated' | 'already-handled' | 'already-ready' | 'missing' | 'superseded'> {
  if (await alreadyHandled(deps.store, consumer, eventId)) return 'already-handled';
  const tracks = deps.store.collection<TrackDoc>(TRACKS_COLLECTION);
  const track = await tracks.findOne({ _id: trackId });
  if (!track) return 'missing';
  if (track.status === 'ready') return 'already-ready';

  const take = interruptedTake(track) ?? (await newTake(deps, track, signal));
  const spoken = await speakParts(deps, take, signal);
  if (spoken.outcome === 'superseded') return 'superseded';
  const audio = await joinParts(deps, spoken.parts);
  // The frames say how long it plays; an engine whose audio is not plain frames is taken at its word.
  const durationMs = playingMs(audio) ?? spoken.parts.reduce((sum, part) => sum + part.durationMs, 0);
  await deps.blobs.put(trackBlobKey(trackId), audio, { contentType: 'audio/mpeg' });

  const made = await deps.store.transaction(async (tx) => {
    const held = { _id: trackId, status: 'speaking', partsTake: take.take };
    const trackIn = tx.collection<TrackDoc>(TRACKS_COLLECTION);
    if (!(await trackIn.findOne(held))) return false;
    await markHandled(tx, consumer, eventId);
    await settleTrackCharges(tx, trackId, durationMs);
    await recordEvents(tx, [makeEvent(TOPICS.audioReady, { trackId, status: 'ready', durationMs })]);
    // Last: the embedded store's readers see a transaction's writes as they land, and whoever sees
    // 'ready' must find the rest written.
    const ready = await trackIn.updateOne(held, {
      $set: { status: 'ready', durationMs, bytes: audio.length, updatedAt: new Date() },
      $unset: { error: true, parts: true, partsTake: true },
    });
    // Changed since the look above (MongoDB, where transactions run side by side): undo it all.
    if (ready.matched === 0) throw new Error(`track ${trackId} changed while it was being finished`);
    return true;
  });
  if (!made) return 'superseded';
  deps.relay.nudge();
  // The whole blob holds every part now; a gateway still streaming one reads on from the whole.
  await deleteParts(deps, spoken.parts);
  return 'generated';
}

function playingMs(audio: Buffer): number | null {
  try {
    return readMp3Frames(audio).durationMs;
  } catch {
    return null;
  }
}

/** Records that a track could not be made, so waiting listeners hear about it. */
export async function failTrack(deps: Deps, trackId: string, error: string): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const unfinished = { _id: trackId, status: { $ne: 'ready' } };
    const trackIn = tx.collection<TrackDoc>(TRACKS_COLLECTION);
    if (!(await trackIn.findOne(unfinished))) return;
    await settleTrackCharges(tx, trackId, 0);
    await recordEvents(tx, [
      makeEvent(TOPICS.audioReady, { trackId, status: 'failed', error: error.slice(0, 500) }),
    ]);
    // Last, as in generateTrack: whoever sees 'failed' finds the refunds made.
    const failed = await trackIn.updateOne(unfinished, {
      $set: { status: 'failed', error: error.slice(0, 500), updatedAt: new Date() },
    });
    if (failed.matched === 0) throw new Error(`track ${trackId} was finished while it was being failed`);
  });
  deps.relay.nudge();
}
