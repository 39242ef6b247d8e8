/** What the mail templates share: the words and numbers they read alike. */
import { BOOKING_HOURS, type MailRequest, wallClock } from '@app/contracts';

export type DataOf<T extends MailRequest['template']> = Extract<MailRequest, { template: T }>['data'];

export interface MailWords {
  subject: string;
  paragraphs: string[];
}

/** Whole dollars as they are, anything else to the cent: 15 → "15", 12.5 → "12.50". */
export const usd = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

export const people = (count: number): string => (count === 1 ? '1 person' : `${count} people`);

// Guides work in India: deadlines read in India's time, as the booking's date and time do.
export const indiaTime = (iso: string): string => {
  const { date, time } = wallClock(new Date(iso), BOOKING_HOURS.timeZone);
  return `${date} at ${time} IST`;
};

export const MESSAGES_PLACE = 'under Messages in your profile menu';

/** The traveller as the guide needs them: the name to greet, the e-mail to reach them. */
export const traveller = (d: { touristName: string; touristEmail: string }): string =>
  d.touristName.trim() ? `${d.touristName.trim()} (${d.touristEmail})` : d.touristEmail;

export const guideOf = (d: { guideName: string }): string => d.guideName.trim() || 'Your guide';
