/**
 * The running server's edge: security headers on every kind of answer, answers with no body
 * announce none, slow and excess connections are cut, a client that hangs up is no error, and
 * only trusted proxies name the client.
 */
import { connect, type Socket } from 'node:net';
import { parseConfig } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { forwardedClient, proxyTrust } from '../../src/http/client.js';
import { useProduct } from '../harness.js';
import { loggedIn } from '../http.js';

const startProduct = useProduct();

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A raw connection to the server; resolves with what it answered once the server closed it. */
function rawRequest(
  base: string,
  text: string,
  hangUpAfterWrite = false,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(text);
      if (hangUpAfterWrite) socket.destroy();
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      resolve({ socket, answer: new Promise((done) => socket.on('close', () => done(received))) });
    });
    socket.on('error', reject);
  });
}

describe('security headers', () => {
  it('go on every kind of answer: API, errors, tRPC, pages, uploads and pictures', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const cookie = await loggedIn(h, 'asha@example.com');
    const form = new FormData();
    form.set('file', new Blob([PNG_1x1]), 'a.png');
    const uploaded = (await (
      await fetch(`${base}/api/userprofilePicture`, { method: 'POST', headers: { cookie }, body: form })
    ).json()) as { profilePicture: string };
    const answers = {
      api: await fetch(`${base}/api/getAllCountries`, { method: 'POST' }),
      personal: await fetch(`${base}/api/loadUserData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{}',
      }),
      error: await fetch(`${base}/api/nothing`, { method: 'POST' }),
      trpc: await fetch(`${base}/trpc/catalog.featured`),
      page: await fetch(`${base}/`),
      upload: await fetch(`${base}/uploads/${uploaded.profilePicture}`),
      picture: await fetch(`${base}/api/places/taj-mahal/image.svg`),
    };
    for (const [kind, res] of Object.entries(answers)) {
      expect({ kind, nosniff: res.headers.get('x-content-type-options') }).toEqual({
        kind,
        nosniff: 'nosniff',
      });
      expect({ kind, csp: res.headers.get('content-security-policy') }).toMatchObject({
        csp: expect.stringContaining("frame-ancestors 'self'"),
      });
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    for (const kind of ['api', 'personal', 'error', 'trpc'] as const)
      expect({ kind, cache: answers[kind].headers.get('cache-control') }).toEqual({
        kind,
        cache: 'no-store',
      });
    // Nothing served from the API or uploads may run as a page.
    for (const kind of ['api', 'upload', 'picture'] as const)
      expect(answers[kind].headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answers.page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers OPTIONS with no body and no length to wait for', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const res = await fetch(`${base}/`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).toBe('');
  });
});

describe('connections', () => {
  it('cuts a request whose body trickles in slower than the request time-out, with 408', async () => {
    const h = await startProduct({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' } });
    const base = await h.listen();
    const { answer } = await rawRequest(
      base,
      'POST /api/logIn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a connection whose headers never end', async () => {
    const h = await startProduct({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' } });
    const base = await h.listen();
    const { answer } = await rawRequest(base, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses connections beyond MAX_CONNECTIONS, and serves again once they close', async () => {
    const h = await startProduct({ env: { MAX_CONNECTIONS: '10' } });
    const base = await h.listen();
    const open = await Promise.all(
      Array.from({ length: 10 }, () => rawRequest(base, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')),
    );
    const extra = await rawRequest(base, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.answer).toBe('');
    for (const { socket } of open) socket.destroy();
    await Promise.all(open.map(({ answer }) => answer));
    await vi.waitFor(async () => expect((await fetch(`${base}/healthz`)).status).toBe(200));
  });

  it('logs a client that hangs up mid-body as one info line, not an error', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const { answer } = await rawRequest(
      base,
      'POST /api/logIn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"logIn',
      true,
    );
    await answer;
    await vi.waitFor(() =>
      expect(h.logs.filter((line) => line.msg === 'client closed the connection')).toHaveLength(1),
    );
    expect(h.logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('logs a client that hangs up mid-body of a tRPC call the same way, naming the procedure', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const { answer } = await rawRequest(
      base,
      'POST /trpc/auth.logIn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email',
      true,
    );
    await answer;
    await vi.waitFor(() =>
      expect(h.logs.filter((line) => line.msg === 'client closed the connection')).toEqual([
        expect.objectContaining({ level: 30, procedure: 'auth.logIn' }),
      ]),
    );
    expect(h.logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });
});

describe('the client address behind proxies', () => {
  it('is the address the last trusted proxy saw: the N-th X-Forwarded-For entry from the right', () => {
    const trust = proxyTrust(
      parseConfig({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_FROM: '127.0.0.1, 10.0.0.0/8' }),
    );
    if (!trust) throw new Error('trust expected');
    expect(forwardedClient('forged, 203.0.113.5, 10.0.0.2', trust)).toBe('203.0.113.5');
    expect(forwardedClient('203.0.113.5', trust)).toBe('203.0.113.5');
    expect(forwardedClient(' , ', trust)).toBeUndefined();
  });

  it('cannot be forged with TRUST_PROXY=true: a made-up first entry does not escape the per-address limit', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const res = await h.app.request('/api/logIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${i}, 203.0.113.9` },
        body: JSON.stringify({ logInEmail: `u${i}@example.com`, logInPassword: 'Secret#123' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts TRUST_PROXY_HOPS proxies', async () => {
    // The second proxy sits on the private network, so its range is trusted besides loopback.
    const h = await startProduct({
      env: { TRUST_PROXY_HOPS: '2', TRUST_PROXY_FROM: '127.0.0.0/8, 10.0.0.0/8' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const res = await h.app.request('/api/logIn', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.0.${i}, 203.0.113.9, 10.0.0.${i}`,
        },
        body: JSON.stringify({ logInEmail: `u${i}@example.com`, logInPassword: 'Secret#123' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
