/**
 * The answer lane (answer-lane.ts): a kept answer is answered again in front of the app, to the
 * same request only, byte for byte what the app would send, with its log line; anything that
 * could change the answer reaches the app, body intact. The rule is checked under generated
 * sequences: whatever the order, every answer equals the app's own.
 */
import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANE_MAX_BODY } from './answer-lane.js';
import { apiGuard } from './api-guard.js';
import type { AppEnv } from './app-env.js';
import { errorResponse } from './error-handler.js';
import { keptAnswer, sendKept } from './kept-answers.js';
import { listen } from './node-server.js';
import { jsonReader } from './read-json.js';

const ORIGIN = 'http://shop.example';
const logs: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });

let reached = 0;
let standing = true;
function testApp() {
  const app = new Hono<AppEnv>();
  app.use('*', async (_c, next) => {
    reached++;
    await next();
  });
  app.use('/api/*', apiGuard(ORIGIN, new Set()));
  const readJson = jsonReader(64 * 1024);
  const json = { 'content-type': 'application/json' };
  // Kept: the answer depends on the body only (as the catalog's do).
  app.post('/api/kept', async (c) => {
    const input = await readJson(c, z.object({ city: z.string() }).loose());
    return sendKept(await keptAnswer(Buffer.from(JSON.stringify({ places: input.city })), json), c);
  });
  app.post('/api/fixed', async (c) => sendKept(await keptAnswer(Buffer.from('{"countries":3}'), json), c));
  // Large enough to be sent compressed to a client that takes it.
  const cities = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ value: `City ${n}` }))));
  app.post('/api/large', async (c) => sendKept(await keptAnswer(cities, json), c));
  app.get('/api/kept', async (c) =>
    sendKept(await keptAnswer(Buffer.from(JSON.stringify({ q: c.req.query('q') ?? null })), json), c),
  );
  // Kept while it stands.
  app.post('/api/standing', async (c) =>
    sendKept(await keptAnswer(Buffer.from(`{"reached":${reached}}`), json, () => standing), c),
  );
  // Made anew each time: never learned.
  app.post('/api/fresh', (c) => c.json({ reached }));
  app.onError((error, c) => errorResponse(error, c, logger));
  return app;
}

const LIMITS = {
  MAX_CONNECTIONS: 100,
  HEADERS_TIMEOUT_MS: 10_000,
  REQUEST_TIMEOUT_MS: 10_000,
  LOG_REQUESTS_PER_SECOND: 'all',
} as const;
let server: Server;
let port: number;
/** The same app served without the lane, as the product served it before: the reference. */
let plain: Server;
let plainPort: number;
beforeAll(async () => {
  server = await listen(testApp(), LIMITS, logger, 0, '127.0.0.1');
  port = (server.address() as AddressInfo).port;
  plain = serve({ fetch: testApp().fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await once(plain, 'listening');
  plainPort = (plain.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const running of [server, plain]) {
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  }
});
beforeEach(() => {
  logs.length = 0;
});

interface Sent {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function send({ method = 'POST', path, body, headers = {} }: Sent, to = port): Promise<Answer> {
  const all = {
    ...(body === undefined || method === 'GET' ? {} : { 'content-type': 'application/json' }),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: to, method, path, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('latin1'),
          headers: rest,
        });
      });
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : body);
  });
}

/** Sends a request and says whether the app saw it. */
async function sendCounting(sent: Sent) {
  const before = reached;
  const answer = await send(sent);
  return { ...answer, byApp: reached > before };
}

const AGRA = JSON.stringify({ city: 'Agra' });

describe('the answer lane', () => {
  it('answers a kept answer again in front of the app, the same bytes and headers, with its log line', async () => {
    const first = await sendCounting({ path: '/api/kept', body: AGRA });
    // The first POST to a path is not read ahead; the second is, and is learned.
    const second = await sendCounting({ path: '/api/kept', body: AGRA });
    const third = await sendCounting({
      path: '/api/kept',
      body: AGRA,
      headers: { 'x-request-id': 'trace-lane-0001' },
    });
    expect([first.byApp, second.byApp, third.byApp]).toEqual([true, true, false]);
    expect(third.status).toBe(200);
    expect(third.body).toBe('{"places":"Agra"}');
    expect(third.headers).toEqual(first.headers);
    expect(third.headers['content-security-policy']).toBeDefined();
    expect(third.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const lines = logs.filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({
      requestId: 'trace-lane-0001',
      method: 'POST',
      path: '/api/kept',
      status: 200,
    });
    expect(lines[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hands anything that could change the answer to the app, the body it read ahead intact', async () => {
    for (let i = 0; i < 2; i++) await send({ path: '/api/kept', body: AGRA });
    expect((await sendCounting({ path: '/api/kept', body: AGRA })).byApp).toBe(false);

    const other = await sendCounting({ path: '/api/kept', body: JSON.stringify({ city: 'Jaipur' }) });
    expect(other).toMatchObject({ byApp: true, status: 200, body: '{"places":"Jaipur"}' });
    const crossSite = await sendCounting({
      path: '/api/kept',
      body: AGRA,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite).toMatchObject({ byApp: true, status: 403 });
    const form = await sendCounting({
      path: '/api/kept',
      body: AGRA,
      headers: { 'content-type': 'text/plain' },
    });
    expect(form).toMatchObject({ byApp: true, status: 415 });
    const malformed = await sendCounting({ path: '/api/kept', body: '{"city":' });
    expect(malformed).toMatchObject({ byApp: true, status: 400 });
    // Past what the lane reads ahead: streamed to the app untouched.
    const padded = JSON.stringify({ city: 'Agra', pad: 'x'.repeat(LANE_MAX_BODY) });
    expect(await sendCounting({ path: '/api/kept', body: padded })).toMatchObject({
      byApp: true,
      status: 200,
      body: '{"places":"Agra"}',
    });
  });

  it('shares an answer between clients that differ only in headers no answer depends on', async () => {
    for (let i = 0; i < 2; i++) await send({ path: '/api/kept', body: AGRA });
    const other = await sendCounting({
      path: '/api/kept',
      body: AGRA,
      headers: { cookie: 'sid=abc', 'user-agent': 'another browser', 'accept-language': 'hi' },
    });
    expect(other).toMatchObject({ byApp: false, status: 200, body: '{"places":"Agra"}' });
  });

  it('answers a POST without a body from the lane once learned, and never learns a fresh answer', async () => {
    const fixed = [];
    for (let i = 0; i < 2; i++) fixed.push(await sendCounting({ path: '/api/fixed' }));
    expect(fixed.map((answer) => answer.byApp)).toEqual([true, false]);
    expect(fixed[1]?.body).toBe('{"countries":3}');
    for (let i = 0; i < 3; i++)
      expect((await sendCounting({ path: '/api/fresh', body: '{}' })).byApp).toBe(true);
  });

  it('answers an answer that holds a while only while it stands', async () => {
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await sendCounting({ path: '/api/standing' }));
    expect(sent.map((answer) => answer.byApp)).toEqual([true, false, false]);
    standing = false;
    const after = await sendCounting({ path: '/api/standing' });
    standing = true;
    expect(after.byApp).toBe(true);
    expect(after.body).not.toBe(sent[0]?.body);
    // What the app answered then is what the lane answers now.
    expect(await sendCounting({ path: '/api/standing' })).toMatchObject({ byApp: false, body: after.body });
  });

  it('answers 304 to a GET holding the kept answer, from the app and from the lane', async () => {
    const first = await sendCounting({ method: 'GET', path: '/api/kept?q=1' });
    const etag = String(first.headers.etag);
    const again = await sendCounting({
      method: 'GET',
      path: '/api/kept?q=1',
      headers: { 'if-none-match': etag },
    });
    expect(again).toMatchObject({ byApp: false, status: 304, body: '' });
    expect(again.headers.etag).toBe(etag);
    // Another query is another answer: the app answers it, 304 for a client holding it.
    const fresh = await sendCounting({ method: 'GET', path: '/api/kept?q=2' });
    const held = await sendCounting({
      method: 'GET',
      path: '/api/kept?q=2',
      headers: { 'if-none-match': `"other", ${String(fresh.headers.etag)}` },
    });
    expect([fresh.byApp, held.status]).toEqual([true, 304]);
    const stale = await sendCounting({
      method: 'GET',
      path: '/api/kept?q=1',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale).toMatchObject({ byApp: false, status: 200, body: '{"q":"1"}' });
  });

  it('never changes an answer, whatever the order of requests (generated sequences)', async () => {
    const requests = fc.record({
      path: fc.constantFrom('/api/kept', '/api/fixed', '/api/large'),
      body: fc.constantFrom(AGRA, JSON.stringify({ city: 'Goa' }), '{"city":', undefined),
      headers: fc.constantFrom<Record<string, string>>(
        {},
        { origin: ORIGIN },
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN },
        { 'content-type': 'text/plain' },
        { cookie: 'sid=1' },
        { 'accept-encoding': 'gzip, deflate, br' },
        { 'Accept-Encoding': 'gzip' },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(requests, { minLength: 1, maxLength: 12 }), async (sequence) => {
        for (const sent of sequence) {
          const got = await send(sent);
          const own = await send(sent, plainPort);
          const coding = (answer: Answer) => answer.headers['content-encoding'];
          expect({ status: got.status, body: got.body, coding: coding(got) }).toEqual({
            status: own.status,
            body: own.body,
            coding: coding(own),
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});
