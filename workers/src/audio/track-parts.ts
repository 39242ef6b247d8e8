/**
 * A track spoken piece by piece: each piece is stored as its own blob and listed on the track as it
 * is made, so that the gateway (in this process or another) can stream the track before it is whole.
 */
import { buffer } from 'node:stream/consumers';
import { TRACKS_COLLECTION, type TrackDoc, type TrackPart, trackPartKey } from '@app/contracts';
import type { Platform } from '@app/infra';

type Deps = Pick<Platform, 'store' | 'speech' | 'blobs' | 'logger'>;

/** What is being spoken, and the parts of it already stored (a resumed take has some). */
export interface Take {
  trackId: string;
  take: string;
  text: string;
  languageId: string;
  parts: TrackPart[];
}

/** The take a track's stored state says was cut short (a crash, a timed-out try), if any. */
export function interruptedTake(track: TrackDoc): Take | null {
  if (track.status !== 'speaking' || !track.partsTake || !track.text || !track.textLanguage) return null;
  return {
    trackId: track._id,
    take: track.partsTake,
    text: track.text,
    languageId: track.textLanguage,
    parts: track.parts ?? [],
  };
}

/**
 * Speaks the pieces not yet stored. Each is stored, then listed on the track only if the take is
 * still this one at that count: a try the bus gave up on, or a second consumer of the same event,
 * finds its place taken and stops ('superseded') instead of listing a piece twice.
 */
export async function speakParts(
  deps: Deps,
  take: Take,
  signal?: AbortSignal,
): Promise<{ outcome: 'spoken'; parts: TrackPart[] } | { outcome: 'superseded' }> {
  const tracks = deps.store.collection<TrackDoc>(TRACKS_COLLECTION);
  const parts = [...take.parts];
  for await (const piece of deps.speech.speakPieces(take.text, take.languageId, parts.length)) {
    signal?.throwIfAborted();
    const key = trackPartKey(take.trackId, take.take, piece.index);
    await deps.blobs.put(key, piece.audio, { contentType: piece.contentType });
    const part: TrackPart = { key, bytes: piece.audio.length, durationMs: piece.durationMs };
    const listed = await tracks.updateOne(
      { _id: take.trackId, status: 'speaking', partsTake: take.take, partsReady: piece.index },
      {
        $push: { parts: part },
        $inc: { partsReady: 1 },
        $set: { partsTotal: piece.total, updatedAt: new Date() },
      },
    );
    if (listed.matched === 0) {
      // Another try took over. Its take listed this very piece (same key) or it is someone else's
      // take, where this piece is nobody's: then it goes.
      const now = await tracks.findOne({ _id: take.trackId });
      if (!now?.parts?.some((listedPart) => listedPart.key === key)) await deleteParts(deps, [part]);
      return { outcome: 'superseded' };
    }
    parts.push(part);
  }
  return { outcome: 'spoken', parts };
}

/** The whole track: its parts, read back and joined (MP3 frames concatenate). */
export async function joinParts(deps: Deps, parts: readonly TrackPart[]): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const bytes = await buffer(await deps.blobs.get(part.key));
    if (bytes.length !== part.bytes) {
      throw new Error(`part ${part.key} holds ${bytes.length} bytes, ${part.bytes} were listed`);
    }
    pieces.push(bytes);
  }
  return Buffer.concat(pieces);
}

/**
 * Removes parts no one reads any more (the whole blob holds them, or their take was abandoned).
 * A part left behind wastes a little space and nothing else: logged, not thrown.
 */
export async function deleteParts(deps: Deps, parts: readonly TrackPart[]): Promise<void> {
  for (const part of parts) {
    try {
      await deps.blobs.delete(part.key);
    } catch (err) {
      deps.logger.warn({ err, key: part.key }, 'track part not deleted');
    }
  }
}
