/**
 * A forged X-Forwarded-For sent straight to the gateway (HOST defaults to 0.0.0.0) must not give
 * each request an address of its own: only a peer in TRUST_PROXY_FROM is believed.
 */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../harness.js';
import { signUp } from '../http.js';

const startProduct = useProduct();

/** POSTs JSON over a real connection from 127.0.0.1, claiming to come from `forwardedFor`. */
async function postAs(base: string, path: string, body: unknown, forwardedFor: string): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
  });
  await res.arrayBuffer();
  return res.status;
}

/** Wrong passwords for one account, each claiming another address. */
async function rotatedGuesses(base: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(
      await postAs(
        base,
        '/api/logIn',
        { logInEmail: 'owner@example.com', logInPassword: `Guess#${i}xyz` },
        `198.18.0.${i}`,
      ),
    );
  return statuses;
}

describe('X-Forwarded-For from a peer that is no trusted proxy', () => {
  it('is ignored: rotating it does not escape the per-account-and-address log-in limit', async () => {
    // Trusted proxies are on 10/8; this test connects from loopback, as an outsider would directly.
    const h = await startProduct({ env: { TRUST_PROXY: 'true', TRUST_PROXY_FROM: '10.0.0.0/8' } });
    await signUp(h, 'owner@example.com');
    const statuses = await rotatedGuesses(await h.listen(), 11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('is ignored: rotating it does not escape the per-address limit on code mails', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true', TRUST_PROXY_FROM: '10.0.0.0/8' } });
    const base = await h.listen();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        await postAs(
          base,
          '/api/verifyAccountExistAndSendingOTP',
          { signUpEmail: `new${i}@example.com`, signUpPassword: 'Secret#123' },
          `198.18.1.${i}`,
        ),
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('X-Forwarded-For from a trusted proxy on loopback (the default)', () => {
  it('names the client, so clients behind the proxy are limited one by one', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    await signUp(h, 'owner@example.com');
    expect(await rotatedGuesses(await h.listen(), 11)).toEqual(Array(11).fill(401));
  });
});
