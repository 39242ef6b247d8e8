/**
 * The bench's rotating load (bench/rotating-load.ts): every request carries the next cookie in
 * turn, so a call a client may make only a few of at once is measured across many clients; a
 * refused request breaks the bench instead of being counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rotatingRate } from '../../bench/rotating-rate.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server counting the cookies it is sent, answering `status` to `refused`'s cookie. */
async function counting(refused?: string, status = 409) {
  const seen = new Map<string, number>();
  server = createServer((req, res) => {
    const cookie = req.headers.cookie ?? '';
    seen.set(cookie, (seen.get(cookie) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.writeHead(cookie === refused ? status : 200).end('{}'));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/create-order` };
}

describe('the rotating load', () => {
  it('sends each cookie in turn, as often as the others', { timeout: 30_000 }, async () => {
    const { seen, url } = await counting();
    const cookies = ['sid=a', 'sid=b', 'sid=c'];
    expect(await rotatingRate(url, '{}', cookies, { connections: 4, seconds: 1 })).toBeGreaterThan(0);
    expect([...seen.keys()].sort()).toEqual(cookies);
    const counts = [...seen.values()];
    // In turn: no cookie is sent more than one round of the connections ahead of another.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(4);
  });

  it('breaks on a refused request', { timeout: 30_000 }, async () => {
    const { url } = await counting('sid=b');
    await expect(rotatingRate(url, '{}', ['sid=a', 'sid=b'], { connections: 2, seconds: 1 })).rejects.toThrow(
      /non-2xx/,
    );
  });
});
