/** A compressed copy that cannot be made: the answer goes as it is, to that client and the next. */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './app-env.js';

vi.mock('node:zlib', async (actual) => {
  const zlib = await actual<typeof import('node:zlib')>();
  const refuse = (_body: unknown, _options: unknown, done: (error: Error) => void) =>
    done(new Error('out of memory'));
  return { ...zlib, brotliCompress: refuse, gzip: refuse };
});

const { COMPRESS_FROM, keptAnswer, sendKept } = await import('./kept-answers.js');

describe('a kept answer whose compressed copy fails', () => {
  it('is sent as it is, every time, instead of failing', async () => {
    const text = 'x'.repeat(COMPRESS_FROM * 2);
    const kept = await keptAnswer(Buffer.from(text), { 'content-type': 'text/plain' });
    const app = new Hono<AppEnv>().get('/', (c) => sendKept(kept, c));
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect([res.status, res.headers.get('content-encoding'), await res.text()]).toEqual([200, null, text]);
    }
  });
});
