import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { cookieOf, get, loggedIn, post, signUp } from '../../test/http.js';
import { newUser, users } from './users.js';

let h: Harness;
const startProduct = useProduct();

const logIn = (email: string, password: string) =>
  post(h, '/api/logIn', { logInEmail: email, logInPassword: password });

describe('POST /api/logIn', () => {
  it("answers 'Please create account before Log In' for an unknown e-mail", async () => {
    h = await startProduct();
    expect(await logIn('nobody@example.com', 'Secret#123')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.accountMissing, code: 'ACCOUNT_MISSING' },
    });
  });

  it("answers 'password incorrect' for a wrong password", async () => {
    h = await startProduct();
    await signUp(h, 'asha@example.com');
    expect(await logIn('asha@example.com', 'Wrong#1234')).toMatchObject({
      status: 401,
      body: { message: MESSAGES.passwordIncorrect, code: 'PASSWORD_INCORRECT' },
    });
  });

  it('tells an account that signs in with Google to use Google, whatever password is tried', async () => {
    h = await startProduct();
    // What Google sign-in leaves: an account with a Google id and no password.
    await users(h.platform.store).insertOne(newUser('meera@example.com', { googleSub: 'g-meera' }));
    expect(await logIn('meera@example.com', 'Secret#123')).toMatchObject({
      status: 400,
      body: {
        message: 'This account signs in with Google. Please use “Continue with Google”.',
        code: 'GOOGLE_ACCOUNT',
      },
    });
  });

  it('answers the validation messages for a bad e-mail or password length', async () => {
    h = await startProduct();
    expect((await logIn('asha', 'Secret#123')).body.message).toBe('Please enter a valid email address.');
    expect((await logIn('asha@example.com', 'x')).body.message).toBe(
      'Password must be between 8 and 13 characters long.',
    );
  });

  it('sets an httpOnly, SameSite=Lax session cookie holding a random token, new at every login', async () => {
    h = await startProduct();
    await signUp(h, 'asha@example.com');
    const first = await logIn('Asha@Example.com', 'Secret#123');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Logged in successfully',
      user: { email: 'asha@example.com' },
    });
    const line = first.cookies.find((c) => c.startsWith('sid=')) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/);
    const token = cookieOf(first.cookies).slice(4);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const second = await logIn('asha@example.com', 'Secret#123');
    expect(cookieOf(second.cookies)).not.toBe(cookieOf(first.cookies));
    // The store keeps only a digest of the token.
    expect(JSON.stringify(await h.platform.store.collection('sessions').find({}))).not.toContain(token);
  });

  it('marks the cookie Secure when the site is served over TLS', async () => {
    h = await startProduct({ env: { PUBLIC_URL: 'https://xploreguide.in' } });
    await signUp(h, 'asha@example.com');
    const res = await logIn('asha@example.com', 'Secret#123');
    expect(res.cookies.find((c) => c.startsWith('sid='))).toMatch(/Secure/);
  });

  it('rate-limits logins per account with 429 and lets them through again once the window ends', async () => {
    h = await startProduct();
    await signUp(h, 'asha@example.com');
    let last = await logIn('asha@example.com', 'Wrong#1234');
    for (let i = 0; i < 10; i++) last = await logIn('asha@example.com', 'Wrong#1234');
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // Another account from the same place is not locked out.
    expect((await logIn('other@example.com', 'Secret#123')).status).toBe(404);
    await h.platform.store
      .collection('rate_limits')
      .updateMany({}, { $set: { resetAt: new Date(Date.now() - 1) } });
    expect((await logIn('asha@example.com', 'Secret#123')).status).toBe(200);
  });

  it('rate-limits logins per IP across accounts', async () => {
    h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    let status = 0;
    for (let i = 0; i < 51; i++) {
      const res = await h.app.request('/api/logIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ logInEmail: `u${i}@example.com`, logInPassword: 'Secret#123' }),
      });
      status = res.status;
    }
    expect(status).toBe(429);
    const elsewhere = await h.app.request('/api/logIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ logInEmail: 'u1@example.com', logInPassword: 'Secret#123' }),
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('the session', () => {
  it("answers /api/autoLogIn 'login successfull' and /login/sucess 'user Login' with the user", async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(await post(h, '/api/autoLogIn', {}, cookie)).toMatchObject({
      status: 200,
      body: { message: 'login successfull' },
    });
    const who = await get(h, '/login/sucess', cookie);
    expect(who).toMatchObject({
      status: 200,
      body: { message: 'user Login', user: { email: 'asha@example.com' } },
    });
    expect(JSON.stringify(who.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('answers 401 without a session, with a forged token, and 403 for another e-mail', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/autoLogIn', {})).status).toBe(401);
    expect((await get(h, '/login/sucess', 'sid=forged-token')).status).toBe(401);
    expect(
      await post(
        h,
        '/api/autoLogIn',
        { storedLoggedInEmail: 'ravi@example.com', storedLoggedInPassword: 'x' },
        cookie,
      ),
    ).toMatchObject({ status: 403, body: { message: MESSAGES.wrongAccount, code: 'WRONG_ACCOUNT' } });
  });

  it('ends the session on logout, server-side', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const out = await post(h, '/api/logout', {}, cookie);
    expect(out.body.message).toBe('Logged out successfully');
    expect(out.cookies.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
    expect((await post(h, '/api/autoLogIn', {}, cookie)).status).toBe(401);
  });

  it('ends a session the browser held before logging in: a planted token is worthless after login', async () => {
    h = await startProduct();
    const before = await loggedIn(h, 'asha@example.com');
    const after = cookieOf(
      (await post(h, '/api/logIn', { logInEmail: 'asha@example.com', logInPassword: 'Secret#123' }, before))
        .cookies,
    );
    expect((await post(h, '/api/autoLogIn', {}, before)).status).toBe(401);
    expect((await post(h, '/api/autoLogIn', {}, after)).status).toBe(200);
  });

  it('ends only the session logged out of: the user’s other devices and other users stay logged in', async () => {
    h = await startProduct();
    const ashaPhone = await loggedIn(h, 'asha@example.com');
    const ashaLaptop = cookieOf((await logIn('asha@example.com', 'Secret#123')).cookies);
    const ravi = await loggedIn(h, 'ravi@example.com');
    const meera = await loggedIn(h, 'meera@example.com');
    const open = [ashaPhone, ashaLaptop, ravi, meera];
    const emailOf = async (cookie: string) =>
      ((await get(h, '/login/sucess', cookie)).body.user as { email: string } | undefined)?.email ?? null;
    const who = () => Promise.all(open.map(emailOf));
    for (const [i, cookie] of open.entries()) {
      expect((await post(h, '/api/logout', {}, cookie)).body).toEqual({ message: MESSAGES.loggedOut });
      const emails = ['asha@example.com', 'asha@example.com', 'ravi@example.com', 'meera@example.com'];
      expect(await who()).toEqual(emails.map((email, j) => (j <= i ? null : email)));
    }
  });

  it('lets the session cookie live as long as the configured absolute session time', async () => {
    h = await startProduct({ env: { SESSION_MAX_DAYS: '7', SESSION_IDLE_DAYS: '2' } });
    await signUp(h, 'asha@example.com');
    const from = Date.now();
    const res = await logIn('asha@example.com', 'Secret#123');
    const line = res.cookies.find((c) => c.startsWith('sid=')) ?? '';
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    const week = 7 * 24 * 3600_000;
    expect(expires).toBeGreaterThanOrEqual(from + week - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + week);
  });

  it('expires after the idle time and after the absolute time', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const sessions = h.platform.store.collection('sessions');
    await sessions.updateMany({}, { $set: { idleExpiresAt: new Date(Date.now() - 1000) } });
    expect((await post(h, '/api/autoLogIn', {}, cookie)).status).toBe(401);
    const again = await loggedIn(h, 'ravi@example.com');
    await sessions.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(h, '/api/autoLogIn', {}, again)).status).toBe(401);
  });
});
