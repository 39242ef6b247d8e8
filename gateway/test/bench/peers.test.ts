/**
 * The bench's peers (bench/peers) answer exactly what they were given, bytes and headers, so that a
 * ratio compares servers doing the same work: Fastify validates the body against its schema (a body
 * that breaks it is refused), a `stringify` route sends the same JSON made anew.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startPeer } from '../../bench/peers/peer-process.js';
import type { PeerSpec } from '../../bench/peers/routes.js';

const PLACES = JSON.stringify({ touristPlaces: [{ name: 'Taj Mahal' }, { name: 'Agra Fort' }] });
const HEADERS = {
  'content-type': 'application/json',
  'content-length': String(Buffer.byteLength(PLACES)),
  etag: '"places-1"',
  'x-content-type-options': 'nosniff',
};
const dir = mkdtempSync(join(tmpdir(), 'bench-peers-'));
const spec: PeerSpec = {
  logFile: join(dir, 'fastify.log'),
  routes: [
    {
      method: 'POST',
      path: '/api/touristPlaces',
      status: 200,
      headers: HEADERS,
      body: Buffer.from(PLACES).toString('base64'),
      bodySchema: {
        type: 'object',
        required: ['selectedCityName'],
        properties: { selectedCityName: { type: 'string', minLength: 1 } },
      },
    },
    {
      method: 'GET',
      path: '/trpc/catalog.featured?batch=1&input=%7B%7D',
      status: 200,
      headers: HEADERS,
      body: Buffer.from(PLACES).toString('base64'),
      stringify: true,
    },
  ],
};

const peers: RunningServer[] = [];
beforeAll(async () => {
  peers.push(await startPeer('bare', spec, dir), await startPeer('fastify', spec, dir));
}, 60_000);
afterAll(async () => {
  await Promise.all(peers.map((peer) => peer.stop()));
});

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/touristPlaces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the bench peers', () => {
  it('each answer the given bytes with the given headers, for a POST and for a GET told by its query', async () => {
    for (const peer of peers) {
      for (const res of [
        await post(peer.url, { selectedCityName: 'Agra' }),
        await fetch(`${peer.url}/trpc/catalog.featured?batch=1&input=%7B%7D`),
      ]) {
        expect({ peer: peer.name, status: res.status }).toEqual({ peer: peer.name, status: 200 });
        expect(await res.text()).toBe(PLACES);
        for (const [name, value] of Object.entries(HEADERS)) expect(res.headers.get(name)).toBe(value);
      }
    }
  });

  it('Fastify validates the body against its schema; the bare server only parses it', async () => {
    const [bare, fastify] = peers as [RunningServer, RunningServer];
    expect((await post(fastify.url, { selectedCityName: '' })).status).toBe(400);
    expect((await post(bare.url, { selectedCityName: '' })).status).toBe(200);
  });

  it('Fastify writes one log line per request', async () => {
    const fastify = peers[1] as RunningServer;
    // The lines of the other tests' requests may still be on their way to the file: count only
    // this request's, told by a query of its own.
    const probe = `probe-${randomUUID()}`;
    const linesOfProbe = () =>
      readFileSync(spec.logFile ?? '', 'utf8')
        .split('\n')
        .filter((line) => line.includes(probe));
    const res = await fetch(`${fastify.url}/api/touristPlaces?${probe}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedCityName: 'Agra' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => linesOfProbe().length).toBe(1);
    expect(JSON.parse(linesOfProbe()[0] ?? '{}')).toMatchObject({
      msg: 'request',
      method: 'POST',
      status: 200,
    });
  });
});
