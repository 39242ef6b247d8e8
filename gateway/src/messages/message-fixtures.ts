/** The people of the messages domain's tests, each with a typed tRPC caller. */
import { callerFor } from '../../test/caller.js';
import type { Harness } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { ashaAndTina, verifiedGuide } from '../../test/marketplace.js';

export const ASHA = 'asha@example.com';
export const TINA = 'tina@example.com';
export const RAVI = 'ravi@example.com';
export const SAM = 'sam@example.com';

/**
 * Asha, a verified guide, and Tina, a traveller (ashaAndTina); Ravi, another verified guide (of Agra
 * Fort); and Sam, a signed-in traveller with nothing booked.
 */
export async function messagingPeople(h: Harness) {
  const { asha, tina } = await ashaAndTina(h);
  const ravi = await verifiedGuide(h, RAVI, {
    guidePlaces: 'Agra Fort',
    guideCity: 'Uttar Pradesh',
    guidePrice: 12,
  });
  return {
    asha: await callerFor(h, asha),
    tina: await callerFor(h, tina),
    ravi: await callerFor(h, ravi.cookie),
    sam: await callerFor(h, await loggedIn(h, SAM)),
  };
}
