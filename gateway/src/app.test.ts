import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../test/caller.js';
import { useProduct } from '../test/harness.js';
import { cookieOf, signUp } from '../test/http.js';

/** Read-only requests share one product; a test that needs its own settings, logs or spies starts one. */
const product = useProduct({ shared: true });
const startProduct = useProduct();

describe('health and readiness', () => {
  it('answers /healthz while the process is up', async () => {
    const h = await product();
    const res = await h.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when every adapter is reachable', async () => {
    const h = await product();
    const res = await h.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { store: 'ok', bus: 'ok', blobs: 'ok', mail: 'ok' },
    });
  });

  it('answers /readyz 503 naming the adapter that is not reachable', async () => {
    // A file where the blobs directory should be: the filesystem adapter cannot use it.
    const h = await startProduct({ prepare: (dir) => writeFileSync(join(dir, 'blobs'), 'not a directory') });
    const res = await h.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'unavailable',
      checks: { blobs: 'unavailable', store: 'ok' },
    });
  });
});

describe('requests', () => {
  it('logs one line per request with its request id, and returns the id on errors', async () => {
    const h = await startProduct();
    const base = await h.listen();
    await fetch(`${base}/healthz`);
    const own = await fetch(`${base}/api/nothing?email=secret@example.com`, {
      method: 'POST',
      headers: { 'x-request-id': 'client-trace-0001' },
    });
    expect(own.headers.get('x-request-id')).toBe('client-trace-0001');
    await vi.waitFor(() => expect(h.logs.filter((l) => l.msg === 'request')).toHaveLength(2));
    const lines = h.logs.filter((l) => l.msg === 'request');
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    expect(lines[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]).toMatchObject({
      requestId: 'client-trace-0001',
      method: 'POST',
      path: '/api/nothing',
      status: 404,
    });
    expect(JSON.stringify(lines)).not.toContain('secret@example.com');
  });

  it('sends security headers with every response', async () => {
    const h = await product();
    const res = await h.app.request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path 404 with a JSON message', async () => {
    const h = await product();
    const res = await h.app.request('/api/doesNotExist', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers an oversized body 413 with a clear message, before any route reads it', async () => {
    const h = await startProduct({ env: { BODY_LIMIT_BYTES: '2048' } });
    const body = JSON.stringify({ text: 'x'.repeat(5000) });
    for (const path of ['/api/logIn', '/trpc/catalog.featured']) {
      const res = await h.app.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});

describe('the built frontend', () => {
  it.each([
    '/',
    '/terms_and_condition',
    '/Privacy_Policy',
    '/Disclaimer',
    '/RefundAndCacellationPolicy',
    '/ContactUs',
    '/Explore',
    '/ExploreMore',
    '/Subscription',
    '/subscription',
    '/tourGuideProfile',
    '/tourPlans',
    '/userReview',
    '/logout',
  ])('serves the app for %s', async (path) => {
    const h = await product();
    const res = await h.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves the app with status 404 for a path it does not have', async () => {
    const h = await product();
    const res = await h.app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('sends a route typed in another case to its one address: /explore is /Explore (issue 26)', async () => {
    const h = await product();
    const res = await h.app.request('/explore?country=India');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/Explore?country=India');
  });

  it('caches hashed assets for a year and answers a missing one 404', async () => {
    const h = await product();
    const res = await h.app.request('/assets/index-Bx12abcd.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await h.app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('refuses to climb out of the frontend directory', async () => {
    const h = await product();
    const res = await h.app.request('/..%2f..%2fetc/passwd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });

  it('says the app is not built when there is no build', async () => {
    const h = await startProduct({ dist: null });
    const res = await h.app.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('pnpm build');
  });
});

// Over HTTP on purpose: the tRPC edge itself (its URL, the cookies it sets on the answer, its 404).
describe('tRPC', () => {
  it('answers catalog.featured with the five featured places over HTTP', async () => {
    const h = await product();
    const res = await h.app.request('/trpc/catalog.featured');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: Array<{ name: string }> } };
    expect(body.result.data.map((p) => p.name)).toEqual([
      'Taj Mahal',
      'Eiffel Tower',
      'Golden Pavilion',
      'Statue Of Liberty',
      'Amber Fort',
    ]);
  });

  it('hands a procedure’s cookies to the browser: a log-in over tRPC opens a session', async () => {
    const h = await product();
    await signUp(h, 'tina@example.com');
    const res = await h.app.request('/trpc/auth.logIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logInEmail: 'tina@example.com', logInPassword: 'Secret#123' }),
    });
    expect(res.status).toBe(200);
    const session = cookieOf(res.headers.getSetCookie());
    expect(session).not.toBe('');
    expect(await (await callerFor(h, session)).auth.me()).toMatchObject({ email: 'tina@example.com' });
  });

  it('answers an unknown procedure 404 without internals', async () => {
    const h = await product();
    const res = await h.app.request('/trpc/nope.nothing');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/\bat \S+ \(|node_modules/);
  });
});

// Over HTTP on purpose: the HTTP adapter's error handler is what logs them.
describe('failures inside a tRPC procedure', () => {
  it('are logged once as an error naming the procedure; a refusal is the caller’s, not logged', async () => {
    const h = await startProduct();
    vi.spyOn(h.deps.places, 'coverage').mockRejectedValueOnce(new Error('places unavailable'));
    expect((await h.app.request('/trpc/catalog.coverage')).status).toBe(500);
    const nowhere = encodeURIComponent(JSON.stringify({ touristPlace: 'Nowhere Land' }));
    expect((await h.app.request(`/trpc/catalog.place?input=${nowhere}`)).status).toBe(404);
    expect(h.logs.filter((line) => (line.level as number) >= 50)).toEqual([
      expect.objectContaining({ msg: 'tRPC error', procedure: 'catalog.coverage' }),
    ]);
  });
});
