/**
 * The gateway's record of what the audio worker says, wherever it runs: each stage of a take
 * (audio.progress) and its result (audio.ready) written on the track, once however often it is
 * delivered. Only what the track's own take says counts: a late word from an earlier request's take
 * (the track failed and was asked for again) changes nothing. Recording a result settles the
 * listening charges held on the track in the same write, then removes the take's pieces and text,
 * which the whole blob (or nothing, for a failure) replaces.
 */
import { type Envelope, type Payload, parseEvent, TOPICS, trackTextKey } from '@app/contracts';
import { type Filter, PoisonMessageError, type Subscription } from '@app/infra';
import { ZodError, z } from 'zod';
import type { Ports } from '../core/index.js';
import { settleTrackCharges } from './charges.js';
import { readJsonBlob, removeBlobs } from './take-blobs.js';
import type { TrackWaking } from './track-events.js';
import { tracks } from './tracks.js';

export const RECORDER_GROUP = 'audio-recorder';

type Progress = Payload<typeof TOPICS.audioProgress>;
type Result = Payload<typeof TOPICS.audioReady>;

const OPEN = { $nin: ['ready', 'failed'] };

/** The track's own take: the one its request named, or any for a track asked for before takes were named. */
const ofTake = (take: string): Filter => ({
  $or: [{ partsTake: take }, { partsTake: { $exists: false } }],
});

/** Records a stage or a piece; whether it changed the track (a word heard again changes nothing). */
async function recordProgress(deps: Pick<Ports, 'store'>, progress: Progress): Promise<boolean> {
  const { trackId, take } = progress;
  const updatedAt = new Date();
  if (progress.stage === 'writing') {
    const { matched } = await tracks(deps.store).updateOne(
      { _id: trackId, status: 'pending', ...ofTake(take) },
      { $set: { status: 'writing', partsTake: take, updatedAt } },
    );
    return matched > 0;
  }
  if (progress.stage === 'speaking') {
    const { text, textLanguage, fellBackToEnglish } = progress;
    // Heard again when a try resumes: the track speaking already keeps the pieces it lists.
    const { matched } = await tracks(deps.store).updateOne(
      { _id: trackId, status: { $in: ['pending', 'writing'] }, ...ofTake(take) },
      {
        $set: {
          status: 'speaking',
          partsTake: take,
          text,
          textLanguage,
          fellBackToEnglish,
          parts: [],
          partsReady: 0,
          updatedAt,
        },
        $unset: { partsTotal: true },
      },
    );
    return matched > 0;
  }
  // Listed once, in order: a piece heard again, or ahead of one missing, finds partsReady elsewhere.
  const { matched } = await tracks(deps.store).updateOne(
    { _id: trackId, status: 'speaking', partsTake: take, partsReady: progress.index },
    {
      $push: { parts: progress.part },
      $inc: { partsReady: 1 },
      $set: { updatedAt, ...(progress.total === undefined ? {} : { partsTotal: progress.total }) },
    },
  );
  return matched > 0;
}

const writtenSchema = z.object({
  text: z.string().min(1),
  textLanguage: z.string().min(2),
  fellBackToEnglish: z.boolean(),
});

async function recordResult(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'> & TrackWaking,
  result: Result,
): Promise<void> {
  const { trackId, take } = result;
  // Results of workers that recorded tracks themselves (before takes were named) were recorded then.
  if (take === undefined) return;
  const open: Filter = { _id: trackId, status: OPEN, ...ofTake(take) };
  const before = await tracks(deps.store).findOne(open);
  if (!before) return;
  // audio.ready and audio.progress are topics apart: the take's text may not be recorded yet.
  const text =
    result.status === 'ready' && before.status !== 'speaking'
      ? await readJsonBlob(deps, trackTextKey(trackId, take), writtenSchema)
      : null;
  const recorded = await deps.store.transaction(async (tx) => {
    const track = await tracks(tx).findOne(open);
    if (!track) return null;
    const ready = result.status === 'ready';
    await settleTrackCharges(tx, trackId, ready ? (result.durationMs ?? 0) : 0);
    // Last: the embedded store's readers see a transaction's writes as they land, and whoever sees
    // the track finished must find its charges settled.
    const updatedAt = new Date();
    const finished = await tracks(tx).updateOne(
      open,
      ready
        ? {
            $set: {
              status: 'ready',
              durationMs: result.durationMs ?? 0,
              bytes: result.bytes ?? 0,
              ...(text ?? {}),
              updatedAt,
            },
            $unset: { error: true, parts: true, partsTake: true },
          }
        : {
            $set: { status: 'failed', error: (result.error ?? 'failed').slice(0, 500), updatedAt },
            $unset: { parts: true },
          },
    );
    // Changed since the look above (MongoDB, where transactions run side by side): undo it all.
    if (finished.matched === 0) throw new Error(`track ${trackId} changed while it was being finished`);
    return track;
  });
  if (!recorded) return;
  deps.trackEvents.wake(result);
  // A gateway still streaming the pieces reads on from the whole blob once it sees the track ready.
  await removeBlobs(deps, [...(recorded.parts ?? []).map((part) => part.key), trackTextKey(trackId, take)]);
}

/** Records one event of the audio worker's; a malformed one can never be recorded (poison). */
export async function recordWorkerEvent(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'> & TrackWaking,
  topic: string,
  raw: Envelope,
): Promise<void> {
  try {
    if (topic === TOPICS.audioProgress) {
      const progress = parseEvent(TOPICS.audioProgress, raw).payload;
      // This process's waiters read it now; the other gateways' were woken by the event itself.
      if (await recordProgress(deps, progress)) deps.trackEvents.progressed(progress.trackId);
    } else await recordResult(deps, parseEvent(TOPICS.audioReady, raw).payload);
  } catch (error) {
    if (error instanceof ZodError) throw new PoisonMessageError(`invalid ${topic}: ${error.message}`);
    throw error;
  }
}

/** Records what the audio worker says, in one durable group of the gateways. */
export async function startTrackRecorder(
  deps: Pick<Ports, 'logger' | 'store' | 'bus' | 'blobs'> & TrackWaking,
): Promise<Subscription> {
  return deps.bus.subscribe({
    group: RECORDER_GROUP,
    topics: [TOPICS.audioProgress, TOPICS.audioReady],
    // One at a time: a take's stages are recorded in the order the worker reached them.
    concurrency: 1,
    handler: (raw, { topic }) => recordWorkerEvent(deps, topic, raw),
  });
}
