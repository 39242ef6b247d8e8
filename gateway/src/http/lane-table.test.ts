import { describe, expect, it } from 'vitest';
import type { KeptAnswer } from './kept-answers.js';
import { answeringHeaders, laneTable, PER_URL } from './lane-table.js';

const answer = (text: string): KeptAnswer => ({
  body: Buffer.from(text),
  headers: { 'content-type': 'text/plain' },
  etag: `"${text}"`,
  notModified: {},
});
const NONE = Buffer.alloc(0);
const UNBOUNDED = { entries: Number.POSITIVE_INFINITY, bytes: Number.POSITIVE_INFINITY };
const RAW = ['Host', 'shop.example', 'Content-Type', 'application/json', 'Cookie', 'sid=1'];

describe("the answer lane's table", () => {
  it('finds a request by method, URL, answering headers in any case, and body bytes', () => {
    const table = laneTable(UNBOUNDED);
    const body = Buffer.from('{"city":"Agra"}');
    table.keep('POST', '/api/kept', answeringHeaders(RAW), body, answer('agra'));
    const found = (method: string, url: string, raw: string[], sent: Buffer) =>
      table.find(method, url, raw, sent)?.body.toString();

    expect(found('POST', '/api/kept', RAW, Buffer.from('{"city":"Agra"}'))).toBe('agra');
    // Names are compared whatever their case, and headers no answer depends on not at all.
    expect(
      found('POST', '/api/kept', ['host', 'shop.example', 'content-type', 'application/json'], body),
    ).toBe('agra');
    expect(found('GET', '/api/kept', RAW, body)).toBeUndefined();
    expect(found('POST', '/api/kept?x=1', RAW, body)).toBeUndefined();
    expect(found('POST', '/api/kept', RAW, Buffer.from('{"city":"Goa"}'))).toBeUndefined();
    expect(found('POST', '/api/kept', RAW, NONE)).toBeUndefined();
    // A value differs, a header is added or missing: another request.
    expect(
      found('POST', '/api/kept', ['Host', 'shop.example', 'Content-Type', 'text/plain'], body),
    ).toBeUndefined();
    expect(found('POST', '/api/kept', [...RAW, 'Origin', 'https://evil.example'], body)).toBeUndefined();
    expect(found('POST', '/api/kept', ['Host', 'shop.example'], body)).toBeUndefined();
    expect(
      found('POST', '/api/kept', ['Content-Type', 'application/json', 'Host', 'shop.example'], body),
    ).toBe(undefined);
  });

  it('replaces what it learned for the same request, and keeps the latest few of one URL', () => {
    const table = laneTable(UNBOUNDED);
    const headers = answeringHeaders(RAW);
    table.keep('GET', '/api/a', headers, NONE, answer('old'));
    table.keep('GET', '/api/a', headers, NONE, answer('new'));
    expect(table.find('GET', '/api/a', RAW, NONE)?.body.toString()).toBe('new');
    // Another body or method is another request, kept beside it.
    table.keep('POST', '/api/a', headers, NONE, answer('posted'));
    table.keep('POST', '/api/a', headers, Buffer.from('[]'), answer('listed'));
    expect(
      [NONE, NONE, Buffer.from('[]')].map((body, n) =>
        table.find(n === 0 ? 'GET' : 'POST', '/api/a', RAW, body)?.body.toString(),
      ),
    ).toEqual(['new', 'posted', 'listed']);

    const variant = (n: number) => ['Host', 'shop.example', 'X-Variant', String(n)];
    for (let n = 0; n < PER_URL; n++)
      table.keep('GET', '/api/b', answeringHeaders(variant(n)), NONE, answer(String(n)));
    expect(table.find('GET', '/api/b', variant(0), NONE)?.body.toString()).toBe('0');
    table.keep('GET', '/api/b', answeringHeaders(variant(PER_URL)), NONE, answer('last'));
    expect(table.find('GET', '/api/b', variant(0), NONE)).toBeUndefined();
    expect(table.find('GET', '/api/b', variant(1), NONE)?.body.toString()).toBe('1');
    expect(table.find('GET', '/api/b', variant(PER_URL), NONE)?.body.toString()).toBe('last');
  });

  it('starts again empty past its entries or its bytes, requests counted', () => {
    const byCount = laneTable({ entries: 2, bytes: Number.POSITIVE_INFINITY });
    byCount.keep('GET', '/api/a', [], NONE, answer('1'));
    byCount.keep('GET', '/api/b', [], NONE, answer('2'));
    // The same request again takes no more room.
    byCount.keep('GET', '/api/b', [], NONE, answer('2'));
    expect(byCount.find('GET', '/api/a', [], NONE)).toBeDefined();
    byCount.keep('GET', '/api/c', [], NONE, answer('3'));
    expect([
      byCount.find('GET', '/api/a', [], NONE),
      byCount.find('GET', '/api/b', [], NONE),
      byCount.find('GET', '/api/c', [], NONE)?.body.toString(),
    ]).toEqual([undefined, undefined, '3']);

    // An answer's bytes, and its request's URL, headers and body.
    const byBytes = laneTable({ entries: Number.POSITIVE_INFINITY, bytes: 20 });
    byBytes.keep('GET', '/a', [], NONE, answer('12345678'));
    byBytes.keep('GET', '/b', [], NONE, answer('1234567'));
    expect(byBytes.has('/a')).toBe(true);
    byBytes.keep('POST', '/c', ['x', 'y'], Buffer.from('{}'), answer('1'));
    expect([byBytes.has('/a'), byBytes.has('/b'), byBytes.has('/c')]).toEqual([false, false, true]);
  });
});
