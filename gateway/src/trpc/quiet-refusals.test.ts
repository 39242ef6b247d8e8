/**
 * A refusal users meet in the normal course (a wrong password) reaches the app as tRPC's error
 * with HTTP 200, so the browser logs no failed request; the app's own tRPC client still rejects
 * with the code. Any other refusal keeps its status, and REST keeps the spec's.
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn, post, signUp } from '../../test/http.js';
import type { AppRouter } from './app-router.js';

const product = useProduct({ shared: true });
const wrongPassword = { logInEmail: 'asha@example.com', logInPassword: 'Wrong#1234' };

describe('expected refusals over tRPC', () => {
  it('a wrong password is answered 200 with tRPC’s error, which the client still raises with its code', async () => {
    const h = await product();
    await signUp(h, 'asha@example.com');
    const res = await h.app.request('/trpc/auth.logIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wrongPassword),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { error?: { data: { appCode: string; httpStatus: number } } };
    expect(body.error?.data).toMatchObject({ appCode: 'PASSWORD_INCORRECT', httpStatus: 401 });

    const client = createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: 'http://app.test/trpc',
          fetch: async (url, init) => h.app.request(String(url), init as RequestInit),
        }),
      ],
    });
    const refused = await client.auth.logIn.mutate(wrongPassword).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).data?.appCode).toBe('PASSWORD_INCORRECT');
  });

  it('keeps its status over REST, and another refusal keeps its own over tRPC', async () => {
    const h = await product();
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect((await post(h, '/api/logIn', { ...wrongPassword, logInEmail: 'ravi@example.com' })).status).toBe(
      401,
    );
    const forbidden = await h.app.request(
      `/trpc/profile.transactions?input=${encodeURIComponent(JSON.stringify({ storedLoggedInEmail: 'asha@example.com' }))}`,
      { headers: { cookie: ravi } },
    );
    expect(forbidden.status).toBe(403);
  });
});
