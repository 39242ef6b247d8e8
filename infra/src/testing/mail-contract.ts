/** The contract every mail adapter passes: what it sends arrives as a readable MIME message. */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/port.js';

export interface MailHarness {
  mailer: Mailer;
  /** Raw messages received so far. */
  received(): Promise<Buffer[]>;
  close(): Promise<void>;
}

export function describeMailContract(name: string, open: () => Promise<MailHarness>): void {
  describe(`mail contract: ${name}`, () => {
    let harness: MailHarness;
    beforeAll(async () => {
      harness = await open();
    });
    afterAll(async () => {
      await harness.close();
    });

    it('answers ping', async () => {
      await expect(harness.mailer.ping()).resolves.toBeUndefined();
    });

    it('delivers a message whose plain-text part, subject and recipient read back intact', async () => {
      const text = 'Your code is 123456. It expires in 10 minutes.\nनमस्ते — à bientôt';
      const { messageId } = await harness.mailer.send({
        id: 'mail-contract-1',
        requestedAt: new Date(),
        to: 'traveller@example.com',
        subject: 'Your Xplore Guide code — 123456',
        text,
        html: '<p>Your code is <b>123456</b></p>',
      });
      expect(messageId).toMatch(/@/);
      const raw = await vi.waitFor(
        async () => {
          const all = await harness.received();
          const found = all.find((m) => m.toString('utf8').includes(messageId.replace(/[<>]/g, '')));
          if (!found) throw new Error('not yet');
          return found;
        },
        { timeout: 10_000 },
      );
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe('Your Xplore Guide code — 123456');
      expect(parsed.text?.trim()).toBe(text);
      expect(parsed.html).toContain('<b>123456</b>');
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      expect(to?.value[0]?.address).toBe('traveller@example.com');
      expect(parsed.from?.value[0]?.address).toBe('no-reply@xploreguide.in');
    });

    it('gives a repeat of the same mail the same Message-ID, made from its id', async () => {
      const mail = {
        id: 'event-42',
        requestedAt: new Date(),
        to: 'twice@example.com',
        subject: 'Once',
        text: 'Once.',
      };
      const first = await harness.mailer.send(mail);
      const again = await harness.mailer.send(mail);
      expect(first.messageId).toBe('<event-42@xploreguide.in>');
      expect(again.messageId).toBe(first.messageId);
    });
  });
}
