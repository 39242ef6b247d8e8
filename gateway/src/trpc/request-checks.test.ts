import { TRPC_MAX_BATCH } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { bodyInputs, pathCalls } from './request-checks.js';

// Over HTTP on purpose: the batch bounds are checked at the tRPC edge, on the request itself.
const product = useProduct({ shared: true });

const REFUSED = { message: 'Too many calls in one request.', code: 'TOO_MANY_CALLS' };
const calls = (n: number, name: string, separator: string) => Array(n).fill(name).join(separator);
const noInputs = encodeURIComponent('{}');

describe('counting a batch', () => {
  it('counts procedures in the path after percent-decoding, as tRPC reads them', () => {
    expect(pathCalls('http://x/trpc/a.b,c.d?batch=1')).toBe(2);
    expect(pathCalls('http://x/trpc/a.b%2Cc.d%2cE.f?batch=1')).toBe(3);
    // Decoded once, as tRPC does: %252C is a literal "%2C", one (unknown) procedure.
    expect(pathCalls('http://x/trpc/a.b%252Cc.d?batch=1')).toBe(1);
    expect(pathCalls('http://x/trpc/a,b%E0%A4%A?batch=1')).toBe(2);
  });

  it('counts a batch body’s inputs, keyed by index; what is no object is tRPC’s to refuse', () => {
    expect(bodyInputs('{"0":{},"1":{"a":1},"7":null}')).toBe(3);
    expect(bodyInputs('[1,2,3]')).toBe(0);
    expect(bodyInputs('not json')).toBe(0);
  });
});

describe('a tRPC batch over the bound', () => {
  it('answers 400 TOO_MANY_CALLS for procedures joined by %2C (regression: 200 calls went through)', async () => {
    const h = await product();
    for (const separator of ['%2C', '%2c', ',%2C'])
      for (const n of [TRPC_MAX_BATCH + 1, 200]) {
        const res = await h.app.request(
          `/trpc/${calls(n, 'catalog.featured', separator)}?batch=1&input=${noInputs}`,
        );
        expect({ separator, n, status: res.status }).toEqual({ separator, n, status: 400 });
        expect(await res.json()).toEqual(REFUSED);
      }
  });

  it('serves a batch of exactly the bound joined by %2C, which tRPC reads as separate calls', async () => {
    const h = await product();
    const res = await h.app.request(
      `/trpc/${calls(TRPC_MAX_BATCH, 'catalog.featured', '%2C')}?batch=1&input=${noInputs}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(TRPC_MAX_BATCH);
  });

  it('answers 400 TOO_MANY_CALLS for a batch POST whose body holds more inputs than the bound', async () => {
    const h = await product();
    const inputs = Object.fromEntries(
      Array.from({ length: TRPC_MAX_BATCH + 1 }, (_, i) => [i, { logInEmail: 'a@example.com' }]),
    );
    const res = await h.app.request('/trpc/auth.logOut?batch=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inputs),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
  });

  it('leaves a batch POST within the bound to tRPC, which still reads its body over a real connection', async () => {
    const h = await product();
    const res = await fetch(`${await h.listen()}/trpc/${calls(2, 'auth.logOut', '%2C')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: {}, 1: {} }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(2);
  });
});
