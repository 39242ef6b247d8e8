import { readdir } from 'node:fs/promises';
import { makeEvent, TOPICS } from '@app/contracts';
import { dataPaths } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';

const WAIT = { timeout: 15_000, interval: 50 };

let h: Harness;
const startProduct = useProduct();
afterEach(() => {
  vi.restoreAllMocks();
});

async function readiness() {
  const res = await h.app.request('/readyz');
  return {
    status: res.status,
    body: (await res.json()) as { status: string; checks: Record<string, string> },
  };
}

describe('/readyz and the bus consumers', () => {
  it('answers 503 naming the mail consumer while a store outage keeps it down, and 200 once it recovers', async () => {
    h = await startProduct({ workers: ['mail'] });
    expect((await readiness()).status).toBe(200);

    // The store refuses every read and write (an outage); its consumers fail and restart.
    const outage = vi.spyOn(h.platform.store, 'collection').mockImplementation(() => {
      throw new Error('store unreachable');
    });
    await vi.waitFor(async () => {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body.status).toBe('unavailable');
      expect(body.checks.consumers).toContain('mail.requested/mail-worker: restarting');
    }, WAIT);

    outage.mockRestore();
    await vi.waitFor(async () => {
      const { status, body } = await readiness();
      expect(status).toBe(200);
      expect(body.checks.consumers).toBeUndefined();
    }, WAIT);

    // The recovered consumer does its work again: an OTP mail is written.
    await h.platform.bus.publish(TOPICS.mailRequested, [
      makeEvent(TOPICS.mailRequested, {
        to: 'asha@example.com',
        template: 'signup-otp',
        data: { otp: '482913', minutes: 10 },
      }),
    ]);
    const outbox = dataPaths(h.platform.config).outbox;
    await vi.waitFor(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
    }, WAIT);
  });
});
