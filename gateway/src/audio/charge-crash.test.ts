/**
 * A subscriber's audio book is charged at an estimate while it is made and settled to its length
 * once it is ready. Rule: whatever point the process dies at while taking the charge, once the
 * listener asks again and the book is ready, the plan has paid the book's length, once.
 * A death is modelled at each commit of the request: the store takes no write after the k-th
 * (a kill -9 there leaves the embedded store as it was then; the crash test kills at random).
 */
import { chargedSeconds, PLAN_LABELS } from '@app/contracts';
import type { Store } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { storedUser } from '../../test/actors.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { requestAudio } from './audio.service.js';
import { tracks } from './tracks.js';

const startProduct = useProduct();
const taj = { touristPlace: 'Taj Mahal', language: 'en-US' };
const PLAN_SECONDS = 1000;

/** The store as a process sees it that dies once `commits` transactions have committed. */
function dyingAfter(store: Store, commits: number): Store {
  let committed = 0;
  return Object.assign(Object.create(store) as Store, {
    transaction<R>(work: (tx: Store) => Promise<R>): Promise<R> {
      if (committed >= commits) return Promise.reject(new Error('the process died'));
      return store.transaction(work).then((result) => {
        committed++;
        return result;
      });
    },
  });
}

async function subscriber(h: Harness, email: string) {
  return storedUser(h, email, {
    subscription: PLAN_LABELS.quadweek,
    subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
    audioSecondsLeft: PLAN_SECONDS,
  });
}

const secondsLeft = async (h: Harness, email: string) =>
  (await h.platform.store.collection('users').findOne({ email }))?.audioSecondsLeft;

describe('an audio book charge across a death', () => {
  it('is settled to the book’s length, once, whichever commit of the request the process died after', async () => {
    const h = await startProduct({ workers: ['audio'] });
    // Each commit of the request, and one past them all (no death): the first death that is no
    // longer reached ends the walk.
    for (let commits = 0; ; commits++) {
      const email = `died-after-${commits}@example.com`;
      const listener = await subscriber(h, email);
      const store = dyingAfter(h.platform.store, commits);
      const first = requestAudio({ ...h.deps, store }, listener, taj, { tier: 'subscriber' }).catch(
        (error: Error) => error,
      );
      const reachedDeath = (await first) instanceof Error;
      // Restarted, the listener asks again.
      const track = await requestAudio(h.deps, listener, taj, { tier: 'subscriber' });
      await vi.waitFor(
        async () =>
          expect((await tracks(h.platform.store).findOne({ _id: track._id }))?.status).toBe('ready'),
        { timeout: 60_000, interval: 50 },
      );
      const ready = await tracks(h.platform.store).findOne({ _id: track._id });
      const cost = chargedSeconds(ready?.durationMs ?? 0);
      expect(cost, 'a book of another length than the estimate').not.toBe(240);
      expect(await secondsLeft(h, email), `died after ${commits} commit(s)`).toBe(PLAN_SECONDS - cost);
      if (!reachedDeath) break;
      // The next listener meets a book not made yet: a new language each time.
      await tracks(h.platform.store).deleteOne({ _id: track._id });
    }
  }, 180_000);
});
