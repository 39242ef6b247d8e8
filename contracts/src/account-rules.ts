/**
 * Account rules and shapes without zod, so the browser can import them without the schema
 * library; the schemas in accounts.ts are built on them.
 */
import { AUDIO_PREFERENCES, UI } from './business.js';

export const OTP_RULES = {
  length: 6,
  ttlMinutes: 10,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
} as const;

export const USERNAME_MAX = 60;
/** The phone field's placeholder: libphonenumber's example Indian mobile number, valid by checkPhone. */
export const PHONE_EXAMPLE = '+918123456789';
export const ADDRESS_MAX = 300;
export const PREFERENCE_MAX = 100;
export const OPINION_MAX = 2000;

export interface UserProfile {
  email: string;
  username: string;
  phoneNumber: string;
  phoneVerified: boolean;
  address: string;
  profilePicture: string;
  preferredCurrency: string;
  userpreference: string;
  subscription: string;
  newsletter: boolean;
  signInMethods: Array<'password' | 'google'>;
}

export interface SiteReview {
  /** Masked for privacy on the public list, e.g. 'ra***@example.com'. */
  email: string;
  name: string;
  opinion: string;
  review: number;
  profilePicture: string;
  createdAt: string;
}

export interface Transaction {
  description: string;
  amount: string;
  time: string;
}

export const PICTURE_RULES = {
  maxBytes: 2 * 1024 * 1024,
  /** Neither side may be longer: larger pictures cost memory to decode and show nothing more. */
  maxSidePixels: 4096,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const PREFERENCE_OPTIONS = AUDIO_PREFERENCES;
export const TRANSACTIONS_SHOWN = UI.transactionsShown;
/** Rows of the full, paged transaction history per page. */
export const TRANSACTION_PAGE_SIZE = 20;

/** Where a page of the history ends: the last row's time and id (rows of one time go by id). */
export interface TransactionCursor {
  time: string;
  id: string;
}

export interface TransactionPage {
  items: Transaction[];
  /** The next page's cursor; null on the last page. */
  nextCursor: TransactionCursor | null;
}
