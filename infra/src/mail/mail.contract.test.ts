import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { describeWithEngine } from '../testing/engines.js';
import { describeMailContract } from '../testing/mail-contract.js';
import { OutboxMailer, SmtpMailer } from './nodemailer-mailer.js';

const FROM = 'Xplore Guide <no-reply@xploreguide.in>';

describeMailContract('embedded .eml outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  return {
    mailer: new OutboxMailer(dir, FROM),
    received: async () => {
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
      return Promise.all(files.map((f) => readFile(join(dir, f))));
    },
    close: async () => {},
  };
});

describeMailContract('SMTP against an in-process SMTP server', async () => {
  const inbox: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      buffer(stream).then((raw) => {
        inbox.push(raw);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, FROM);
  return {
    mailer,
    received: async () => inbox,
    close: async () => {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
});

describeWithEngine('mail contract: SMTP against Mailpit (pnpm engines)', 'smtp', (smtpUrl) => {
  describeMailContract('SMTP against Mailpit (pnpm engines)', async () => {
    const api = process.env.TEST_MAILPIT_URL;
    if (!api) throw new Error('TEST_MAILPIT_URL (Mailpit API) must be set with TEST_SMTP_URL');
    // Mailpit keeps earlier runs' mail, some with the same Message-IDs: only what arrives from now counts.
    const since = Date.now() - 1000;
    const mailer = new SmtpMailer(smtpUrl, FROM);
    return {
      mailer,
      received: async () => {
        const list = (await (await fetch(`${api}/api/v1/messages?limit=100`)).json()) as {
          messages: Array<{ ID: string; Created: string }>;
        };
        const recent = list.messages.filter((m) => Date.parse(m.Created) >= since);
        return Promise.all(
          recent.map(async (m) =>
            Buffer.from(await (await fetch(`${api}/api/v1/message/${m.ID}/raw`)).arrayBuffer()),
          ),
        );
      },
      close: () => mailer.close(),
    };
  });
});

describe('the embedded outbox', () => {
  it('keeps one file for a mail sent twice (a repeated event), named by when it was asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = new OutboxMailer(dir, FROM);
    const mail = {
      id: 'evt-1',
      requestedAt: new Date('2026-11-24T10:00:00Z'),
      to: 'asha@example.com',
      subject: 'Welcome',
      text: 'Hello.',
    };
    await mailer.send(mail);
    await mailer.send(mail);
    await mailer.send({ ...mail, id: 'evt-2' });
    expect((await readdir(dir)).sort()).toEqual([
      '2026-11-24T10-00-00-000Z-asha@example.com-evt-1.eml',
      '2026-11-24T10-00-00-000Z-asha@example.com-evt-2.eml',
    ]);
  });
});
