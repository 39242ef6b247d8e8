/**
 * A track's audio while it is being spoken: the parts stored so far, then each new part as the
 * gateway lists it on the track (the audio worker, here or in another process, says it on
 * audio.progress; any gateway's recorder writes it down), then the rest of the whole blob
 * once the track is ready. The parts join into exactly the whole blob, so reading on from a byte
 * offset never repeats or skips a byte, whichever of the two it reads from.
 */
import { type TrackDoc, trackBlobKey } from '@app/contracts';
import { BlobNotFoundError } from '@app/infra';
import type { Ports } from '../core/index.js';
import type { TrackWaking } from './track-events.js';
import { TRACK_LOOK_MS, TRACK_RECHECK_MS, tracks } from './tracks.js';

/** No new part for this long and the stream is given up (the worker's time-out for one try). */
const STALL_MS = 5 * 60_000;

/** How a stream ended, for the log: 'complete' sent the whole track. */
export type StreamEnd = 'complete' | 'hung-up' | 'failed' | 'gone' | 'restarted' | 'stalled';

const isMissing = (error: unknown) =>
  error instanceof BlobNotFoundError ||
  (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT');

/**
 * A response body streaming the track: pulled as the listener reads, so a slow listener slows the
 * loop; a listener that hangs up (the body cancelled) ends it.
 */
export function streamingBody(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'> & TrackWaking,
  trackId: string,
): ReadableStream<Uint8Array> {
  const hangUp = new AbortController();
  const chunks = streamTrack(deps, trackId, hangUp.signal);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (err) {
        // Headers are sent: the listener gets what was made, ended; the rest is for the log.
        deps.logger.error({ err, trackId }, 'track stream broke off');
        controller.close();
      }
    },
    async cancel() {
      hangUp.abort();
      await chunks.return('hung-up');
    },
  });
}

/**
 * The track's bytes from the start, as they are made, until it is ready (then it reads the rest from
 * the whole blob) or it fails, restarts, stalls, or `signal` says the listener hung up. Logs how it
 * ended; never throws for the track's own failure.
 */
export async function* streamTrack(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'> & TrackWaking,
  trackId: string,
  signal: AbortSignal,
  lookMs = TRACK_LOOK_MS,
): AsyncGenerator<Uint8Array, StreamEnd> {
  const sent = { bytes: 0 };
  // Ended by a return() at a yield when the listener hangs up: that is the default.
  let end: StreamEnd = 'hung-up';
  const news = deps.trackEvents.newsOf(trackId);
  try {
    end = yield* follow(deps, trackId, signal, sent, (heard) =>
      news.wait(heard ? TRACK_RECHECK_MS : lookMs, signal),
    );
    return end;
  } finally {
    news.stop();
    deps.logger.info({ trackId, end, bytes: sent.bytes }, 'track stream ended');
  }
}

/**
 * Parts are sent as soon as they are recorded: the recorder and the bus wake the loop through
 * `waitForNews` (track-events.ts), which also lets it read the track every so often in case a
 * wake-up was lost; sooner after news that showed nothing new yet (`heard`).
 */
async function* follow(
  deps: Pick<Ports, 'store' | 'blobs'>,
  trackId: string,
  signal: AbortSignal,
  sent: { bytes: number },
  waitForNews: (heard: boolean) => Promise<boolean>,
): AsyncGenerator<Uint8Array, StreamEnd> {
  /** The keys of the parts sent from, by index: they must stay the track's first parts. */
  const started: string[] = [];
  let progressAt = performance.now();
  let heard = false;
  while (!signal.aborted) {
    const track = await tracks(deps.store).findOne({ _id: trackId });
    if (!track) return 'gone';
    if (track.status === 'ready') {
      const key = trackBlobKey(trackId);
      const info = await deps.blobs.stat(key);
      if (!info) return 'gone';
      if (sent.bytes < info.size) {
        for await (const chunk of await deps.blobs.get(key, { start: sent.bytes, end: info.size - 1 })) {
          sent.bytes += (chunk as Uint8Array).length;
          yield chunk as Uint8Array;
        }
      }
      return 'complete';
    }
    if (track.status === 'failed') return 'failed';
    const parts = track.parts ?? [];
    // A new take (the track failed and is spoken again) replaces parts already sent from.
    if (started.some((key, index) => parts[index]?.key !== key)) return 'restarted';
    const before = sent.bytes;
    for await (const chunk of partsFrom(deps, parts, sent.bytes, started)) {
      sent.bytes += chunk.length;
      yield chunk;
    }
    if (sent.bytes > before) progressAt = performance.now();
    else if (performance.now() - progressAt > STALL_MS) return 'stalled';
    else heard = await waitForNews(heard);
  }
  return 'hung-up';
}

/**
 * The bytes of `parts` from `offset` on, as far as they are stored: a part deleted meanwhile (the
 * track became ready) ends it early, and the caller reads on from the whole blob.
 */
async function* partsFrom(
  deps: Pick<Ports, 'blobs'>,
  parts: NonNullable<TrackDoc['parts']>,
  offset: number,
  started: string[],
): AsyncGenerator<Uint8Array> {
  let partStart = 0;
  let at = offset;
  for (const [index, part] of parts.entries()) {
    const partEnd = partStart + part.bytes;
    if (at < partEnd) {
      started[index] = part.key;
      try {
        const body = await deps.blobs.get(part.key, { start: at - partStart, end: part.bytes - 1 });
        for await (const chunk of body) {
          at += (chunk as Uint8Array).length;
          yield chunk as Uint8Array;
        }
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
    }
    partStart = partEnd;
  }
}
