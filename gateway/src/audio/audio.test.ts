import { LANGUAGES, PLAN_LABELS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { cookieOf, loggedIn, post } from '../../test/http.js';

/** Listening changes the listener's allowance: each such test has its own product, with the audio worker. */
let h: Harness;
const start = useProduct({ workers: ['audio'] });
/** Refused input and descriptions change nothing: those tests share one product (without the worker). */
const shared = useProduct({ shared: true });
const taj = { touristPlace: 'Taj Mahal', language: 'English (US)' };

/**
 * Taj Mahal in the `index`th language, asked the way the app does (tRPC, answered at once): a
 * different track each time, since one heard today replays free (listening.test.ts).
 */
async function listenIn(index: number, cookie: string) {
  const language = LANGUAGES[index]?.label ?? 'English (US)';
  return (await callerFor(h, cookie)).audio.request({ touristPlace: 'Taj Mahal', language });
}

async function setUser(email: string, fields: Record<string, unknown>) {
  await h.platform.store.collection('users').updateOne({ email }, { $set: fields });
}

describe('anonymous visitors', () => {
  it("get 5 one-minute narrations per device, then 'please log in '", async () => {
    h = await start();
    const first = await post(h, '/api/generateForAudioBookFreeVersionWithOutLogIn', { ...taj, email: '' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'ready',
      placeName: 'Taj Mahal',
      language: 'en-US',
      fellBackToEnglish: false,
    });
    expect(first.body.audioUrl).toMatch(/^\/api\/tracks\/[0-9a-f-]{36}\/audio$/);
    const device = cookieOf(first.cookies, 'did');
    expect(first.cookies.find((c) => c.startsWith('did='))).toMatch(/HttpOnly/);
    for (let i = 1; i < 5; i++)
      await expect(listenIn(i, device)).resolves.toMatchObject({ placeName: 'Taj Mahal' });
    const sixth = await post(
      h,
      '/api/generateForAudioBookFreeVersionWithOutLogIn',
      { ...taj, language: LANGUAGES[5]?.label },
      device,
    );
    expect(sixth).toMatchObject({ status: 403, body: { message: 'please log in ' } });
  });

  it('cannot escape the limit by dropping the cookie: the address is capped too', async () => {
    h = await start();
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++) {
      status = (await post(h, '/api/generateForAudioBookFreeVersionWithOutLogIn', taj)).status;
    }
    expect(status).toBe(403);
  });
});

describe('free users', () => {
  it("get 10 uses a day, then 'Your daily limit has been exhausted'", async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      (await post(h, '/api/generateForAudioBookFreeVersion', { ...taj, email: 'asha@example.com' }, cookie))
        .status,
    ).toBe(200);
    for (let i = 1; i < 10; i++)
      await expect(listenIn(i, cookie)).resolves.toMatchObject({ placeName: 'Taj Mahal' });
    const eleventh = await post(
      h,
      '/api/generateForAudioBookFreeVersion',
      { ...taj, language: LANGUAGES[10]?.label },
      cookie,
    );
    expect(eleventh).toMatchObject({ status: 429, body: { message: 'Your daily limit has been exhausted' } });
  });

  it("then spend quiz reward time, and hear 'reward time is exhausted' when it is spent", async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    await setUser('asha@example.com', { rewardSeconds: 60, rewardEarnedSeconds: 60 });
    for (let i = 0; i < 10; i++) await listenIn(i, cookie);
    await expect(listenIn(10, cookie)).resolves.toMatchObject({ placeName: 'Taj Mahal' });
    const spent = await post(
      h,
      '/api/generateForAudioBookFreeVersion',
      { ...taj, language: LANGUAGES[11]?.label },
      cookie,
    );
    expect(spent).toMatchObject({ status: 429, body: { message: 'reward time is exhausted' } });
  });

  it('must be logged in, as themselves', async () => {
    h = await start();
    expect((await post(h, '/api/generateForAudioBookFreeVersion', taj)).status).toBe(401);
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      (await post(h, '/api/generateForAudioBookFreeVersion', { ...taj, email: 'ravi@example.com' }, cookie))
        .status,
    ).toBe(403);
  });
});

describe('subscribers', () => {
  it('hear the long-form audio book within their plan’s minutes', async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    const refused = await post(h, '/api/generateForAudioBook', taj, cookie);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'The full audio book needs a Fortnight or Quadweek plan.' },
    });
    await setUser('asha@example.com', {
      subscription: PLAN_LABELS.quadweek,
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      audioSecondsLeft: 300,
    });
    const book = await post(h, '/api/generateForAudioBook', taj, cookie);
    expect(book.status).toBe(200);
    expect(String(book.body.text).split(/\s+/).length).toBeGreaterThan(500);
    expect(Number(book.body.durationMs)).toBeGreaterThan(120_000);
    // The same book again today replays free; another one needs more minutes than are left.
    expect(await post(h, '/api/generateForAudioBook', taj, cookie)).toMatchObject({
      status: 200,
      body: { id: book.body.id },
    });
    const used = await post(h, '/api/generateForAudioBook', { ...taj, language: 'Hindi' }, cookie);
    expect(used).toMatchObject({
      status: 429,
      body: { message: 'Your plan’s audio minutes are used up. Please renew your plan.' },
    });
  }, 60_000);

  it('have no daily limit on the one-minute narration', async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    await setUser('asha@example.com', {
      subscription: PLAN_LABELS.fortnight,
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
    });
    for (let i = 0; i < 12; i++)
      await expect(listenIn(i, cookie)).resolves.toMatchObject({ placeName: 'Taj Mahal' });
  });

  it('lose the audio book when the plan has expired', async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    await setUser('asha@example.com', {
      subscription: PLAN_LABELS.fortnight,
      subscriptionExpiresAt: new Date(Date.now() - 1000),
      audioSecondsLeft: 5000,
    });
    expect((await post(h, '/api/generateForAudioBook', taj, cookie)).status).toBe(403);
  });
});

describe('special plan buyers', () => {
  it("hear the places of their plan, replayed that day; others get 'Please Purhcase the plan first'", async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    const body = { ...taj, purchasedPlan: 'India Highlights' };
    expect(await post(h, '/api/generateForAudioBookPlan', body, cookie)).toMatchObject({
      status: 403,
      body: { message: 'Please Purhcase the plan first' },
    });
    const user = await h.platform.store.collection('users').findOne({ email: 'asha@example.com' });
    await h.platform.store.collection('purchased_plans').insertOne({
      _id: 'p1',
      userId: user?._id,
      plan_name: 'India Highlights',
      country: 'India',
      tourist_places: { 'Taj Mahal': 'not listened', 'Amber Fort': 'not listened' },
    });
    const heard = await post(h, '/api/generateForAudioBookPlan', body, cookie);
    expect(heard.status).toBe(200);
    // Heard today, it replays (after a reload too); on a later day it is 'You have already
    // listened this' (listening.test.ts).
    expect(await post(h, '/api/generateForAudioBookPlan', body, cookie)).toMatchObject({
      status: 200,
      body: { id: heard.body.id },
    });
    const other = await post(
      h,
      '/api/generateForAudioBookPlan',
      { ...body, touristPlace: 'Eiffel Tower' },
      cookie,
    );
    expect(other.body.message).toBe('Please Purhcase the plan first');
  }, 60_000);
});

describe('tracks', () => {
  it('are generated once: concurrent identical requests share one track and one generation', async () => {
    h = await start();
    const cookie = await loggedIn(h, 'asha@example.com');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(
          h,
          '/api/generateForAudioBookFreeVersion',
          { touristPlace: 'Eiffel Tower', language: 'French' },
          cookie,
        ),
      ),
    );
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await h.platform.store.collection('outbox').count({ topic: 'audio.requested' })).toBe(1);
    expect(replies[0]?.body).toMatchObject({
      language: 'fr-FR',
      textLanguage: 'fr-FR',
      fellBackToEnglish: false,
    });
  });

  it('serve their audio whole and by byte range', async () => {
    h = await start();
    const reply = await post(h, '/api/generateForAudioBookFreeVersionWithOutLogIn', taj);
    const url = String(reply.body.audioUrl);
    const whole = await h.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);

    const part = await h.app.request(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await h.app.request(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const open = await h.app.request(url, { headers: { range: `bytes=${bytes.length - 5}-` } });
    expect(open.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`,
    );

    const beyond = await h.app.request(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect((await h.app.request('/api/tracks/00000000-0000-0000-0000-000000000000/audio')).status).toBe(404);
    expect((await h.app.request('/api/tracks/..%2f..%2fusers/audio')).status).toBe(404);
  });

  it('stream their audio over HTTP straight from the file: whole, by range and HEAD, with every header and its log line', async () => {
    h = await start();
    const reply = await post(h, '/api/generateForAudioBookFreeVersionWithOutLogIn', taj);
    const base = await h.listen();
    const url = `${base}${String(reply.body.audioUrl)}`;
    const whole = await fetch(url);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    });
    const part = await fetch(url, {
      headers: { range: 'bytes=100-199', 'x-request-id': 'trace-audio-0001' },
    });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 100-199/${bytes.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([
      200,
      String(bytes.length),
      0,
    ]);
    await vi.waitFor(() =>
      expect(h.logs.find((line) => line.requestId === 'trace-audio-0001')).toMatchObject({
        msg: 'request',
        status: 206,
      }),
    );
  });
});

describe('bad input', () => {
  it.each([
    [
      '/api/generateForAudioBookFreeVersionWithOutLogIn',
      { touristPlace: 'Atlantis', language: 'English (US)' },
      404,
      'We could not find that tourist place.',
    ],
    [
      '/api/generateForAudioBookFreeVersionWithOutLogIn',
      { touristPlace: 'Taj Mahal', language: 'Klingon' },
      400,
      'That language is not supported.',
    ],
    [
      '/api/generateForAudioBookFreeVersionWithOutLogIn',
      { language: 'Hindi' },
      400,
      'Please choose a tourist place.',
    ],
    [
      '/api/generateForAudioBookFreeVersionWithOutLogIn',
      { touristPlace: 'x'.repeat(500) },
      400,
      'Please choose a tourist place.',
    ],
    ['/api/generate', { touristPlace: 'Atlantis' }, 404, 'We could not find that tourist place.'],
    [
      '/api/synthesize',
      { text: 'x'.repeat(1001), language: 'English (US)' },
      400,
      'Text must be at most 1000 characters.',
    ],
    ['/api/synthesize', { text: '', language: 'English (US)' }, 400, 'text: This field is required.'],
    ['/api/synthesize', { text: 'Hello', language: 'Elvish' }, 400, 'That language is not supported.'],
  ])('%s %j answers %i %s', async (path, body, status, message) => {
    const h = await shared();
    expect(await post(h, path, body)).toMatchObject({ status, body: { message } });
  });

  it('answers malformed JSON with 400', async () => {
    const h = await shared();
    expect((await post(h, '/api/generate', '{"touristPlace": "Taj')).status).toBe(400);
  });
});

describe('descriptions and direct speech', () => {
  it('describes a place in the chosen language, and falls back to English where there is no narration', async () => {
    const h = await shared();
    const hindi = await post(h, '/api/generate', { touristPlace: 'Taj Mahal', email: '', language: 'Hindi' });
    expect(hindi.body).toMatchObject({
      language: 'hi-IN',
      fellBackToEnglish: false,
      place: { id: 'taj-mahal', city: 'Agra' },
    });
    expect(String(hindi.body.description)).toMatch(/[\u0900-\u097F]/);
    const german = await post(h, '/api/generate', { touristPlace: 'Hawa Mahal', language: 'German' });
    expect(german.body).toMatchObject({ language: 'en-US', fellBackToEnglish: true });
  });

  it('speaks a short text straight away as MP3', async () => {
    const h = await shared();
    const res = await h.app.request('/api/synthesize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Welcome to Jaipur.', language: 'English Indian' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
