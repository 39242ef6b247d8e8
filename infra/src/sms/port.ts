/** The SMS port: sends one text message (phone OTPs). */
export interface Sms {
  readonly kind: 'embedded' | 'twilio';
  send(to: string, text: string): Promise<void>;
}
