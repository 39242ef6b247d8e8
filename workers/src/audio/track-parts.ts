/**
 * A take spoken piece by piece: each piece is stored as its own blob under a key the take names,
 * then announced (audio.progress), so that the gateway (in this process or another) lists it on the
 * track and streams it before the track is whole. The blobs are the worker's memory: a retry of the
 * same request finds the pieces a broken-off try stored and speaks only the rest.
 */
import { buffer } from 'node:stream/consumers';
import { type TrackPart, trackBlobKey, trackPartKey } from '@app/contracts';
import { type Platform, readMp3Frames } from '@app/infra';
import { announce } from './announce.js';

type Deps = Pick<Platform, 'speech' | 'blobs' | 'bus'>;

/** What is being spoken, and by which take. */
export interface Take {
  trackId: string;
  take: string;
  text: string;
  languageId: string;
}

/** The pieces of `take` already stored, in order: up to the first one missing. */
export async function storedParts(deps: Pick<Platform, 'blobs'>, take: Take): Promise<TrackPart[]> {
  const parts: TrackPart[] = [];
  for (let index = 0; ; index++) {
    const key = trackPartKey(take.trackId, take.take, index);
    // A blob is stored whole or not at all (written aside, then renamed; S3's PUT): no torn piece.
    if (!(await deps.blobs.stat(key))) return parts;
    const audio = await buffer(await deps.blobs.get(key));
    parts.push({ key, bytes: audio.length, durationMs: readMp3Frames(audio).durationMs });
  }
}

/**
 * Announces the pieces stored before (the gateway may have missed the last, if a try stopped between
 * storing and announcing it; it records each once), then speaks, stores and announces the rest.
 * Null when the whole track appeared meanwhile: another try of the same request (a redelivery during
 * a rebalance) made it, and the gateway may be removing the pieces this one would read.
 */
export async function speakParts(deps: Deps, take: Take, signal?: AbortSignal): Promise<TrackPart[] | null> {
  const parts = await storedParts(deps, take);
  for (const [index, part] of parts.entries())
    await announce(deps, { trackId: take.trackId, take: take.take, stage: 'part', index, part });
  for await (const piece of deps.speech.speakPieces(take.text, take.languageId, parts.length)) {
    // A try the bus gave up on stores nothing more: the next try may be speaking this very piece.
    signal?.throwIfAborted();
    if (await deps.blobs.stat(trackBlobKey(take.trackId))) return null;
    const key = trackPartKey(take.trackId, take.take, piece.index);
    await deps.blobs.put(key, piece.audio, { contentType: piece.contentType });
    const part: TrackPart = { key, bytes: piece.audio.length, durationMs: piece.durationMs };
    await announce(deps, {
      trackId: take.trackId,
      take: take.take,
      stage: 'part',
      index: piece.index,
      total: piece.total,
      part,
    });
    parts.push(part);
  }
  return parts;
}

/** The whole track: its parts, read back and joined (MP3 frames concatenate). */
export async function joinParts(deps: Pick<Platform, 'blobs'>, parts: readonly TrackPart[]): Promise<Buffer> {
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
