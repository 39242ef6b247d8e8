import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM } from './answer-copies.js';
import type { AppEnv } from './app-env.js';
import { inCoding, type KeptAnswer, keptAnswer, keptAnswers, sendKept } from './kept-answers.js';

const answer = (text: string): KeptAnswer => ({
  body: Buffer.from(text),
  headers: { 'content-type': 'text/plain' },
  etag: `"${text}"`,
  notModified: {},
});

describe('kept answers', () => {
  it('starts again empty past its entries or its bytes, keys counted', () => {
    const byCount = keptAnswers({ entries: 2, bytes: Number.POSITIVE_INFINITY });
    byCount.keep('a', answer('1'));
    byCount.keep('b', answer('2'));
    expect(byCount.get('a')).toBeDefined();
    byCount.keep('c', answer('3'));
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')?.body.toString()]).toEqual([
      undefined,
      undefined,
      '3',
    ]);

    // Bytes of the answers and of their keys.
    const byBytes = keptAnswers({ entries: Number.POSITIVE_INFINITY, bytes: 13 });
    byBytes.keep('a', answer('12345'));
    byBytes.keep('b', answer('12345'));
    expect(byBytes.get('a')).toBeDefined();
    byBytes.keep('c', answer('1'));
    expect([byBytes.get('a'), byBytes.get('c')?.body.toString()]).toEqual([undefined, '1']);
    const byKeys = keptAnswers({ entries: Number.POSITIVE_INFINITY, bytes: 13 });
    byKeys.keep('a', answer('1'));
    byKeys.keep('k'.repeat(12), answer('1'));
    expect([byKeys.get('a'), byKeys.get('k'.repeat(12))?.body.toString()]).toEqual([undefined, '1']);
  });

  it('sends what it kept as it was, with its length and an ETag of its bytes', async () => {
    const kept = await keptAnswer(Buffer.from('{"a":1}'), { 'content-type': 'application/json' });
    const same = await keptAnswer(Buffer.from('{"a":1}'), { 'content-type': 'application/json' });
    const other = await keptAnswer(Buffer.from('{"a":2}'), { 'content-type': 'application/json' });
    expect(kept.etag).toBe(same.etag);
    expect(kept.etag).not.toBe(other.etag);
    const app = new Hono<AppEnv>().all('/', (c) => sendKept(kept, c));
    const sent = await app.request('/');
    expect(await sent.text()).toBe('{"a":1}');
    expect(Object.fromEntries(sent.headers)).toMatchObject({
      'content-type': 'application/json',
      'content-length': '7',
      etag: kept.etag,
      'x-content-type-options': 'nosniff',
    });
    // A GET naming it gets 304; a POST always gets the answer (a condition on a POST is not a cache's).
    const held = await app.request('/', { headers: { 'if-none-match': kept.etag } });
    expect([held.status, await held.text(), held.headers.get('etag')]).toEqual([304, '', kept.etag]);
    const posted = await app.request('/', { method: 'POST', headers: { 'if-none-match': kept.etag } });
    expect(posted.status).toBe(200);
  });

  it('sends a large answer in the coding the client takes best, each with its own ETag, made once', async () => {
    const text = JSON.stringify(
      Array.from({ length: 300 }, (_, n) => ({ value: `City ${n}`, label: `City ${n}` })),
    );
    const kept = await keptAnswer(Buffer.from(text), { 'content-type': 'application/json', vary: 'accept' });
    const small = await keptAnswer(Buffer.from('x'.repeat(COMPRESS_FROM - 1)), {});
    const app = new Hono<AppEnv>()
      .get('/large', (c) => sendKept(kept, c))
      .get('/small', (c) => sendKept(small, c));
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await app.request(path, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      return { res, body, coding: res.headers.get('content-encoding') };
    };

    const plain = await get('/large');
    expect([plain.coding, plain.body.toString(), plain.res.headers.get('etag')]).toEqual([
      null,
      text,
      kept.etag,
    ]);
    expect(plain.res.headers.get('vary')).toBe('accept, Accept-Encoding');
    const br = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    const gzipped = await get('/large', { 'accept-encoding': 'gzip' });
    expect([br.coding, brotliDecompressSync(br.body).toString()]).toEqual(['br', text]);
    expect([gzipped.coding, gunzipSync(gzipped.body).toString()]).toEqual(['gzip', text]);
    expect(br.res.headers.get('content-length')).toBe(String(br.body.length));
    expect(br.body.length).toBeLessThan(text.length / 5);
    const tags = [plain, br, gzipped].map(({ res }) => res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // Made once: the next client taking brotli gets the very same copy.
    expect(await inCoding(kept, 'br')).toBe(await inCoding(kept, 'gzip;q=0.5, br'));
    // A client holding the brotli copy gets 304 for it, told the same Vary.
    const held = await get('/large', { 'accept-encoding': 'br', 'if-none-match': String(tags[1]) });
    expect([held.res.status, held.res.headers.get('etag'), held.res.headers.get('vary')]).toEqual([
      304,
      tags[1],
      'accept, Accept-Encoding',
    ]);

    // Under a packet: sent as it is to everyone, nothing to vary on.
    const tiny = await get('/small', { 'accept-encoding': 'br' });
    expect([tiny.coding, tiny.body.length, tiny.res.headers.get('vary')]).toEqual([
      null,
      COMPRESS_FROM - 1,
      null,
    ]);
  });
});
