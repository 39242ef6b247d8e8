import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SandboxWebhooks } from './sandbox-webhooks.js';

const SECRET = 'webhook-secret-of-the-test';

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

interface Call {
  body: string;
  signature: string;
  eventId: string;
  at: number;
}

describe('sandbox webhooks', () => {
  it('retries a delivery that failed twice, with back-off, sending the same signed event each time', async () => {
    const { logger } = recordingLogger();
    const webhooks = new SandboxWebhooks({ secret: SECRET, logger, retryScheduleMs: [30, 60, 120] });
    const calls: Call[] = [];
    webhooks.connect(async (body, signature, eventId) => {
      calls.push({ body, signature, eventId, at: performance.now() });
      if (calls.length === 1) return 500;
      if (calls.length === 2) throw new Error('connection reset');
      return 200;
    });
    webhooks.send('payment.captured', { payment: { id: 'pay_29QQoUBi66xm2g', status: 'captured' } });
    await webhooks.idle();

    expect(calls).toHaveLength(3);
    const [first, second, third] = calls as [Call, Call, Call];
    expect(new Set(calls.map((c) => `${c.eventId} ${c.signature} ${c.body}`)).size).toBe(1);
    expect(first.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    expect(first.signature).toBe(createHmac('sha256', SECRET).update(first.body).digest('hex'));
    expect(JSON.parse(first.body)).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: 'pay_29QQoUBi66xm2g', status: 'captured' } } },
      created_at: expect.any(Number),
    });
    // The waits grow as the schedule says (timers may fire a millisecond early).
    expect(second.at - first.at).toBeGreaterThanOrEqual(29);
    expect(third.at - second.at).toBeGreaterThanOrEqual(59);
  });

  it('gives up after the last retry of its schedule and says so in the log', async () => {
    const { logger, lines } = recordingLogger();
    const webhooks = new SandboxWebhooks({ secret: SECRET, logger, retryScheduleMs: [1, 2] });
    let calls = 0;
    webhooks.connect(async () => {
      calls++;
      return 503;
    });
    webhooks.send('order.paid', { order: { id: 'order_IluGWxBm9U8zJ8' } });
    await webhooks.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(3);
    expect(lines.at(-1)).toMatchObject({ level: 50, event: 'order.paid', attempts: 3 });
    expect(lines.at(-1)?.msg).toMatch(/not delivered; gave up/);
  });

  it('stops waiting retries when closed', async () => {
    const { logger } = recordingLogger();
    const webhooks = new SandboxWebhooks({ secret: SECRET, logger, retryScheduleMs: [60_000] });
    let calls = 0;
    webhooks.connect(async () => {
      calls++;
      return 500;
    });
    webhooks.send('payment.failed', { payment: { id: 'pay_29QQoUBi66xm2f' } });
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await webhooks.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(calls).toBe(1);
  });

  it('logs an event raised before any receiver is connected instead of losing it silently', async () => {
    const { logger, lines } = recordingLogger();
    const webhooks = new SandboxWebhooks({ secret: SECRET, logger });
    webhooks.send('refund.processed', { refund: { id: 'rfnd_FP8QHiV938haTz' } });
    await webhooks.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([expect.objectContaining({ level: 40, event: 'refund.processed' })]);
  });
});
