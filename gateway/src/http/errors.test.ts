import { emailField } from '@app/contracts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../core/errors.js';
import { publicProcedure, router } from '../trpc/trpc.js';
import type { AppEnv } from './app-env.js';
import { cookieJar } from './cookies.js';
import { errorResponse } from './error-handler.js';
import { jsonReader } from './read-json.js';

const readJson = jsonReader(100_000);

/** A route shaped like every REST route: parse with a contracts schema, call a service, map. */
function appWith(service: (input: { email: string }) => unknown, logs: string[] = []) {
  const logger = pino({ level: 'error' }, { write: (line: string) => void logs.push(line) });
  const app = new Hono<AppEnv>();
  app.post('/api/probe', async (c) =>
    c.json(await service(await readJson(c, z.object({ email: emailField })))),
  );
  app.onError((error, c) => errorResponse(error, c, logger));
  return app;
}

const post = (app: Hono<AppEnv>, body: string) =>
  app.request('/api/probe', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('REST error policy', () => {
  it('answers a broken rule 400 with the rule’s own message', async () => {
    const res = await post(
      appWith(() => ({})),
      JSON.stringify({ email: 'nope' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please enter a valid email address.',
      code: 'INVALID_INPUT',
    });
  });

  it('answers a missing field and a wrong type 400 naming the problem', async () => {
    const missing = await post(
      appWith(() => ({})),
      '{}',
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'email: This field is required.',
      code: 'INVALID_INPUT',
    });
    const wrongType = await post(
      appWith(() => ({})),
      JSON.stringify({ email: 42 }),
    );
    expect(await wrongType.json()).toEqual({ message: 'email: Must be text.', code: 'INVALID_INPUT' });
  });

  it('answers malformed JSON 400, never 500', async () => {
    const res = await post(
      appWith(() => ({})),
      '{"email": ',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body must be valid JSON.', code: 'MALFORMED_BODY' });
  });

  it('answers a domain error with its status and message', async () => {
    const app = appWith(() => {
      throw new AppError('FORBIDDEN', 'You can only act for your own account.');
    });
    const res = await post(app, JSON.stringify({ email: 'a@b.co' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'You can only act for your own account.',
      code: 'FORBIDDEN',
    });
  });

  it('answers anything else 500 with a generic message; the details go only to the log', async () => {
    const logs: string[] = [];
    const app = appWith(() => {
      throw new Error('database password is hunter2');
    }, logs);
    const res = await post(app, JSON.stringify({ email: 'a@b.co' }));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\bat /);
    expect(logs.join('')).toContain('hunter2');
  });
});

describe('tRPC error policy', () => {
  const testRouter = router({
    strict: publicProcedure.input(z.object({ email: emailField })).mutation(() => 'ok'),
    forbidden: publicProcedure.query(() => {
      throw new AppError('FORBIDDEN', 'You can only act for your own account.');
    }),
    broken: publicProcedure.query(() => {
      throw new Error('secret internals');
    }),
  });
  const call = (path: string, init?: RequestInit) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://test/trpc/${path}`, init),
      router: testRouter,
      createContext: () => ({
        deps: undefined as never,
        requestId: 'test',
        actor: { ip: 'test', secure: false, user: null, sessionId: null },
        cookies: cookieJar('', () => {}),
      }),
      onError: () => {},
    });

  it('answers invalid input BAD_REQUEST (400) with the rule’s message', async () => {
    const res = await call('strict', {
      method: 'POST',
      body: JSON.stringify({ email: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toBe('Please enter a valid email address.');
    expect(body.error.data.stack).toBeUndefined();
  });

  it('keeps a domain error’s meaning: FORBIDDEN is 403 with its message', async () => {
    const res = await call('forbidden');
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.message).toBe('You can only act for your own account.');
    expect(body.error.data.code).toBe('FORBIDDEN');
  });

  it('hides an internal error behind a generic message with no stack', async () => {
    const res = await call('broken');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain('Something went wrong on our side. Please try again.');
    expect(text).not.toContain('secret internals');
    expect(text).not.toMatch(/\bat /);
  });
});
