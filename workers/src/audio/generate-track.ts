/** One track's generation: write the text, speak it, store the audio, record the result. */
import {
  makeEvent,
  TOPICS,
  TRACKS_COLLECTION,
  type TrackDoc,
  type TrackStatus,
  trackBlobKey,
} from '@app/contracts';
import { alreadyHandled, markHandled, type Platform, recordEvents } from '@app/infra';

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
 * Makes the track ready, and marks the event handled in the same transaction; a repeated event,
 * or a track already ready, is left alone. An attempt the bus gave up on (`signal`, on its
 * time-out) stops at the next stage instead of racing its retry.
 */
export async function generateTrack(
  deps: Deps,
  { consumer, eventId, trackId }: TrackRequest,
  signal?: AbortSignal,
): Promise<'generated' | 'already-handled' | 'already-ready' | 'missing'> {
  if (await alreadyHandled(deps.store, consumer, eventId)) return 'already-handled';
  const tracks = deps.store.collection<TrackDoc>(TRACKS_COLLECTION);
  const track = await tracks.findOne({ _id: trackId });
  if (!track) return 'missing';
  if (track.status === 'ready') return 'already-ready';
  const place = await deps.places.byId(track.placeId);
  if (!place) throw new Error(`track ${trackId} names unknown place ${track.placeId}`);

  await setStage(deps, trackId, 'writing');
  const written = await deps.writer.write({
    place,
    languageId: track.language,
    perspective: track.perspective,
    length: track.length,
  });
  signal?.throwIfAborted();
  await setStage(deps, trackId, 'speaking');
  const speech = await deps.speech.synthesize(written.text, written.languageId);
  signal?.throwIfAborted();
  await deps.blobs.put(trackBlobKey(trackId), speech.audio, { contentType: speech.contentType });

  await deps.store.transaction(async (tx) => {
    await markHandled(tx, consumer, eventId);
    await tx.collection<TrackDoc>(TRACKS_COLLECTION).updateOne(
      { _id: trackId },
      {
        $set: {
          status: 'ready',
          text: written.text,
          textLanguage: written.languageId,
          fellBackToEnglish: written.fellBackToEnglish,
          durationMs: speech.durationMs,
          bytes: speech.audio.length,
          updatedAt: new Date(),
        },
        $unset: { error: true },
      },
    );
    await recordEvents(tx, [
      makeEvent(TOPICS.audioReady, { trackId, status: 'ready', durationMs: speech.durationMs }),
    ]);
  });
  deps.relay.nudge();
  return 'generated';
}

/** Records that a track could not be made, so waiting listeners hear about it. */
export async function failTrack(deps: Deps, trackId: string, error: string): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const changed = await tx
      .collection<TrackDoc>(TRACKS_COLLECTION)
      .updateOne(
        { _id: trackId, status: { $ne: 'ready' } },
        { $set: { status: 'failed', error: error.slice(0, 500), updatedAt: new Date() } },
      );
    if (changed.matched > 0) {
      await recordEvents(tx, [
        makeEvent(TOPICS.audioReady, { trackId, status: 'failed', error: error.slice(0, 500) }),
      ]);
    }
  });
  deps.relay.nudge();
}
