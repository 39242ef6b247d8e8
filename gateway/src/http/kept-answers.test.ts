import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { type KeptAnswer, keptAnswer, keptAnswers, sendKept } from './kept-answers.js';

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
});
