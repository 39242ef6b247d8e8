/**
 * Closing the HTTP server on a stop: requests in flight finish, keep-alive connections they leave
 * do not hold the close open, and a request that will not end is cut at the end of the grace.
 */
import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '@app/infra';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer } from './node-server.js';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose requests wait until the test answers them; resolves with it and the waiting. */
async function holdingServer() {
  const waiting: Array<(body: string) => void> = [];
  const server = createServer((_req, res) => waiting.push((body) => res.end(body)));
  // Longer than any test: without the sweep an idle connection would hold the close this long.
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const arrived = async () => {
    let next = waiting.shift();
    while (next === undefined) {
      await new Promise((resolve) => setImmediate(resolve));
      next = waiting.shift();
    }
    return next;
  };
  return { server, port, arrived };
}

function get(port: number, agent: Agent) {
  return new Promise<string>((resolve, reject) => {
    request({ host: '127.0.0.1', port, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('closeServer', () => {
  it('lets the request in flight finish and does not wait on the keep-alive connection it leaves', async () => {
    const { server, port, arrived } = await holdingServer();
    const answer = get(port, new Agent({ keepAlive: true }));
    const respond = await arrived();
    const closed = closeServer(server, 60_000, silentLogger);
    respond('done');
    expect(await answer).toBe('done');
    await closed;
    expect(server.listening).toBe(false);
  });

  it('closes a connection still busy when the grace period ends', async () => {
    const { server, port, arrived } = await holdingServer();
    const answer = get(port, new Agent({ keepAlive: true }));
    await arrived();
    const began = Date.now();
    await closeServer(server, 200, silentLogger);
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
    await expect(answer).rejects.toThrow(/socket hang up/);
  });
});
