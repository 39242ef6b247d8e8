import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from './harness.js';

describe('useProduct({ shared: true })', () => {
  const product = useProduct({ shared: true, env: { BODY_LIMIT_BYTES: '4096' } });
  let first: Harness | undefined;

  it('starts one product at the first call, with the options given, and answers it again', async () => {
    first = await product();
    expect(first.deps.config.BODY_LIMIT_BYTES).toBe(4096);
    expect(await product()).toBe(first);
  });

  it('gives the next test the same product, still open', async () => {
    expect(await product()).toBe(first);
    expect((await (await product()).app.request('/healthz')).status).toBe(200);
  });
});

describe('useProduct()', () => {
  const startProduct = useProduct({ env: { BODY_LIMIT_BYTES: '4096' } });
  let earlier: string | undefined;

  it('starts a product at each call, its own options added to the ones given', async () => {
    const one = await startProduct();
    const two = await startProduct({ env: { SESSION_MAX_DAYS: '7' } });
    expect(two).not.toBe(one);
    expect(two.dataDir).not.toBe(one.dataDir);
    expect(two.deps.config).toMatchObject({ BODY_LIMIT_BYTES: 4096, SESSION_MAX_DAYS: 7 });
    earlier = await two.listen();
    expect((await fetch(`${earlier}/healthz`)).status).toBe(200);
  });

  it('has closed the products the test before started', async () => {
    await expect(fetch(`${earlier}/healthz`)).rejects.toThrow();
  });
});
