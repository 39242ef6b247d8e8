/** The users collection: one document per account, keyed by a random id, unique by e-mail. */
import { PLAN_LABELS } from '@app/contracts';
import type { Doc, Store } from '@app/infra';

export type UserDoc = Doc & {
  email: string;
  passwordHash?: string;
  googleSub?: string;
  username: string;
  phoneNumber: string;
  phoneVerified: boolean;
  address: string;
  profilePicture: string;
  preferredCurrency: string;
  userpreference: string;
  subscription: string;
  /** When the paid plan in `subscription` ends; absent on the free plan. */
  subscriptionExpiresAt?: Date;
  /** Audio-book seconds left in the paid plan. */
  audioSecondsLeft?: number;
  /** Quiz reward time left to listen with, and all ever earned (absent before the first quiz). */
  rewardSeconds?: number;
  rewardEarnedSeconds?: number;
  /** The quiz's result, once played (its shape is the quiz's). */
  quiz?: unknown;
  newsletter: boolean;
  createdAt: Date;
};

export const USERS = 'users';

export const users = (store: Store) => store.collection<UserDoc>(USERS);

export async function ensureUserIndexes(store: Store): Promise<void> {
  await store.ensureIndex(USERS, { fields: ['email'], unique: true });
}

/** E-mails compare without case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(store: Store, email: string): Promise<UserDoc | null> {
  return users(store).findOne({ email: normalizeEmail(email) });
}

/** A new account with the defaults of spec §3: free plan, INR, no audio preference yet. */
export function newUser(email: string, fields: Partial<UserDoc> = {}): UserDoc {
  const normalized = normalizeEmail(email);
  return {
    _id: crypto.randomUUID(),
    email: normalized,
    username: normalized.split('@')[0] ?? normalized,
    phoneNumber: '',
    phoneVerified: false,
    address: '',
    profilePicture: '',
    preferredCurrency: 'INR',
    userpreference: '',
    subscription: PLAN_LABELS.free,
    newsletter: false,
    createdAt: new Date(),
    ...fields,
  };
}

/** Whether the user's paid plan is running now; once it ends, the user is on the free plan again. */
export function hasActivePlan(
  user: Pick<UserDoc, 'subscription' | 'subscriptionExpiresAt'>,
  now = new Date(),
): boolean {
  const expires = user.subscriptionExpiresAt;
  return user.subscription !== PLAN_LABELS.free && expires !== undefined && expires > now;
}
