import { PLAN_LABELS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn } from '../../test/http.js';
import { accountById } from '../accounts/account.js';
import type { Actor } from '../accounts/actor.js';
import { newUser, type UserDoc, users } from '../accounts/users.js';
import { listeningAllowance, requestAudio } from './audio.service.js';
import { opening } from './sample.js';

let h: Harness;
const startProduct = useProduct();

const DAY = 24 * 3600_000;
/**
 * Noon UTC today, 17:30 in India, whose day ends at 18:30 UTC. Today, not a fixed date: the store
 * sweeps records by the real clock, and these expire two days after they are written.
 */
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const TOMORROW = new Date(NOW.getTime() + DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const taj = (language = 'en-US') => ({ touristPlace: 'Taj Mahal', language });

async function person(email: string, fields: Partial<UserDoc> = {}): Promise<() => Promise<Actor>> {
  const doc = newUser(email, fields);
  await users(h.platform.store).insertOne(doc);
  // Read afresh each time, as a request resolves its actor.
  return async () => ({
    ip: '203.0.113.7',
    secure: false,
    sessionId: null,
    user: await accountById(h.platform.store, doc._id),
  });
}

const visitor: Actor = { ip: '203.0.113.9', secure: false, sessionId: null, user: null };
const device = (id: string) => ({ tier: 'anonymous', deviceId: id }) as const;
const allowanceOf = (actor: Actor, now = NOW, deviceId = 'device-aaaaaaaaaaaaaaaa') =>
  listeningAllowance(h.deps, actor, () => deviceId, now);

describe('the listening allowance', () => {
  it('tells a visitor their free listens left on this device, over tRPC and REST, by the device cookie', async () => {
    h = await startProduct();
    const setCookies: string[] = [];
    const first = await (await callerFor(h, undefined, { setCookies })).audio.allowance();
    expect(first).toEqual({ tier: 'anonymous', left: 5, limit: 5 });
    const cookie = setCookies.find((c) => c.startsWith('did='))?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^did=/);
    await (await callerFor(h, cookie)).audio.request({ touristPlace: 'Taj Mahal' });
    expect(await (await callerFor(h, cookie)).audio.allowance()).toEqual({
      tier: 'anonymous',
      left: 4,
      limit: 5,
    });
    expect((await get(h, '/api/audio/allowance', cookie)).body).toEqual({
      tier: 'anonymous',
      left: 4,
      limit: 5,
    });
    // Another device starts from five.
    expect((await get(h, '/api/audio/allowance')).body).toMatchObject({ left: 5 });
  });

  it('tells a free user the listens left today and when they reset (midnight in India)', async () => {
    h = await startProduct();
    const asha = await person('asha@example.com', { rewardSeconds: 120 });
    expect(await allowanceOf(await asha())).toEqual({
      tier: 'free',
      left: 10,
      limit: 10,
      resetsAt: `${dayOf(NOW)}T18:30:00.000Z`,
      rewardSeconds: 120,
    });
    await requestAudio(h.deps, await asha(), taj(), { tier: 'free' }, NOW);
    await requestAudio(h.deps, await asha(), taj('hi-IN'), { tier: 'free' }, NOW);
    expect(await allowanceOf(await asha())).toMatchObject({ left: 8 });
    // Past 18:30 UTC it is tomorrow in India: a fresh day, ending the next midnight there.
    expect(await allowanceOf(await asha(), new Date(`${dayOf(NOW)}T20:00:00Z`))).toMatchObject({
      left: 10,
      resetsAt: `${dayOf(TOMORROW)}T18:30:00.000Z`,
    });
  });

  it('tells a subscriber the minutes left in their plan, and over tRPC for a logged-in caller', async () => {
    h = await startProduct();
    const plan = {
      subscription: PLAN_LABELS.fortnight,
      subscriptionExpiresAt: new Date(NOW.getTime() + 14 * DAY),
      audioSecondsLeft: 5400,
    };
    const ravi = await person('ravi@example.com', plan);
    expect(await allowanceOf(await ravi())).toEqual({
      tier: 'subscriber',
      plan: PLAN_LABELS.fortnight,
      secondsLeft: 5400,
    });
    await requestAudio(h.deps, await ravi(), taj(), { tier: 'subscriber' }, NOW);
    // The estimate is held until the book is made (charges.ts).
    expect(await allowanceOf(await ravi())).toMatchObject({ secondsLeft: 5400 - 240 });

    const cookie = await loggedIn(h, 'asha@example.com');
    expect(await (await callerFor(h, cookie)).audio.allowance()).toMatchObject({
      tier: 'free',
      left: 10,
    });
  });
});

describe('a track already paid for today', () => {
  it('replays free for a visitor, after a reload too, and is charged again the next day', async () => {
    h = await startProduct();
    await requestAudio(h.deps, visitor, taj(), device('device-aaaaaaaaaaaaaaaa'), NOW);
    // A reload asks the server again: same device, same track, same day.
    await requestAudio(h.deps, visitor, taj(), device('device-aaaaaaaaaaaaaaaa'), NOW);
    expect(await allowanceOf(visitor)).toMatchObject({ left: 4 });
    await requestAudio(h.deps, visitor, taj(), device('device-aaaaaaaaaaaaaaaa'), TOMORROW);
    expect(await allowanceOf(visitor, TOMORROW)).toMatchObject({ left: 3 });
    // Another device pays for its own listen.
    await requestAudio(h.deps, visitor, taj(), device('device-bbbbbbbbbbbbbbbb'), NOW);
    expect(await allowanceOf(visitor, NOW, 'device-bbbbbbbbbbbbbbbb')).toMatchObject({ left: 4 });
  });

  it('replays free for a free user even once the day’s uses are spent; tomorrow it costs a use', async () => {
    h = await startProduct();
    const asha = await person('asha@example.com');
    const languages = [
      'en-US',
      'hi-IN',
      'fr-FR',
      'de-DE',
      'es-ES',
      'it-IT',
      'ja-JP',
      'ko-KR',
      'pl-PL',
      'tr-TR',
    ];
    for (const language of languages)
      await requestAudio(h.deps, await asha(), taj(language), { tier: 'free' }, NOW);
    expect(await allowanceOf(await asha())).toMatchObject({ left: 0 });
    await expect(requestAudio(h.deps, await asha(), taj('sv-SE'), { tier: 'free' }, NOW)).rejects.toThrow(
      'Your daily limit has been exhausted',
    );
    await requestAudio(h.deps, await asha(), taj('hi-IN'), { tier: 'free' }, NOW);
    await requestAudio(h.deps, await asha(), taj('hi-IN'), { tier: 'free' }, TOMORROW);
    expect(await allowanceOf(await asha(), TOMORROW)).toMatchObject({ left: 9 });
  });

  it('is not a refusal remembered: a listen refused at the limit is charged once there is room', async () => {
    h = await startProduct();
    const asha = await person('asha@example.com', { rewardSeconds: 0 });
    await h.platform.store
      .collection('audio_usage')
      .insertOne({ _id: `free:${(await asha()).user?._id}:${dayOf(NOW)}`, count: 10, expiresAt: TOMORROW });
    await expect(requestAudio(h.deps, await asha(), taj(), { tier: 'free' }, NOW)).rejects.toThrow();
    await users(h.platform.store).updateOne({ email: 'asha@example.com' }, { $set: { rewardSeconds: 60 } });
    await requestAudio(h.deps, await asha(), taj(), { tier: 'free' }, NOW);
    expect(await allowanceOf(await asha())).toMatchObject({ rewardSeconds: 0 });
  });

  it('costs a subscriber its minutes once', async () => {
    h = await startProduct();
    const ravi = await person('ravi@example.com', {
      subscription: PLAN_LABELS.quadweek,
      subscriptionExpiresAt: new Date(NOW.getTime() + 28 * DAY),
      audioSecondsLeft: 1000,
    });
    await requestAudio(h.deps, await ravi(), taj(), { tier: 'subscriber' }, NOW);
    await requestAudio(h.deps, await ravi(), taj(), { tier: 'subscriber' }, NOW);
    expect(await allowanceOf(await ravi())).toMatchObject({ secondsLeft: 760 });
  });

  it('heard by a plan buyer replays that day; on a later day it is "You have already listened this"', async () => {
    h = await startProduct();
    const asha = await person('asha@example.com');
    await h.platform.store.collection('purchased_plans').insertOne({
      _id: 'p1',
      userId: (await asha()).user?._id,
      plan_name: 'India Highlights',
      country: 'India',
      tourist_places: { 'Taj Mahal': 'not listened' },
    });
    const plan = { tier: 'plan', purchasedPlan: 'India Highlights' } as const;
    const first = await requestAudio(h.deps, await asha(), taj(), plan, NOW);
    expect((await requestAudio(h.deps, await asha(), taj(), plan, NOW))._id).toBe(first._id);
    await expect(requestAudio(h.deps, await asha(), taj(), plan, TOMORROW)).rejects.toThrow(
      'You have already listened this',
    );
  });
});

describe('two requests for one track at once (two tabs)', () => {
  it('charge a free user once', async () => {
    h = await startProduct();
    const asha = await person('asha@example.com');
    const actor = await asha();
    await Promise.all([1, 2, 3].map(() => requestAudio(h.deps, actor, taj(), { tier: 'free' }, NOW)));
    expect(await allowanceOf(await asha())).toMatchObject({ left: 9 });
  });

  it('charge a visitor’s device once', async () => {
    h = await startProduct();
    const id = 'device-cccccccccccccccc';
    await Promise.all([1, 2].map(() => requestAudio(h.deps, visitor, taj(), device(id), NOW)));
    expect(await allowanceOf(visitor, NOW, id)).toMatchObject({ left: 4 });
  });
});

describe('the home page sample', () => {
  it('is spoken once per language, served with ranges, and costs no listen', async () => {
    h = await startProduct();
    const first = await h.app.request('/api/audio/sample.mp3?language=Hindi');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const part = await h.app.request('/api/audio/sample.mp3?language=hi-IN', {
      headers: { range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    expect((await get(h, '/api/audio/allowance')).body).toMatchObject({ left: 5 });
    expect((await h.app.request('/api/audio/sample.mp3?language=Klingon')).status).toBe(400);
  });

  it('is the narration’s opening sentences, within the length', () => {
    const text = 'First one. Second one! Third one? Fourth.';
    expect(opening(text, 25)).toBe('First one. Second one!');
    expect(opening('स्वागत है। यह किला है।', 12)).toBe('स्वागत है।');
    expect(opening('One very long sentence without an end in sight', 20)).toBe('One very long…');
    // Exactly the length: whole, not cut.
    expect(opening('Ab. Cd.', 7)).toBe('Ab. Cd.');
    // Runs of marks, a closing quote after the mark, and no space before the next sentence.
    expect(opening('Wow!! Next one.', 100)).toBe('Wow!! Next one.');
    expect(opening('He said “Go.” Then he left.', 15)).toBe('He said “Go.”');
    expect(opening('One.Two. Three.', 100)).toBe('One.Two. Three.');
  });

  it('is spoken once per language, for visitors arriving one after another or at once', async () => {
    h = await startProduct();
    const synthesize = vi.spyOn(h.platform.speech, 'synthesize');
    const hindi = () => h.app.request('/api/audio/sample.mp3?language=hi-IN');
    expect((await hindi()).status).toBe(200);
    expect((await hindi()).status).toBe(200);
    expect(synthesize).toHaveBeenCalledTimes(1);
    const french = () => h.app.request('/api/audio/sample.mp3?language=fr-FR');
    expect((await Promise.all([french(), french(), french()])).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);
    expect(synthesize).toHaveBeenCalledTimes(2);
  });
});
