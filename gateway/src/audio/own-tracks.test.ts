/**
 * Each track is found by its own key or id: with another track already in the store (the same
 * place in Hindi, made), a request, its charge and every read of it concern the track asked for.
 * A store filter replaced by `{}` takes the first track it finds, which is the other one here.
 */
import { PLAN_LABELS, TRACKS_COLLECTION } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { storedUser } from '../../test/actors.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { trackDoc } from '../../test/track-doc.js';
import { users } from '../accounts/users.js';
import { requestAudio } from './audio.service.js';
import { followTrack, trackView, waitForTrack } from './tracks.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const taj = { touristPlace: 'Taj Mahal', language: 'en-US' };

/**
 * Taj Mahal's Hindi track of `length`, made (101 s long): in the store before anything is asked,
 * under an id that sorts before any UUID, so that it comes first in either store's order (MongoDB's
 * natural order is the order of insertion; the embedded store's is the order of ids).
 */
async function otherTrackMade(length: 'minute' | 'book'): Promise<string> {
  await h.platform.store.collection(TRACKS_COLLECTION).insertOne(
    trackDoc({
      _id: '0-hindi',
      key: `taj-mahal|hi-IN|curated|${length}`,
      language: 'hi-IN',
      length,
      status: 'ready',
      durationMs: 100_400,
    }),
  );
  return '0-hindi';
}

describe('with another track in the store', () => {
  it('a request gets a track of its own, read back by its own id while it is made', async () => {
    h = await startProduct();
    const other = await otherTrackMade('minute');
    const asked = await requestAudio(h.deps, await storedUser(h, 'asha@example.com'), taj, { tier: 'free' });
    expect(asked._id).not.toBe(other);
    expect(asked).toMatchObject({ language: 'en-US', status: 'pending' });

    expect(await trackView(h.deps, asked._id)).toMatchObject({ status: 'pending', audioUrl: null });
    expect(await waitForTrack(h.deps, asked._id, 20)).toMatchObject({ _id: asked._id, status: 'pending' });
    const stop = new AbortController();
    for await (const view of followTrack(h.deps, asked._id, stop.signal)) {
      expect(view).toMatchObject({ status: 'pending', audioUrl: null });
      stop.abort();
    }
  });

  it('a subscriber’s book not made yet is charged the estimate, not the other track’s length', async () => {
    h = await startProduct();
    await otherTrackMade('book');
    const ravi = await storedUser(h, 'ravi@example.com', {
      subscription: PLAN_LABELS.quadweek,
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      audioSecondsLeft: 1000,
    });
    await requestAudio(h.deps, ravi, taj, { tier: 'subscriber' });
    const left = (await users(h.platform.store).findOne({ _id: ravi.user?._id }))?.audioSecondsLeft;
    expect(left).toBe(1000 - 240);
  });
});
