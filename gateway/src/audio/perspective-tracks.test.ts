/**
 * The offline narration is shaped by the listener's audio preference (issue 26): listeners whose
 * perspectives order the facts alike share one track; a Photographer and a Historian get two.
 */
import { describe, expect, it } from 'vitest';
import { storedUser } from '../../test/actors.js';
import { useProduct } from '../../test/harness.js';
import { requestAudio } from './audio.service.js';

const product = useProduct({ shared: true });
const taj = { touristPlace: 'Taj Mahal', language: 'en-US' };

describe('tracks by perspective', () => {
  it('two Historians share a track; a Photographer gets another, told in their order', async () => {
    const h = await product();
    const listener = (email: string, userpreference: string) => storedUser(h, email, { userpreference });
    const free = { tier: 'free' } as const;
    const first = await requestAudio(h.deps, await listener('a@example.com', 'Historian'), taj, free);
    const second = await requestAudio(h.deps, await listener('b@example.com', 'Historian'), taj, free);
    const photographer = await requestAudio(
      h.deps,
      await listener('c@example.com', 'Photographer'),
      taj,
      free,
    );
    expect(second._id).toBe(first._id);
    expect(photographer._id).not.toBe(first._id);
    expect(first.perspective).toBe('history>architecture>local life>nature>photography');
    expect(photographer.perspective).toBe('photography>architecture>nature>local life>history');
  });
});
