/**
 * The product on the real servers of `pnpm engines` (BUS=kafka, BLOBS=minio against the S3
 * server, MAIL=smtp into Mailpit), the store embedded: a traveller signs up with the code read from
 * Mailpit's API, listens to a narration whose track is stored in the S3 server, buys a plan and
 * books a guide, who answers live; every mail arrives once.
 */
import { randomUUID } from 'node:crypto';
import { PLAN_LABELS, SUBSCRIPTION_PLANS, trackBlobKey } from '@app/contracts';
import type { SandboxCheckout } from '@app/infra';
import { MinioBlobs } from '@app/infra/distributed';
import { describeWithEngines, s3Endpoint } from '@app/infra/testing';
import { expect, it, vi } from 'vitest';
import { useProduct } from '../harness.js';
import { cookieOf, get, post } from '../http.js';
import { acceptRequest, payBooking, TAJ_GUIDE, tajBooking, verifiedGuide } from '../marketplace.js';
import { mailsSince, narrated, s3Settings, textOf } from './engines-control.js';

const WAIT = { timeout: 60_000, interval: 250 };

describeWithEngines(
  'the product on Kafka, the S3 server and Mailpit (pnpm engines)',
  ['kafka', 's3', 'smtp', 'mailpit'],
  (engines) => {
    const startProduct = useProduct();

    it('signs up, listens, buys a plan and books a guide who answers, each mail once', {
      timeout: 240_000,
    }, async () => {
      const since = Date.now() - 1000;
      const run = randomUUID().slice(0, 8);
      const bucket = `journey-${run}`;
      const product = await startProduct({
        env: {
          BUS: 'kafka',
          KAFKA_BROKERS: engines.kafka,
          ...s3Settings(engines.s3, bucket),
          MAIL: 'smtp',
          SMTP_URL: engines.smtp,
        },
        workers: ['audio', 'mail', 'notifications'],
      });

      // Sign-up with the code from the mail Mailpit received.
      const tourist = `tina.${run}@example.com`;
      const password = 'Secret#123';
      const sent = await post(product, '/api/verifyAccountExistAndSendingOTP', {
        signUpEmail: tourist,
        signUpPassword: password,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const codeMail = await vi.waitFor(async () => {
        const found = (await mailsSince(engines.mailpit, since)).find((m) => m.to === tourist);
        if (!found) throw new Error('no sign-up mail in Mailpit yet');
        return found;
      }, WAIT);
      const otp = /\b(\d{6})\b/.exec(await textOf(engines.mailpit, codeMail))?.[1];
      expect(otp).toBeDefined();
      const created = await post(product, '/api/createAccount', {
        signUpEmail: tourist,
        signUpPassword: password,
        otp,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const cookie = cookieOf(
        (await post(product, '/api/logIn', { logInEmail: tourist, logInPassword: password })).cookies,
      );

      // A narration: made by the audio role from the Kafka topic, its track stored in the S3 server.
      const audioUrl = await narrated(product);
      const ranged = await product.app.request(audioUrl, { headers: { range: 'bytes=0-99' } });
      expect(ranged.status).toBe(206);
      expect((await ranged.arrayBuffer()).byteLength).toBe(100);
      // Read back from the S3 server by a client of its own, not through the product.
      const trackId = /^\/api\/tracks\/([0-9a-f-]{36})\/audio$/.exec(audioUrl)?.[1] ?? '';
      const s3Client = await MinioBlobs.connect({ ...s3Endpoint(engines.s3), bucket });
      await vi.waitFor(
        async () => expect((await s3Client.stat(trackBlobKey(trackId)))?.size).toBeGreaterThan(1000),
        WAIT,
      );

      // A plan, paid in the sandbox and confirmed as the page does.
      const usd = SUBSCRIPTION_PLANS.find((p) => p.label === PLAN_LABELS.fortnight)?.priceUsd ?? 0;
      const order = await post(
        product,
        '/api/create-order',
        { amount: usd, preferredCurrency: 'USD', item: { type: 'plan', plan: PLAN_LABELS.fortnight } },
        cookie,
      );
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const paid = await (product.platform.payments as SandboxCheckout).pay({
        orderId: String(order.body.id),
        card: '4111 1111 1111 1111',
      });
      expect((await post(product, '/api/verify-signature', paid, cookie)).body).toEqual({
        status: 'success',
      });

      // A guide booked and paid; the request reaches the guide through Kafka, who accepts it live.
      // Addresses of this run only: Kafka keeps what an earlier run left unhandled, and hands it to this one.
      const guideEmail = `asha.${run}@example.com`;
      const guide = await verifiedGuide(product, guideEmail, TAJ_GUIDE);
      const booking = await post(product, '/api/bookings', { ...tajBooking('instant'), guideEmail }, cookie);
      expect(booking.status, JSON.stringify(booking.body)).toBe(201);
      const bookingId = String(booking.body.id);
      await payBooking(product, cookie, bookingId, Number(booking.body.amountUsd));
      await acceptRequest(product, guide.cookie, bookingId);
      const mine = (await get(product, '/api/bookings?role=tourist', cookie)).body as unknown as Array<{
        id: string;
        status: string;
      }>;
      expect(mine.find((b) => b.id === bookingId)?.status).toBe('confirmed');

      // Every mail once: the sign-up codes, the request sent and received, the confirmation to both.
      const expected = [
        [tourist, /sign-up code/],
        [guideEmail, /sign-up code/],
        [tourist, /^Your booking request for Taj Mahal was sent to/],
        [guideEmail, /^New booking request for Taj Mahal/],
        [tourist, /^Your tour of Taj Mahal with .* is confirmed$/],
        [guideEmail, /^Booking confirmed: Taj Mahal/],
      ] as const;
      const received = await vi.waitFor(async () => {
        const all = (await mailsSince(engines.mailpit, since)).filter((m) =>
          [tourist, guideEmail].includes(m.to),
        );
        for (const [to, subject] of expected)
          expect(
            all.some((m) => m.to === to && subject.test(m.subject)),
            `${to}: ${subject}`,
          ).toBe(true);
        return all;
      }, WAIT);
      // Every group has handled and committed all it was given: a repeat would have come by now.
      await vi.waitFor(
        async () => expect((await product.platform.bus.lag()).every((l) => l.messages === 0)).toBe(true),
        WAIT,
      );
      const again = (await mailsSince(engines.mailpit, since)).filter((m) =>
        received.some((r) => r.to === m.to),
      );
      const keys = again.map((m) => `${m.to} ${m.subject}`);
      expect(new Set(keys).size, keys.join('\n')).toBe(keys.length);
      expect(new Set(again.map((m) => m.messageId)).size).toBe(again.length);
    });
  },
);
