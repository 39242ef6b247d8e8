/**
 * A user's rights over their data (DPDP Act ss. 11–12) reach every domain that holds some of it.
 * Accounts knows none of them: each domain hands it a holder at composition (compose's deps), and
 * accounts runs them — so the domains depend on accounts, never the other way round.
 */
import type { MyDataExport } from '@app/contracts';
import type { Blobs, Store } from '@app/infra';
import type { AppError } from '../core/index.js';
import type { Account } from './account.js';

/** The parts of a user's copy other domains hold; the account and its sessions are accounts' own. */
export type HeldSection = Exclude<
  keyof MyDataExport,
  'format' | 'exportedAt' | 'dataFiduciary' | 'account' | 'sessions'
>;

/** Reads a domain's part of the copy; dates and ids come out as JSON gives them. */
export type CopyReader = (store: Store, user: Account) => Promise<unknown>;

/** What the erasure must do after its transaction, with what the transaction removed (files). */
export type AfterErasure = (blobs: Blobs) => Promise<void>;

/** One domain's part in a user's data. */
export interface PersonalDataHolder {
  /** The sections of the copy it holds. */
  readonly copies?: Partial<Record<HeldSection, CopyReader>>;
  /** Why an erasure must wait (money in flight); asked before the erasure and again inside it. */
  refuseErasure?(store: Store, user: Account, now: Date): Promise<AppError | null>;
  /** Deletes the user's files it keeps, before the transaction (a crash leaves the account whole). */
  deleteFiles?(store: Store, blobs: Blobs, user: Account): Promise<void>;
  /** Its changes, inside the erasure's one transaction; a repeat changes nothing. */
  erase?(tx: Store, user: Account, now: Date): Promise<AfterErasure | undefined>;
}

/** Every holder, in the order their erasures run, and who reads each section of the copy. */
export interface PersonalData {
  readonly holders: readonly PersonalDataHolder[];
  readonly copies: Readonly<Record<HeldSection, CopyReader>>;
}

/** How services reach the holders: through the deps they are given. */
export interface PersonalDataKeeping {
  personalData: PersonalData;
}

/** Every section once: a section added to the copy's contract and given by nobody fails to compile here. */
const SECTIONS = Object.keys({
  listening: true,
  payments: true,
  bookings: true,
  notifications: true,
  messages: true,
  reviews: true,
  guide: true,
  newsletter: true,
} satisfies Record<HeldSection, true>) as HeldSection[];

/** The holders as accounts runs them; refuses (at start-up) a section nobody or two holders read. */
export function personalDataOf(holders: readonly PersonalDataHolder[]): PersonalData {
  const copies: Partial<Record<HeldSection, CopyReader>> = {};
  for (const holder of holders) {
    for (const [section, read] of Object.entries(holder.copies ?? {}) as [HeldSection, CopyReader][]) {
      if (copies[section]) throw new Error(`two domains give the "${section}" part of a user's data`);
      copies[section] = read;
    }
  }
  const missing = SECTIONS.filter((section) => !copies[section]);
  if (missing.length > 0) throw new Error(`no domain gives the ${missing.join(', ')} part of a user's data`);
  // In the contract's order, which the downloaded file keeps.
  const ordered = Object.fromEntries(SECTIONS.map((section) => [section, copies[section]]));
  return { holders, copies: ordered as Record<HeldSection, CopyReader> };
}
