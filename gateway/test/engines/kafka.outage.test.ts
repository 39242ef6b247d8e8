/**
 * The Kafka broker of `pnpm engines` stopped for 10 seconds under the running product, then
 * started again: what was written meanwhile waits in the outbox, and once the broker is back the
 * relay and the mail consumer reconnect by themselves and every mail goes out once. It stops the
 * shared broker, so it runs in the `outages` project, after every other suite (beside the S3 outage:
 * each starts only its own engine again). The broker comes back
 * remembering the consumers of before the stop, and rebalances each group only once their sessions
 * lapse: 10 s here (KAFKA_SESSION_TIMEOUT_MS) rather than kafkajs's 30 s, which the test would only
 * sit out.
 */
import { randomUUID } from 'node:crypto';
import { describeWithEngines } from '@app/infra/testing';
import { afterAll, expect, it, vi } from 'vitest';
import { useProduct } from '../harness.js';
import { post } from '../http.js';
import { engines, mailsSince } from './engines-control.js';

const OUTAGE_MS = 10_000;
const CODES = 5;

describeWithEngines(
  'the product through a Kafka outage (pnpm engines)',
  ['kafka', 'smtp', 'mailpit'],
  (urls) => {
    const startProduct = useProduct();
    afterAll(async () => {
      // Whatever happened above, the broker is left running for whoever comes next.
      await engines('up', 'kafka');
    });

    it('keeps what is written while the broker is down and delivers it once when it is back', {
      timeout: 180_000,
    }, async () => {
      const since = Date.now() - 1000;
      const run = randomUUID().slice(0, 8);
      const product = await startProduct({
        env: {
          BUS: 'kafka',
          KAFKA_BROKERS: urls.kafka,
          KAFKA_SESSION_TIMEOUT_MS: '10000',
          MAIL: 'smtp',
          SMTP_URL: urls.smtp,
        },
        workers: ['mail'],
      });
      const addresses = Array.from({ length: CODES }, (_, i) => `outage.${run}.${i}@example.com`);

      await engines('stop', 'kafka');
      const stoppedAt = Date.now();
      for (const address of addresses) {
        const sent = await post(product, '/api/verifyAccountExistAndSendingOTP', {
          signUpEmail: address,
          signUpPassword: 'Secret#123',
        });
        // Answered from the store alone: the mail waits in the outbox for the broker.
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      }
      expect((await mailsSince(urls.mailpit, since)).filter((m) => addresses.includes(m.to))).toEqual([]);
      // The outage is the scenario: it lasts its 10 seconds whatever the product does meanwhile.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
      await engines('up', 'kafka');

      await vi.waitFor(
        async () => {
          const got = (await mailsSince(urls.mailpit, since)).filter((m) => addresses.includes(m.to));
          expect(got.map((m) => m.to).sort()).toEqual([...addresses].sort());
        },
        { timeout: 120_000, interval: 500 },
      );
      // Everything handled and committed: a repeat would have been delivered by now.
      await vi.waitFor(
        async () => expect((await product.platform.bus.lag()).every((l) => l.messages === 0)).toBe(true),
        { timeout: 60_000, interval: 250 },
      );
      const got = (await mailsSince(urls.mailpit, since)).filter((m) => addresses.includes(m.to));
      expect(got).toHaveLength(CODES);
    });
  },
);
