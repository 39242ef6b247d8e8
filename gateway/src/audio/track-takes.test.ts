/**
 * A stream follows one take of a track being spoken. When the track is spoken again from the start
 * (a new take, under new piece keys) the bytes already sent belong to the old take: the stream ends
 * as 'restarted' rather than splicing the new take's bytes onto them, and the player asks again.
 * When the track is gone altogether, the stream ends as 'gone'.
 */
import { TRACKS_COLLECTION, type TrackDoc, trackPartKey } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { trackDoc } from '../../test/track-doc.js';
import { streamTrack } from './track-stream.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const TRACK = 'track-spoken';

/** Stores the take's first piece, `bytes` bytes long, and lists it as the track's only piece so far. */
async function speaking(take: string, bytes: number): Promise<void> {
  const key = trackPartKey(TRACK, take, 0);
  await h.platform.blobs.put(key, Buffer.alloc(bytes, take), { contentType: 'audio/mpeg' });
  const parts = [{ key, bytes, durationMs: 1000 }];
  const collection = h.platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
  if ((await collection.updateOne({ _id: TRACK }, { $set: { parts } })).matched > 0) return;
  await collection.insertOne(
    trackDoc({ _id: TRACK, status: 'speaking', parts, partsReady: 1, partsTotal: 4 }),
  );
}

describe('a stream of a track being spoken', () => {
  it('ends as restarted when a new take replaces the pieces it sent from', async () => {
    h = await startProduct();
    await speaking('a', 100);
    const chunks = streamTrack(h.deps, TRACK, new AbortController().signal);
    const first = await chunks.next();
    expect(Buffer.from(first.value as Uint8Array)).toEqual(Buffer.alloc(100, 'a'));
    // Pulled no further while the track is spoken again, longer: its first piece is now another.
    await speaking('b', 300);
    expect(await chunks.next()).toEqual({ done: true, value: 'restarted' });
  });

  it('ends as gone when the track is deleted meanwhile', async () => {
    h = await startProduct();
    await speaking('a', 100);
    const chunks = streamTrack(h.deps, TRACK, new AbortController().signal);
    await chunks.next();
    await h.platform.store.collection(TRACKS_COLLECTION).deleteOne({ _id: TRACK });
    expect(await chunks.next()).toEqual({ done: true, value: 'gone' });
  });
});
