/**
 * The hostile-input walk: every REST path and every tRPC procedure of the running product gets
 * cross-site, mistyped, malformed, oversized and injected requests. None may change anything from
 * another site, none may answer 5xx, and no answer may show zod's wording or internals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../harness.js';
import { loggedIn } from '../http.js';
import { LEAK, MULTIPART_PATHS, procedures, restPosts } from './routes.js';

/** One product for the whole walk, listening, with the walker signed in. */
const product = useProduct({ shared: true, env: { BODY_LIMIT_BYTES: '4096' } });
let h: Harness;
let base: string;
/** A signed-in user's cookie, so that calls needing a session get as far as their body. */
let cookie: string;
beforeAll(async () => {
  h = await product();
  base = await h.listen();
  cookie = await loggedIn(h, 'walker@example.com');
});

/** Calls that need a session: a visitor hears 401 whatever the body. */
const SIGNED_IN = [
  '/api/autoLogIn',
  '/api/loadUserData',
  '/api/userFullName',
  '/api/userAddress',
  '/api/userPreference',
  '/api/verifyPhoneNumber',
  '/api/verifyPhoneOtp',
  '/api/userprofilePicture',
  '/api/getTransactionHistory',
  '/api/tourOperatorData',
  '/api/subscribeEmail',
  '/api/submit-review',
  '/api/send-review-email',
  '/api/save-quiz',
  '/api/check-quiz-played',
  '/api/generateForAudioBookFreeVersion',
  '/api/generateForAudioBook',
  '/api/generateForAudioBookPlan',
];

const json = { 'content-type': 'application/json' };
/** The walker's session for every call but the one that would end it. */
const session = (path: string): Record<string, string> => (path === '/api/logout' ? {} : { cookie });
const answer = async (res: Response) => ({ status: res.status, text: await res.text() });
const codeOf = (text: string) => (JSON.parse(text) as { code?: string }).code;

describe('every REST call', () => {
  it('is walked: the app has the calls this suite expects', () => {
    const paths = restPosts(h);
    expect(paths.length).toBeGreaterThanOrEqual(34);
    for (const path of SIGNED_IN) expect(paths).toContain(path);
  });

  it('refuses a request from another site with 403, by Origin or by Sec-Fetch-Site', async () => {
    for (const path of restPosts(h)) {
      for (const headers of [
        { ...json, origin: 'https://evil.example' },
        { ...json, origin: 'null' },
        { ...json, 'sec-fetch-site': 'cross-site' },
        { ...json, 'sec-fetch-site': 'same-site' },
      ]) {
        const res = await answer(await fetch(`${base}${path}`, { method: 'POST', headers, body: '{}' }));
        expect({ path, headers, status: res.status, code: codeOf(res.text) }).toMatchObject({
          status: 403,
          code: 'CROSS_SITE',
        });
      }
    }
  });

  it('lets the site itself and clients that are not browsers through', async () => {
    const body = JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Agra' });
    for (const headers of [
      { ...json, origin: base },
      { ...json, origin: 'http://localhost:3000' }, // the configured public origin
      { ...json, 'sec-fetch-site': 'same-origin', origin: base },
      { ...json, 'sec-fetch-site': 'none' },
      json,
    ]) {
      const res = await fetch(`${base}/api/touristPlaces`, { method: 'POST', headers, body });
      expect({ headers, status: res.status }).toMatchObject({ status: 200 });
    }
  });

  it('refuses a body that does not say it is JSON with 415 (text/plain, a form, no type)', async () => {
    for (const path of restPosts(h)) {
      for (const [type, body] of [
        ['text/plain', '{}'],
        ['application/x-www-form-urlencoded', 'a=1'],
        [undefined, new TextEncoder().encode('{}')],
      ] as const) {
        const res = await answer(
          await fetch(`${base}${path}`, {
            method: 'POST',
            headers: type ? { 'content-type': type, ...session(path) } : session(path),
            body,
          }),
        );
        expect({ path, type, status: res.status }).toMatchObject({ status: 415 });
      }
    }
  });

  it('answers a malformed multipart upload 400, not 500', async () => {
    const res = await fetch(`${base}/api/userprofilePicture`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot closed',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PICTURE_MISSING' });
  });

  it('answers malformed, oversized and injected bodies with a 4xx or a plain answer, never a 5xx or a leak', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"a":',
      JSON.stringify({ x: 'y'.repeat(8000) }),
      JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
      JSON.stringify({
        email: { $gt: '' },
        logInEmail: { $ne: null },
        storedLoggedInEmail: ['a@b.co'],
        touristPlace: '../../etc/passwd',
        selectedCountryName: '\u0000',
        language: '<script>alert(1)</script>',
        answers: [99, -1, 'x'],
      }),
    ];
    for (const path of restPosts(h)) {
      for (const body of bodies) {
        const type = MULTIPART_PATHS.has(path) ? 'multipart/form-data; boundary=x' : 'application/json';
        const res = await answer(
          await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': type, ...session(path) },
            body,
          }),
        );
        expect({ path, body: body.slice(0, 40), status: res.status }).toMatchObject({
          status: expect.toSatisfy((s: number) => s < 500),
        });
        expect(res.text).not.toMatch(LEAK);
      }
    }
    expect(h.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it('answers a body that is not an object in plain words', async () => {
    const res = await fetch(`${base}/api/logIn`, { method: 'POST', headers: json, body: 'null' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Request body must be a JSON object.',
      code: 'INVALID_INPUT',
    });
  });

  it('tells a visitor to log in (401) before looking at the body', async () => {
    for (const path of SIGNED_IN) {
      const type = MULTIPART_PATHS.has(path) ? 'multipart/form-data; boundary=x' : 'application/json';
      const res = await answer(
        await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': type }, body: 'null' }),
      );
      expect({ path, status: res.status, code: codeOf(res.text) }).toEqual({
        path,
        status: 401,
        code: 'NOT_LOGGED_IN',
      });
    }
  });
});

describe('every tRPC procedure', () => {
  const mutations = () => procedures().filter((p) => p.type === 'mutation');
  const queries = () => procedures().filter((p) => p.type === 'query');

  it('is walked: the router has the procedures this suite expects', () => {
    expect(mutations().length).toBeGreaterThan(10);
    expect(queries().length).toBeGreaterThan(10);
  });

  it('refuses a mutation from another site with 403', async () => {
    for (const { path } of mutations()) {
      const res = await answer(
        await fetch(`${base}/trpc/${path}`, {
          method: 'POST',
          headers: { ...json, origin: 'https://evil.example' },
          body: '{}',
        }),
      );
      expect({ path, status: res.status }).toMatchObject({ status: 403 });
    }
  });

  /** The app's uploads: FormData inputs, so multipart is theirs; anything else but JSON is not. */
  const UPLOADS = new Set(['profile.uploadPicture', 'guides.submitProfile']);

  it('refuses a mutation whose body is not JSON with 415 (an upload: not multipart either)', async () => {
    for (const { path } of mutations()) {
      const upload = UPLOADS.has(path);
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        ...(upload ? [] : ['multipart/form-data; boundary=x']),
      ]) {
        const res = await fetch(`${base}/trpc/${path}`, {
          method: 'POST',
          // Signed in, so a refusal is about the body, not the session.
          headers: { 'content-type': type, ...(upload ? { cookie } : {}) },
          body: '{}',
        });
        expect({ path, type, status: res.status }).toMatchObject({ status: 415 });
      }
    }
  });

  it('answers malformed and hostile input with a 4xx, never a 5xx or a leak', async () => {
    const inputs = [
      'null',
      '[]',
      '{',
      '"x"',
      JSON.stringify({ email: { $gt: '' }, id: '../x', touristPlace: 7 }),
    ];
    for (const { path, type } of procedures()) {
      if (type === 'subscription') continue;
      for (const input of inputs) {
        const res = await answer(
          type === 'query'
            ? await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(input)}`)
            : await fetch(`${base}/trpc/${path}`, { method: 'POST', headers: json, body: input }),
        );
        expect({ path, input, status: res.status }).toMatchObject({
          status: expect.toSatisfy((s: number) => s < 500),
        });
        expect(res.text).not.toMatch(LEAK);
      }
    }
  });

  it('answers a batch of more than 20 calls 400, and serves one of 20', async () => {
    const batch = (n: number) => Array.from({ length: n }, () => 'catalog.featured').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    const over = await fetch(`${base}/trpc/${batch(21)}?batch=1&input=${input}`);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ message: 'Too many calls in one request.', code: 'TOO_MANY_CALLS' });
    const within = await fetch(`${base}/trpc/${batch(20)}?batch=1&input=${input}`);
    expect(within.status).toBe(200);
    expect(await within.json()).toHaveLength(20);
  });
});
