/** The mail port: sends one rendered message. */

export interface MailMessage {
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
