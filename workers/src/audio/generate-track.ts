/**
 * One track's generation, with no store: write the text (kept as a blob of the take), speak it piece
 * by piece (each stored and announced as it is made, for the gateway to stream), then store the
 * whole audio and say so on `audio.ready`. The gateway records all of it on the track; the worker
 * needs only the bus, the blobs and its engines, so it runs in a process of its own as well as in
 * the gateway's.
 */
import { buffer } from 'node:stream/consumers';
import { type Payload, type TOPICS, trackBlobKey, trackTextKey } from '@app/contracts';
import { type Platform, readMp3Frames } from '@app/infra';
import { z } from 'zod';
import { announce, announceResult } from './announce.js';
import { joinParts, speakParts, type Take } from './track-parts.js';

type Deps = Pick<Platform, 'places' | 'writer' | 'speech' | 'blobs' | 'bus' | 'logger'>;
type Request = Payload<typeof TOPICS.audioRequested>;

/** The request being handled, and its take: the id of its event, the same on every delivery. */
export interface TrackRequest {
  take: string;
  request: Request;
}

const writtenSchema = z.object({
  text: z.string().min(1),
  textLanguage: z.string().min(2),
  fellBackToEnglish: z.boolean(),
});
type Written = z.infer<typeof writtenSchema>;

/** Requests recorded before they named their length: a free listen is a minute. */
const lengthOf = (request: Request) => request.length ?? (request.tier === 'free' ? 'minute' : 'book');

/** The take's text as a try before this one wrote it, if one did. */
async function writtenBefore(deps: Deps, trackId: string, take: string): Promise<Written | null> {
  const key = trackTextKey(trackId, take);
  if (!(await deps.blobs.stat(key))) return null;
  return writtenSchema.parse(JSON.parse((await buffer(await deps.blobs.get(key))).toString('utf8')));
}

/** Writes the take's text and keeps it, so that a retry after a crash speaks the same words. */
async function write(deps: Deps, { take, request }: TrackRequest, signal?: AbortSignal): Promise<Written> {
  const place = await deps.places.byId(request.placeId);
  if (!place) throw new Error(`track ${request.trackId} names unknown place ${request.placeId}`);
  await announce(deps, { trackId: request.trackId, take, stage: 'writing' });
  const written = await deps.writer.write({
    place,
    languageId: request.language,
    perspective: request.perspective,
    length: lengthOf(request),
  });
  signal?.throwIfAborted();
  // Another try of the same request (a redelivery during a rebalance) may have kept its text first:
  // both then speak those words, so that their pieces, stored under the same keys, agree.
  const first = await writtenBefore(deps, request.trackId, take);
  if (first) return first;
  const kept: Written = {
    text: written.text,
    textLanguage: written.languageId,
    fellBackToEnglish: written.fellBackToEnglish,
  };
  await deps.blobs.put(trackTextKey(request.trackId, take), Buffer.from(JSON.stringify(kept)), {
    contentType: 'application/json',
  });
  return kept;
}

/**
 * Makes the track and says it is ready. A repeated request whose track was made already only says
 * so again; a try cut short (a crash, or the bus's time-out: `signal`) leaves its text and pieces
 * stored, and the next try resumes after them.
 */
export async function generateTrack(
  deps: Deps,
  { take, request }: TrackRequest,
  signal?: AbortSignal,
): Promise<'generated' | 'already-made'> {
  const { trackId } = request;
  if (await madeAlready(deps, trackId, take)) return 'already-made';
  const written =
    (await writtenBefore(deps, trackId, take)) ?? (await write(deps, { take, request }, signal));
  await announce(deps, { trackId, take, stage: 'speaking', ...written });
  const spoken: Take = { trackId, take, text: written.text, languageId: written.textLanguage };
  const parts = await speakParts(deps, spoken, signal);
  if (parts === null) {
    await madeAlready(deps, trackId, take);
    return 'already-made';
  }
  const audio = await joinParts(deps, parts);
  signal?.throwIfAborted();
  // Never over a whole track another try stored meanwhile: listeners may be reading it.
  if (await madeAlready(deps, trackId, take)) return 'already-made';
  // The frames say how long it plays; an engine whose audio is not plain frames is taken at its word.
  const measured = lengthOfAudio(
    audio,
    parts.reduce((sum, part) => sum + part.durationMs, 0),
  );
  await deps.blobs.put(trackBlobKey(trackId), audio, { contentType: 'audio/mpeg' });
  await announceResult(deps, { trackId, take, status: 'ready', ...measured });
  return 'generated';
}

/** Whether the whole track is stored already; if so, says it is ready (again: the gateway records it once). */
async function madeAlready(deps: Deps, trackId: string, take: string): Promise<boolean> {
  const whole = trackBlobKey(trackId);
  if (!(await deps.blobs.stat(whole))) return false;
  const audio = await buffer(await deps.blobs.get(whole));
  await announceResult(deps, { trackId, take, status: 'ready', ...lengthOfAudio(audio) });
  return true;
}

function lengthOfAudio(audio: Buffer, fallbackMs = 0): { durationMs: number; bytes: number } {
  let durationMs = fallbackMs;
  try {
    durationMs = readMp3Frames(audio).durationMs;
  } catch {
    // Not plain MP3 frames: the engine's own figure stands.
  }
  return { durationMs: Math.round(durationMs), bytes: audio.length };
}

/** Says that a track could not be made, so the gateway refunds its charges and wakes its listeners. */
export async function failTrack(deps: Pick<Platform, 'bus'>, { take, request }: TrackRequest, error: string) {
  await announceResult(deps, {
    trackId: request.trackId,
    take,
    status: 'failed',
    error: error.slice(0, 500),
  });
}
