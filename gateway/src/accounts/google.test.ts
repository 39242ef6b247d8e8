import { MESSAGES } from '@app/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { cookieOf, get, latestOtp, loggedIn, post } from '../../test/http.js';

let idp: OAuth2Server;
let h: Harness;
const startProduct = useProduct();

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
});
afterAll(async () => {
  await idp.stop();
});

const googleEnv = () => {
  const issuer = idp.issuer.url ?? '';
  return {
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    PUBLIC_URL: 'http://localhost:3000',
  };
};

function userinfo(body: Record<string, unknown>) {
  idp.service.once('beforeUserinfo', (response) => {
    response.body = body;
  });
}

/** Why the last Google sign-in failed, as logged: the error's message, kind and stable code. */
function lastFailure() {
  const err = h.logs.filter((line) => line.msg === 'Google sign-in failed').at(-1)?.err as
    | { message?: string; code?: string; appCode?: string }
    | undefined;
  return err && { message: err.message, code: err.code, appCode: err.appCode };
}
const googleFailed = { message: MESSAGES.googleFailed, code: 'BAD_REQUEST', appCode: 'GOOGLE_FAILED' };

/** The browser's part: start at /auth/google, pass the IdP, come back to the callback with the cookies. */
async function signInWithGoogle(tamper?: (callback: URL) => void) {
  const start = await h.app.request('/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const flowCookies = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const atIdp = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atIdp.headers.get('location') ?? '');
  tamper?.(callback);
  const back = await h.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: flowCookies },
  });
  return { start, authorize, back };
}

describe('Google sign-in', () => {
  it('runs the whole redirect flow with PKCE and state, and opens a session', async () => {
    h = await startProduct({ env: googleEnv() });
    userinfo({ sub: 'g-123', email: 'Meera@Example.com', email_verified: true, name: 'Meera Iyer' });
    const { start, authorize, back } = await signInWithGoogle();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    for (const line of start.headers.getSetCookie()) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/Max-Age=600/);
    }
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/?signin=google');
    const sid = cookieOf(back.headers.getSetCookie());
    const who = await get(h, '/login/sucess', sid);
    expect(who.body).toMatchObject({
      message: 'user Login',
      user: { email: 'meera@example.com', username: 'Meera Iyer', signInMethods: ['google'] },
    });
  });

  it('links an existing account by its verified e-mail', async () => {
    h = await startProduct({ env: googleEnv() });
    await loggedIn(h, 'asha@example.com');
    userinfo({ sub: 'g-asha', email: 'asha@example.com', email_verified: true });
    const { back } = await signInWithGoogle();
    const who = await get(h, '/login/sucess', cookieOf(back.headers.getSetCookie()));
    expect(who.body.user).toMatchObject({ email: 'asha@example.com', signInMethods: ['password', 'google'] });
    expect(await h.platform.store.collection('users').count({})).toBe(1);
  });

  it('refuses an unverified Google e-mail', async () => {
    h = await startProduct({ env: googleEnv() });
    userinfo({ sub: 'g-9', email: 'x@example.com', email_verified: false });
    const { back } = await signInWithGoogle();
    expect(back.headers.get('location')).toBe('/?signin=unverified');
    expect(back.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    expect(lastFailure()).toEqual({
      message: MESSAGES.googleUnverified,
      code: 'FORBIDDEN',
      appCode: 'GOOGLE_UNVERIFIED',
    });
  });

  it('fails cleanly when Google’s userinfo answers an error status, whatever its body says', async () => {
    h = await startProduct({ env: googleEnv() });
    idp.service.once('beforeUserinfo', (response) => {
      response.statusCode = 503;
      response.body = { sub: 'g-1', email: 'meera@example.com', email_verified: true };
    });
    const { back } = await signInWithGoogle();
    expect(back.headers.get('location')).toBe('/?signin=failed');
    expect(back.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    expect(lastFailure()?.message).toBe('userinfo answered 503');
    expect(await h.platform.store.collection('users').count({})).toBe(0);
  });

  it('refuses malformed token and userinfo answers cleanly: no session, a failed sign-in and a log line naming the field', async () => {
    h = await startProduct({ env: googleEnv() });
    idp.service.once('beforeResponse', (response) => {
      response.body = { token_type: 'Bearer', expires_in: 3600 };
    });
    const noToken = await signInWithGoogle();
    userinfo({ sub: 'g-5', email: 'not an address', email_verified: true });
    const badInfo = await signInWithGoogle();
    for (const { back } of [noToken, badInfo]) {
      expect(back.headers.get('location')).toBe('/?signin=failed');
      expect(back.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    }
    const failures = h.logs
      .filter((line) => line.msg === 'Google sign-in failed')
      .map((line) => (line.err as { message?: string } | undefined)?.message);
    expect(failures).toEqual([
      'Google token endpoint gave a malformed answer: access_token: Invalid input: expected string, received undefined',
      'Google userinfo gave a malformed answer: email: Invalid email address',
    ]);
    expect(await h.platform.store.collection('users').count({})).toBe(0);
  });

  /** Whether the gateway went on to Google's token endpoint; the IdP would answer with a good account. */
  function watchGoogle(): { asked: boolean } {
    const watch = { asked: false };
    idp.service.once('beforeResponse', () => {
      watch.asked = true;
    });
    userinfo({ sub: 'g-1', email: 'meera@example.com', email_verified: true });
    return watch;
  }
  const unwatchGoogle = () => {
    idp.service.removeAllListeners('beforeResponse');
    idp.service.removeAllListeners('beforeUserinfo');
  };

  it.each([
    ['a forged state', (callback: URL) => callback.searchParams.set('state', 'forged')],
    ['no state', (callback: URL) => callback.searchParams.delete('state')],
    ['no code', (callback: URL) => callback.searchParams.delete('code')],
  ])('refuses a callback with %s, before asking Google for a token', async (_name, tamper) => {
    h = await startProduct({ env: googleEnv() });
    const google = watchGoogle();
    try {
      const { back } = await signInWithGoogle(tamper);
      expect(back.headers.get('location')).toBe('/?signin=failed');
      expect(back.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
      expect(google.asked).toBe(false);
      expect(lastFailure()).toEqual(googleFailed);
    } finally {
      unwatchGoogle();
    }
  });

  it.each([
    ['state', 'google_oauth_verifier'],
    ['PKCE verifier', 'google_oauth_state'],
  ])('refuses a callback that comes back without the %s cookie', async (_name, keep) => {
    h = await startProduct({ env: googleEnv() });
    const google = watchGoogle();
    try {
      const start = await h.app.request('/auth/google');
      const onlyOne = start.headers
        .getSetCookie()
        .map((c) => c.split(';')[0] ?? '')
        .filter((c) => c.startsWith(`${keep}=`))
        .join('; ');
      const atIdp = await fetch(new URL(start.headers.get('location') ?? ''), { redirect: 'manual' });
      const callback = new URL(atIdp.headers.get('location') ?? '');
      const back = await h.app.request(`${callback.pathname}${callback.search}`, {
        headers: { cookie: onlyOne },
      });
      expect(back.headers.get('location')).toBe('/?signin=failed');
      expect(google.asked).toBe(false);
      expect(lastFailure()).toEqual(googleFailed);
      expect(await h.platform.store.collection('users').count({})).toBe(0);
    } finally {
      unwatchGoogle();
    }
  });

  it('asks for the account with the access token it was given', async () => {
    h = await startProduct({ env: googleEnv() });
    let authorization: string | undefined;
    idp.service.once('beforeUserinfo', (response, req) => {
      authorization = req.headers.authorization;
      response.body = { sub: 'g-7', email: 'meera@example.com', email_verified: true };
    });
    const { back } = await signInWithGoogle();
    expect(back.headers.get('location')).toBe('/?signin=google');
    expect(authorization).toMatch(/^Bearer \S{10,}$/);
  });

  it('accepts e-mail verification sent as the text "true", and keeps a long name to 60 characters', async () => {
    h = await startProduct({ env: googleEnv() });
    userinfo({ sub: 'g-8', email: 'meera@example.com', email_verified: 'true', name: 'M'.repeat(80) });
    const { back } = await signInWithGoogle();
    expect(back.headers.get('location')).toBe('/?signin=google');
    const who = await get(h, '/login/sucess', cookieOf(back.headers.getSetCookie()));
    expect(who.body.user).toMatchObject({ email: 'meera@example.com', username: 'M'.repeat(60) });
  });

  it('links only the account with the same e-mail, and finds it again by its Google id', async () => {
    h = await startProduct({ env: googleEnv() });
    await loggedIn(h, 'asha@example.com');
    await loggedIn(h, 'ravi@example.com');
    userinfo({ sub: 'g-meera', email: 'meera@example.com', email_verified: true });
    const first = await signInWithGoogle();
    const who = await get(h, '/login/sucess', cookieOf(first.back.headers.getSetCookie()));
    expect(who.body.user).toMatchObject({ email: 'meera@example.com', signInMethods: ['google'] });
    const users = h.platform.store.collection('users');
    expect(await users.count({})).toBe(3);
    expect(await users.count({ googleSub: { $exists: true } })).toBe(1);
    // Later she changes her Google address: the same Google account still opens the same account.
    userinfo({ sub: 'g-meera', email: 'meera.iyer@example.com', email_verified: true });
    const again = await signInWithGoogle();
    const whoAgain = await get(h, '/login/sucess', cookieOf(again.back.headers.getSetCookie()));
    expect(whoAgain.body.user).toMatchObject({ email: 'meera@example.com' });
    expect(await users.count({})).toBe(3);
  });

  it('refuses a callback without the flow cookies or the code', async () => {
    h = await startProduct({ env: googleEnv() });
    const res = await h.app.request('/auth/google/callback?code=abc&state=def');
    expect(res.headers.get('location')).toBe('/?signin=failed');
    expect(lastFailure()).toEqual(googleFailed);
  });

  it('answers ACCOUNT_EXISTS to a sign-up finished after Google sign-in created the account meanwhile', async () => {
    h = await startProduct({ env: googleEnv() });
    const signUp = { signUpEmail: 'meera@example.com', signUpPassword: 'Secret#123' };
    expect((await post(h, '/api/verifyAccountExistAndSendingOTP', signUp)).status).toBe(200);
    const otp = await latestOtp(h, 'meera@example.com');
    userinfo({ sub: 'g-meera', email: 'meera@example.com', email_verified: true });
    const { back } = await signInWithGoogle();
    expect(back.headers.get('location')).toBe('/?signin=google');
    expect(await post(h, '/api/createAccount', { ...signUp, otp })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.accountExists, code: 'ACCOUNT_EXISTS' },
    });
    // The account Google sign-in made is left as it was: the only one, without a password.
    expect(await h.platform.store.collection('users').count({})).toBe(1);
    const who = await get(h, '/login/sucess', cookieOf(back.headers.getSetCookie()));
    expect(who.body.user).toMatchObject({ email: 'meera@example.com', signInMethods: ['google'] });
  });

  it('explains when Google sign-in is not configured instead of failing', async () => {
    h = await startProduct();
    const start = await h.app.request('/auth/google');
    expect(start.headers.get('location')).toBe('/?signin=unconfigured');
    expect(await (await callerFor(h)).auth.providers()).toEqual({ google: false });
  });

  it.each([
    ['a client id without a secret', { GOOGLE_CLIENT_ID: 'test-client' }],
    ['a client secret without an id', { GOOGLE_CLIENT_SECRET: 'test-secret' }],
  ])('takes %s as not configured', async (_name, env) => {
    h = await startProduct({ env });
    expect(await (await callerFor(h)).auth.providers()).toEqual({ google: false });
    expect((await h.app.request('/auth/google')).headers.get('location')).toBe('/?signin=unconfigured');
    const callback = await h.app.request('/auth/google/callback?code=abc&state=def');
    expect(callback.headers.get('location')).toBe('/?signin=failed');
    expect(lastFailure()).toEqual({
      message: MESSAGES.googleNotConfigured,
      code: 'NOT_FOUND',
      appCode: 'GOOGLE_NOT_CONFIGURED',
    });
  });

  it('reports the provider as available when configured', async () => {
    h = await startProduct({ env: googleEnv() });
    expect(await (await callerFor(h)).auth.providers()).toEqual({ google: true });
  });
});
