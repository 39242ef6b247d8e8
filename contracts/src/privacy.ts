/**
 * The user's rights over their data (India's DPDP Act 2023): a copy of everything held about them,
 * and erasure of the account. Not in the spec: the paths, bodies and messages are ours
 * (DECISIONS 12), shared by REST, tRPC and the profile popup.
 */
import { z } from 'zod';

export const PRIVACY_PATHS = {
  /** GET: the signed-in user's data as one JSON file (an attachment, never cached). */
  myData: '/api/my-data',
  /** POST {confirm, password?}: erases the signed-in user's account. */
  deleteAccount: '/api/delete-account',
} as const;

/** What the user types to confirm; a word, not the e-mail, so a phone keyboard makes no mistake. */
export const DELETE_WORD = 'DELETE';

/** The label that stands in for a deleted user's name where their writing stays visible. */
export const FORMER_TRAVELLER = 'Former traveller';
export const FORMER_GUIDE = 'Former guide';

export const PRIVACY_MESSAGES = {
  confirmWord: `Please type ${DELETE_WORD} to confirm.`,
  passwordRequired: 'Please enter your password to confirm.',
  upcomingBooking:
    'You have an upcoming paid booking. Your account can be deleted once it has taken place, or after you cancel it (a cancelled booking is refunded by our refund policy).',
  paymentInProgress:
    'A payment of yours is still in progress. Please finish or abandon it and try again in 30 minutes.',
  accountDeleted: 'Your account has been deleted. We are sorry to see you go.',
} as const;

/**
 * The re-confirmation: the typed word always; the password too for an account that has one (a
 * session left open on a shared computer must not be enough to erase it). Google-only accounts
 * have no password here to give.
 */
export const deleteAccountSchema = z.object({
  // The word itself is checked by the service, which answers with its own code (DELETE_NOT_CONFIRMED).
  confirm: z.string({ error: PRIVACY_MESSAGES.confirmWord }).trim().max(20, PRIVACY_MESSAGES.confirmWord),
  password: z.string().max(200).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export interface DeleteAccountResult {
  message: string;
  deleted: true;
}

/** The download's file name: the brand and the export's day, e.g. `xplore-guide-my-data-2026-05-01.json`. */
export function myDataFileName(exportedAt: string): string {
  return `xplore-guide-my-data-${exportedAt.slice(0, 10)}.json`;
}

/** The export's format version: a reader of an old file knows which shape it holds. */
export const MY_DATA_FORMAT = 1;

/** Dates are ISO strings; every record is as the product keeps it, minus secrets. */
type Row = Record<string, unknown>;

/** Everything the product holds about one user, as the download gives it. */
export interface MyDataExport {
  format: typeof MY_DATA_FORMAT;
  exportedAt: string;
  /** Who holds the data and how to reach them about it. */
  dataFiduciary: { name: string; contact: string };
  /** The account: profile, plan, audio allowance, quiz; never a password hash or sign-in secret. */
  account: Row;
  /** Open sessions: when they began and were last used, never their tokens or token hashes. */
  sessions: Row[];
  /** What was listened to: the places of bought special plans, heard or not. */
  listening: { specialPlans: Row[] };
  payments: { orders: Row[]; transactions: Row[]; refunds: Row[] };
  bookings: { asTourist: Row[]; asGuide: Row[] };
  notifications: Row[];
  /** Messages the user sent or received, as written. */
  messages: Row[];
  /** Written by the user: of the site, of guides; as a guide, of travellers. And guides' reviews of the user. */
  reviews: { ofTheSite: Row[]; ofGuides: Row[]; ofTravellers: Row[]; aboutYou: Row[] };
  guide: { profile: Row | null; tourPlans: Row[]; reviewsReceived: Row[] };
  newsletter: { subscribed: boolean; subscribedAt: string | null };
}
