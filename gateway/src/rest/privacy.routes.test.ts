import { MESSAGES, PRIVACY_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { ASHA, PASSWORD } from '../../test/privacy-fixtures.js';
import { sessionPolicy } from '../accounts/actor.js';
import { createSession } from '../accounts/sessions.js';
import { newUser, users } from '../accounts/users.js';

const startProduct = useProduct();

const DELETE = '/api/delete-account';

describe('POST /api/delete-account: the edges', () => {
  it('answers 401 to a visitor, by REST and by tRPC', async () => {
    const h = await startProduct();
    expect(await post(h, DELETE, { confirm: 'DELETE', password: PASSWORD })).toMatchObject({
      status: 401,
      body: { message: MESSAGES.pleaseLogInFirst, code: 'NOT_LOGGED_IN' },
    });
    await expect((await callerFor(h)).profile.deleteAccount({ confirm: 'DELETE' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses another site (403) and a body that is not JSON (415), as every call does', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    // Over a real socket, as a browser sends it (the guard reads the declared body length).
    const base = await h.listen();
    const body = JSON.stringify({ confirm: 'DELETE', password: PASSWORD });
    const send = (headers: Record<string, string>) =>
      fetch(`${base}${DELETE}`, { method: 'POST', body, headers: { cookie, ...headers } });
    const crossSite: Array<Record<string, string>> = [
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await send(headers);
      expect({ headers, status: res.status, body: await res.json() }).toMatchObject({
        status: 403,
        body: { code: 'CROSS_SITE' },
      });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await send({ 'content-type': type });
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
    }
    // In process, with no declared length (as HTTP/2 may send it): the body itself is checked too.
    const undeclared = await h.app.request(DELETE, {
      method: 'POST',
      body,
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(undeclared.status).toBe(415);
    expect((await get(h, '/api/my-data', cookie)).status).toBe(200);
  });

  it('answers 400 with the contract’s words for a wrong word, a missing or a wrong password, and deletes nothing', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    const refused = async (body: object) => (await post(h, DELETE, body, cookie)).body;
    expect(await refused({ confirm: 'delete please', password: PASSWORD })).toEqual({
      message: PRIVACY_MESSAGES.confirmWord,
      code: 'DELETE_NOT_CONFIRMED',
    });
    expect(await refused({ confirm: 'DELETE' })).toEqual({
      message: PRIVACY_MESSAGES.passwordRequired,
      code: 'DELETE_NOT_CONFIRMED',
    });
    expect(await refused({ confirm: 'DELETE', password: 'Wrong#1234' })).toEqual({
      message: MESSAGES.passwordIncorrect,
      code: 'PASSWORD_INCORRECT',
    });
    expect((await post(h, DELETE, { confirm: 'DELETE', password: 'Wrong#1234' }, cookie)).status).toBe(400);
    await expect(
      (await callerFor(h, cookie)).profile.deleteAccount({ confirm: 'nope' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PRIVACY_MESSAGES.confirmWord,
    });
    expect((await get(h, '/api/my-data', cookie)).status).toBe(200);
  });

  it('deletes only the session’s own user, whatever the body names, and clears the cookie', async () => {
    const h = await startProduct();
    const asha = await loggedIn(h, ASHA);
    const ravi = await loggedIn(h, 'ravi@example.com');
    const res = await post(
      h,
      DELETE,
      { confirm: ' DELETE ', password: PASSWORD, email: 'ravi@example.com' },
      asha,
    );
    expect(res).toMatchObject({
      status: 200,
      body: { message: PRIVACY_MESSAGES.accountDeleted, deleted: true },
    });
    expect(res.cookies.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await users(h.platform.store).findOne({ email: ASHA })).toBeNull();
    expect((await get(h, '/api/my-data', ravi)).status).toBe(200);
  });

  it('asks a Google-only account for the word alone, over tRPC as the app does', async () => {
    const h = await startProduct();
    const user = newUser('gopal@example.com', { googleSub: 'google-123' });
    await users(h.platform.store).insertOne(user);
    const session = await createSession(h.platform.store, user._id, sessionPolicy(h.deps));
    const cookie = `sid=${session.token}`;
    expect(await (await callerFor(h, cookie)).profile.deleteAccount({ confirm: 'DELETE' })).toMatchObject({
      deleted: true,
    });
    expect((await get(h, '/api/my-data', cookie)).status).toBe(401);
  });
});
