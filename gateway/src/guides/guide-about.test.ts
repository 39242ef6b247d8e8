/**
 * A guide's bio and hours are written on their own guide profile only: a user who has sent none is
 * told to send it first, and no profile comes of the attempt.
 */
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';

const startProduct = useProduct();

describe('setting the bio or the hours without a guide profile', () => {
  it('is refused with “Send your guide profile first.” and creates no profile', async () => {
    const h = await startProduct();
    const tina = await callerFor(h, await loggedIn(h, 'tina@example.com'));
    const notAGuide = {
      code: 'FORBIDDEN',
      message: 'Send your guide profile first.',
      cause: { appCode: 'NOT_A_GUIDE' },
    };
    await expect(
      tina.guides.setAbout({ bio: 'Born in Agra.', languages: ['Hindi'], yearsOfExperience: 3 }),
    ).rejects.toMatchObject(notAGuide);
    await expect(tina.guides.setAvailability({ weekly: [], daysOff: [] })).rejects.toMatchObject(notAGuide);
    expect(await h.platform.store.collection('guides').count({})).toBe(0);
  });
});
