import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Envelope, makeEvent, TOPICS } from '@app/contracts';
import {
  createPlatform,
  type DeadLetterNote,
  dataPaths,
  type Platform,
  parseConfig,
  recordEvents,
  silentLogger,
} from '@app/infra';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWorkers, type Workers } from '../runtime.js';

let platform: Platform;
let workers: Workers;
afterEach(async () => {
  await workers.stop();
  await platform.close();
});

async function start() {
  const config = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mail-worker-')), BUS_MAX_RETRIES: '1' });
  platform = await createPlatform(config, silentLogger);
  await platform.relay.start();
  workers = await startWorkers(platform, ['mail']);
  return dataPaths(config).outbox;
}

async function outboxMessages(dir: string) {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
}

const otpMail = () =>
  makeEvent(TOPICS.mailRequested, {
    to: 'asha@example.com',
    template: 'signup-otp',
    data: { otp: '482913', minutes: 10 },
  });

describe('mail worker', () => {
  it('sends a mail.requested event from the outbox as a readable e-mail', async () => {
    const outbox = await start();
    await platform.store.transaction((tx) => recordEvents(tx, [otpMail()]));
    platform.relay.nudge();
    const [mail] = await vi.waitFor(async () => {
      const all = await outboxMessages(outbox);
      expect(all).toHaveLength(1);
      return all;
    });
    // The code is in the body only: a subject shows on lock screens and in notifications.
    expect(mail?.subject).toBe('Your Xplore Guide sign-up code');
    expect(mail?.subject).not.toMatch(/\d{6}/);
    expect(mail?.text).toContain('Your one-time code is 482913');
    expect(mail?.text).toContain('expires in 10 minutes');
    const to = Array.isArray(mail?.to) ? mail?.to[0] : mail?.to;
    expect(to?.text).toBe('asha@example.com');
  });

  it('sends once when the same event is delivered twice', async () => {
    const outbox = await start();
    const event = otpMail();
    await platform.bus.publish(TOPICS.mailRequested, [event, event]);
    // A later mail is taken only after both deliveries; stopping lets the ones in flight finish.
    const later = makeEvent(TOPICS.mailRequested, {
      to: 'later@example.com',
      template: 'newsletter-welcome',
      data: {},
    });
    await platform.bus.publish(TOPICS.mailRequested, [later]);
    const recipients = async () =>
      (await outboxMessages(outbox)).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
    await vi.waitFor(async () => expect(await recipients()).toContain('later@example.com'));
    await workers.stop();
    expect((await recipients()).sort()).toEqual(['asha@example.com', 'later@example.com']);
  });

  it('parks an invalid request on mail.requested.dlq at once, saying why, and sends nothing', async () => {
    const outbox = await start();
    const dead: { event: Envelope; note: DeadLetterNote | undefined }[] = [];
    await platform.bus.subscribe({
      group: 'dlq-watch',
      topics: ['mail.requested.dlq'],
      handler: async (event, { deadLetter }) => void dead.push({ event, note: deadLetter }),
    });
    const bad = {
      ...otpMail(),
      payload: { to: 'asha@example.com', template: 'signup-otp', data: { otp: 'abc' } },
    };
    await platform.bus.publish(TOPICS.mailRequested, [bad]);
    await vi.waitFor(() => expect(dead.map((d) => d.event.id)).toEqual([bad.id]));
    // Retrying cannot make it valid: one try (BUS_MAX_RETRIES is 1 here), and the reason for the operator.
    expect(dead[0]?.note?.attempts).toBe(1);
    expect(dead[0]?.note?.error).toMatch(/^invalid mail\.requested: .*minutes/s);
    expect(await outboxMessages(outbox)).toHaveLength(0);
  });

  it('names its role, consumes mail.requested while running, and no longer once stopped', async () => {
    await start();
    expect(workers.roles).toEqual(['mail']);
    expect(platform.bus.health()).toEqual([{ consumer: 'mail.requested/mail-worker', state: 'running' }]);
    await workers.stop();
    expect(platform.bus.health()).toEqual([]);
  });

  it('escapes what users typed in the HTML part', async () => {
    const outbox = await start();
    const event = makeEvent(TOPICS.mailRequested, {
      to: 'ravi@example.com',
      template: 'review-thanks',
      data: { rating: 5, opinion: '<script>alert(1)</script>' },
    });
    await platform.bus.publish(TOPICS.mailRequested, [event]);
    const [mail] = await vi.waitFor(async () => {
      const all = await outboxMessages(outbox);
      expect(all).toHaveLength(1);
      return all;
    });
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });
});
