/** SMS adapters: text files in DATA_DIR/sms for local use, or Twilio's Messages API. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import type { Sms } from './port.js';

/** Writes each message to a file named by time and number, so a developer can read the OTP. */
export class OutboxSms implements Sms {
  readonly kind = 'embedded' as const;

  constructor(private readonly dir: string) {}

  async send(to: string, text: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(
      this.dir,
      `${stamp}-${to.replace(/[^0-9+]/g, '')}-${crypto.randomUUID().slice(0, 8)}.txt`,
    );
    await writeFile(`${file}.part`, `To: ${to}\n\n${text}\n`);
    await rename(`${file}.part`, file);
  }
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

/** Twilio's Message resource, of which only the id is needed to know the message was taken. */
const messageAnswerSchema = z.object({ sid: z.string().min(1) });

export class TwilioSms implements Sms {
  readonly kind = 'twilio' as const;

  constructor(private readonly options: TwilioOptions) {}

  async send(to: string, text: string): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.options;
    const response = await fetch(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      throw new Error(`SMS provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
    // A 2xx that is not a message resource (a proxy's page, say) was not a sent message either.
    await readAnswer('SMS provider', messageAnswerSchema, response);
  }
}
