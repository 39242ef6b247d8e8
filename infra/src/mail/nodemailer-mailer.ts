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
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { messageId: String(info.messageId) };
  }

  async ping(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * Writes each message as an .eml file (the OTP mails a developer reads locally). The name
 * starts with the time, so `ls` lists them in order.
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
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('nodemailer stream transport returned no buffer');
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const recipient = message.to.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);
    const file = join(this.dir, `${stamp}-${recipient}-${crypto.randomUUID().slice(0, 8)}.eml`);
    await writeFile(`${file}.part`, raw);
    await rename(`${file}.part`, file);
    return { messageId: String(info.messageId) };
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async close(): Promise<void> {}
}
