/**
 * The S3 server of `pnpm engines` stopped under the running product (BLOBS=minio): a track
 * request gets a clear 503 with its code and when to retry, /readyz says so, and once the server
 * is back the same request plays, with no restart. It stops the shared server, so it runs in the
 * `outages` project, after every other suite (beside the Kafka outage: each starts only its own
 * engine again).
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@app/contracts';
import { describeWithEngines } from '@app/infra/testing';
import { afterAll, expect, it, vi } from 'vitest';
import { useProduct } from '../harness.js';
import { engines, narrated, s3Settings } from './engines-control.js';

describeWithEngines('the product through an S3 server outage (pnpm engines)', ['s3'], (urls) => {
  const startProduct = useProduct();
  afterAll(async () => {
    // Whatever happened above, the server is left running for whoever comes next.
    await engines('up', 'minio');
  });

  it('answers 503 while the server is down and plays the track again once it is back', {
    timeout: 180_000,
  }, async () => {
    const product = await startProduct({
      env: s3Settings(urls.s3, `outage-${randomUUID().slice(0, 8)}`),
      workers: ['audio'],
    });
    const audioUrl = await narrated(product);
    const play = () => product.app.request(audioUrl, { headers: { range: 'bytes=0-99' } });
    await vi.waitFor(async () => expect((await play()).status).toBe(206), { timeout: 60_000, interval: 250 });

    await engines('stop', 'minio');
    const refused = await play();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({ message: MESSAGES.serviceUnavailable, code: 'UNAVAILABLE' });
    expect((await product.app.request('/readyz')).status).toBe(503);

    await engines('up', 'minio');
    await vi.waitFor(async () => expect((await play()).status).toBe(206), { timeout: 60_000, interval: 500 });
    expect((await product.app.request('/readyz')).status).toBe(200);
  });
});
