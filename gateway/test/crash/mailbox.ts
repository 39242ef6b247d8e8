/**
 * The embedded mailer's outbox as the harness sees it: one `<requestedAt>-<to>-<eventId>.eml` file
 * per mail.requested event. The name says which event a file is for; the body has the OTP.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface MailFile {
  file: string;
  /** The requested time as the mailer wrote it (sortable text). */
  stamp: string;
  /** The recipient as it appears in the name (made file-safe by the mailer). */
  to: string;
  eventId: string;
}

// The stamp is an ISO time with ':' and '.' turned into '-'; event ids are UUIDs.
const NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(.+)-([0-9a-f-]{36})\.eml$/;

/** Every finished mail file; `.part` files (a write a kill cut short) are not mails. */
export async function listMails(outboxDir: string): Promise<MailFile[]> {
  const names = await readdir(outboxDir).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  });
  return names.flatMap((file) => {
    const match = NAME.exec(file);
    if (!match) return [];
    const [, stamp = '', to = '', eventId = ''] = match;
    return [{ file, stamp, to, eventId }];
  });
}

/** The one-time code a sign-up mail carries, or null when the file is some other mail. */
export async function otpIn(outboxDir: string, mail: MailFile): Promise<string | null> {
  const parsed = await simpleParser(await readFile(join(outboxDir, mail.file)));
  return /one-time code is (\d{6})/.exec(parsed.text ?? '')?.[1] ?? null;
}
