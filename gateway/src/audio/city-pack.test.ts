/**
 * audio.cityPack (issue 26): before a city is downloaded, the app is told each place's size and
 * what getting its narration costs the caller, by the counters audio.request charges; the
 * download then asks audio.request place by place, which charges and refuses exactly as told.
 */
import { CITY_PACK_RULES, type CityPackPlan, PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { storedUser } from '../../test/actors.js';
import { type Caller, callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { users } from '../accounts/users.js';
import { requestAudio } from './audio.service.js';
import { cityPack } from './city-pack.js';
import { waitForTrack } from './tracks.js';

const startProduct = useProduct();
const DAY = 24 * 3600_000;
const JAIPUR = { selectedCountryName: 'India', selectedCityName: 'Jaipur', language: 'English (US)' };
const accessOf = (plan: CityPackPlan) => plan.places.map((place) => place.access);

/** Asks for each place's narration as a listen does; the codes of those refused, in order. */
async function download(api: Caller, plan: CityPackPlan): Promise<Array<string | null>> {
  const refused: Array<string | null> = [];
  for (const place of plan.places) {
    const asked = api.audio.request({ touristPlace: place.id, city: plan.city, language: 'English (US)' });
    refused.push(
      await asked.then(
        () => null,
        (error: { cause?: { appCode?: string } }) => error.cause?.appCode ?? 'refused',
      ),
    );
  }
  return refused;
}

describe('what taking a city offline costs', () => {
  it('tells a visitor five of Jaipur’s six narrations use their free listens and the sixth needs a login, as audio.request then does', async () => {
    const h = await startProduct();
    const setCookies: string[] = [];
    const plan = await (await callerFor(h, undefined, { setCookies })).audio.cityPack(JAIPUR);
    expect(plan.places).toHaveLength(6);
    expect(accessOf(plan)).toEqual(['listen', 'listen', 'listen', 'listen', 'listen', 'needs-login']);
    expect(plan).toMatchObject({ language: 'en-US', listens: 5, allowance: { tier: 'anonymous', left: 5 } });
    expect(plan.bytes).toBe(5 * CITY_PACK_RULES.estimatedNarrationBytes);
    expect(plan.places.every((place) => !place.exact)).toBe(true);

    // The device the plan was told for (its cookie) hears the last place first: it is paid for today.
    const cookie = setCookies.find((line) => line.startsWith('did='))?.split(';')[0] ?? '';
    const api = await callerFor(h, cookie);
    const last = plan.places[5];
    await api.audio.request({ touristPlace: last?.id ?? '', city: 'Jaipur' });
    const after = await api.audio.cityPack(JAIPUR);
    expect(accessOf(after)).toEqual(['listen', 'listen', 'listen', 'listen', 'needs-login', 'free']);
    expect(after.listens).toBe(4);
    expect(await download(api, after)).toEqual([null, null, null, null, 'AUDIO_LOG_IN', null]);
  });

  it('tells a free user the places heard today are free, then today’s listens and reward minutes, then “needs a plan”', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    await users(h.platform.store).updateOne({ email: 'asha@example.com' }, { $set: { rewardSeconds: 90 } });
    // A caller per call, as each request resolves its user afresh (their reward time changes).
    const api = () => callerFor(h, cookie);
    const delhi = { ...JAIPUR, selectedCityName: 'Delhi' };
    // Nine of today's ten listens: Agra's six places and three of Delhi's.
    const agra = await (await api()).audio.cityPack({ ...JAIPUR, selectedCityName: 'Agra' });
    expect(await download(await api(), agra)).toEqual([null, null, null, null, null, null]);
    for (const place of (await (await api()).audio.cityPack(delhi)).places.slice(0, 3))
      await (await api()).audio.request({ touristPlace: place.id, city: 'Delhi' });

    const plan = await (await api()).audio.cityPack(delhi);
    // One listen left today, and a minute of reward time (90 s pays for one narration).
    expect(accessOf(plan)).toEqual(['free', 'free', 'free', 'listen', 'listen', 'needs-plan']);
    expect(plan).toMatchObject({ listens: 2, allowance: { tier: 'free', left: 1, rewardSeconds: 90 } });
    const refused: Array<string | null> = [];
    for (const place of plan.places)
      refused.push(...(await download(await api(), { ...plan, places: [place] })));
    expect(refused).toEqual([null, null, null, null, null, 'AUDIO_DAILY_LIMIT']);
    const after = await (await api()).audio.cityPack(delhi);
    expect(accessOf(after)).toEqual(['free', 'free', 'free', 'free', 'free', 'needs-plan']);
    expect(after.allowance).toMatchObject({ left: 0, rewardSeconds: 30 });
  });

  it('tells a subscriber every narration is free, and the download spends none of their minutes', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'ravi@example.com');
    await users(h.platform.store).updateOne(
      { email: 'ravi@example.com' },
      {
        $set: {
          subscription: PLAN_LABELS.fortnight,
          subscriptionExpiresAt: new Date(Date.now() + 14 * DAY),
          audioSecondsLeft: 5400,
        },
      },
    );
    const api = await callerFor(h, cookie);
    const plan = await api.audio.cityPack(JAIPUR);
    expect(accessOf(plan)).toEqual(Array(6).fill('free'));
    expect(plan.listens).toBe(0);
    expect(await download(api, plan)).toEqual(Array(6).fill(null));
    expect(await api.audio.allowance()).toMatchObject({ tier: 'subscriber', secondsLeft: 5400 });
  });

  it('knows a narration by its listener’s perspective: a Photographer’s place heard today is free for them', async () => {
    const h = await startProduct();
    const photographer = await storedUser(h, 'lens@example.com', { userpreference: 'Photographer' });
    const device = () => 'device-aaaaaaaaaaaaaaaa';
    const before = await cityPack(h.deps, photographer, { ...JAIPUR, language: 'en-US' }, device);
    const hawa = before.places.find((place) => place.name === 'Hawa Mahal');
    expect(hawa?.access).toBe('listen');
    const asked = await requestAudio(
      h.deps,
      photographer,
      { touristPlace: hawa?.id ?? '', language: 'en-US' },
      { tier: 'free' },
    );
    expect(asked.perspective).toBe('photography>architecture>nature>local life>history');
    const after = await cityPack(h.deps, photographer, { ...JAIPUR, language: 'en-US' }, device);
    expect(after.places.find((place) => place.name === 'Hawa Mahal')?.access).toBe('free');
  });

  it('gives a narration already made its stored size, and the others about as much', {
    timeout: 120_000,
  }, async () => {
    const h = await startProduct({ workers: ['audio'] });
    const api = await callerFor(h);
    const [first] = (await api.audio.cityPack(JAIPUR)).places;
    const track = await api.audio.request({ touristPlace: first?.id ?? '', city: 'Jaipur' });
    expect((await waitForTrack(h.deps, track.id, 90_000))?.status).toBe('ready');
    const stored = await h.platform.blobs.stat(`tracks/${track.id}.mp3`);
    const plan = await api.audio.cityPack(JAIPUR);
    expect(plan.places[0]).toMatchObject({ exact: true, bytes: stored?.size });
    // The others are estimated at the size of the one made: the same voice, about as long.
    expect(plan.places.slice(1)).toEqual(
      Array(5).fill(expect.objectContaining({ exact: false, bytes: stored?.size })),
    );
    expect(plan.bytes).toBe(5 * (stored?.size ?? 0));
  });

  it('answers a language it does not speak and a missing city with their messages', async () => {
    const h = await startProduct();
    const api = await callerFor(h);
    await expect(api.audio.cityPack({ ...JAIPUR, language: 'Klingon' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That language is not supported.',
    });
    await expect(api.audio.cityPack({ ...JAIPUR, selectedCityName: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please choose a city.',
    });
  });
});
