/** Both mail adapters are nodemailer: SMTP for real delivery, or .eml files in DATA_DIR/outbox. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './port.js';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail(envelope(this.from, message));
    return { messageId: String(info.messageId) };
  }

  async ping(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** The sender's domain names the Message-ID made from the mail's id, the same for every repeat. */
function envelope(from: string, { id, requestedAt, ...message }: MailMessage) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return { from, ...message, date: requestedAt, messageId: `<${id}@${domain}>` };
}

/**
 * Writes each message as an .eml file (the OTP mails a developer reads locally). The name
 * starts with the time it was asked for, so `ls` lists them in order, and ends with its id, so
 * a repeat replaces the file rather than adding a second.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'embedded' as const;
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail(envelope(this.from, message));
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('nodemailer stream transport returned no buffer');
    await mkdir(this.dir, { recursive: true });
    const stamp = message.requestedAt.toISOString().replace(/[:.]/g, '-');
    const safe = (text: string) => text.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);
    const file = join(this.dir, `${stamp}-${safe(message.to)}-${safe(message.id)}.eml`);
    await writeFile(`${file}.part`, raw);
    await rename(`${file}.part`, file);
    return { messageId: String(info.messageId) };
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async close(): Promise<void> {}
}
