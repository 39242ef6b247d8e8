/**
 * A full disk is never a 500 (issue 23): writes answer 503 with a message to retry, readiness
 * says so, and both come back by themselves once space is freed. The disk fills at the fs layer.
 */
import { MESSAGES } from '@app/contracts';
import { type FullDisk, fillDisk } from '@app/infra/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

const WAIT = { timeout: 15_000, interval: 50 };

const startProduct = useProduct();
let disk: FullDisk | undefined;
/** Frees the disk after each test, before its product closes (hooks after a test run last first). */
afterEach(() => {
  disk?.free();
  disk = undefined;
});

async function readiness(app: Harness['app']) {
  const res = await app.request('/readyz');
  return { status: res.status, body: (await res.json()) as { checks: Record<string, string> } };
}

/**
 * Asks for a sign-up code over tRPC, as the React app does; the raw answer, appCode included. Over
 * HTTP on purpose: the point is the answer's status and error shape at the edge.
 */
async function trpcSignUpOtp(app: Harness['app'], email: string) {
  const res = await app.request('/trpc/auth.sendSignUpOtp', {
    method: 'POST',
    body: JSON.stringify({ signUpEmail: email, signUpPassword: 'Secret#123' }),
    headers: { 'content-type': 'application/json' },
  });
  const body = (await res.json()) as {
    error?: { message: string; data: { appCode: string; httpStatus: number } };
  };
  return { status: res.status, error: body.error };
}

const signUpOtp = (current: Harness, email: string) =>
  post(current, '/api/verifyAccountExistAndSendingOTP', { signUpEmail: email, signUpPassword: 'Secret#123' });

describe('a full disk', () => {
  it('answers a REST write 503 "The service is temporarily unable to save; please retry shortly." (STORAGE_FULL, Retry-After), /readyz 503, and both recover once space is freed, with no restart', async () => {
    const h = await startProduct();
    const { app } = h;
    disk = await fillDisk();

    const res = await app.request('/api/verifyAccountExistAndSendingOTP', {
      method: 'POST',
      body: JSON.stringify({ signUpEmail: 'asha@example.com', signUpPassword: 'Secret#123' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: MESSAGES.storageFull, code: 'STORAGE_FULL' });
    expect(MESSAGES.storageFull).toBe('The service is temporarily unable to save; please retry shortly.');
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await readiness(app)).toMatchObject({ status: 503, body: { checks: { store: 'no space left' } } });

    disk.free();
    // No write comes while the load balancer keeps traffic away: readiness finds the room by itself.
    await vi.waitFor(async () => expect((await readiness(app)).status).toBe(200), WAIT);
    expect(await signUpOtp(h, 'asha@example.com')).toMatchObject({
      status: 200,
      body: { message: MESSAGES.otpSentSignUp },
    });
  });

  it('answers a tRPC write 503 with the same message and STORAGE_FULL, and takes it once space is freed', async () => {
    const h = await startProduct();
    disk = await fillDisk();

    expect(await trpcSignUpOtp(h.app, 'ravi@example.com')).toEqual({
      status: 503,
      error: expect.objectContaining({
        message: MESSAGES.storageFull,
        data: expect.objectContaining({ appCode: 'STORAGE_FULL', httpStatus: 503 }),
      }),
    });

    disk.free();
    expect((await trpcSignUpOtp(h.app, 'ravi@example.com')).status).toBe(200);
  });

  it("answers a signed-in read whose session's sliding expiry could not be written, and slides it once space is back", async () => {
    // Over HTTP on purpose: the session is touched where the tRPC edge builds its context.
    const h = await startProduct();
    const cookie = await loggedIn(h, 'meera@example.com');
    const sessions = h.platform.store.collection<{ _id: string; lastSeenAt: Date }>('sessions');
    await sessions.updateMany({}, { $set: { lastSeenAt: new Date(0) } });
    disk = await fillDisk();

    const res = await h.app.request('/trpc/profile.load', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('meera@example.com');
    expect((await sessions.find({}))[0]?.lastSeenAt).toEqual(new Date(0));

    disk.free();
    expect((await h.app.request('/trpc/profile.load', { headers: { cookie } })).status).toBe(200);
    expect((await sessions.find({}))[0]?.lastSeenAt.getTime()).toBeGreaterThan(0);
  });

  it('lets the product start on a full disk: reads answer, writes answer 503 until space is freed', async () => {
    // harness(): closed mid-test, to start again on the same DATA_DIR.
    const first = await harness();
    await signUpOtp(first, 'asha@example.com');
    const dataDir = first.dataDir;
    await first.close();

    disk = await fillDisk();
    const h = await startProduct({ env: { DATA_DIR: dataDir }, dist: null });
    expect((await h.app.request('/trpc/auth.me')).status).toBe(200);
    expect(await h.platform.store.collection('otps').count({})).toBe(1);
    expect((await signUpOtp(h, 'ravi@example.com')).status).toBe(503);

    disk.free();
    expect((await signUpOtp(h, 'ravi@example.com')).status).toBe(200);
  });
});
