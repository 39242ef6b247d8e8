/** The mail port: sends one rendered message. */

export interface MailMessage {
  /**
   * What the mail is for (the event that asked for it): a repeat with the same id replaces the
   * first where the adapter can (embedded), and carries the same Message-ID where it cannot
   * (SMTP), so that receivers drop it.
   */
  id: string;
  /** When it was asked for; the same for every repeat. */
  requestedAt: Date;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'embedded' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
