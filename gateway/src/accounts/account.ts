/**
 * A user as the other folders see them: a read-only copy of the stored account without its
 * sign-in secrets, which name the sign-in methods instead; only accounts holds the document.
 */
import { PLAN_LABELS, type UserProfile } from '@app/contracts';
import type { Store } from '@app/infra';
import { findUserByEmail, hasActivePlan, newUser, type UserDoc, users } from './users.js';

type SignInMethod = UserProfile['signInMethods'][number];

export type Account = Readonly<
  Pick<
    UserDoc,
    | '_id'
    | 'email'
    | 'username'
    | 'phoneNumber'
    | 'phoneVerified'
    | 'address'
    | 'profilePicture'
    | 'preferredCurrency'
    | 'userpreference'
    | 'subscription'
    | 'subscriptionExpiresAt'
    | 'audioSecondsLeft'
    | 'rewardSeconds'
    | 'rewardEarnedSeconds'
    | 'quiz'
    | 'newsletter'
    | 'createdAt'
  > & { signInMethods: readonly SignInMethod[] }
>;

export function toAccount(user: UserDoc): Account {
  // Every other stored field comes along: the data export shows the account as stored, less its secrets.
  const { passwordHash, googleSub, ...fields } = user;
  return {
    ...fields,
    signInMethods: [
      ...(passwordHash ? (['password'] as const) : []),
      ...(googleSub ? (['google'] as const) : []),
    ],
  };
}

export function toProfile(user: Account): UserProfile {
  return {
    email: user.email,
    username: user.username,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneVerified,
    address: user.address,
    profilePicture: user.profilePicture,
    preferredCurrency: user.preferredCurrency,
    userpreference: user.userpreference,
    subscription: hasActivePlan(user) ? user.subscription : PLAN_LABELS.free,
    newsletter: user.newsletter,
    signInMethods: [...user.signInMethods],
  };
}

/** The account with this id, or null; read in the caller's transaction when given one. */
export async function accountById(store: Store, userId: string): Promise<Account | null> {
  const user = await users(store).findOne({ _id: userId });
  return user && toAccount(user);
}

/** The account with this e-mail (any case), or null. */
export async function accountByEmail(store: Store, email: string): Promise<Account | null> {
  const user = await findUserByEmail(store, email);
  return user && toAccount(user);
}

/** The accounts of these ids that still exist. */
export async function accountsByIds(store: Store, userIds: readonly string[]): Promise<Account[]> {
  return (await users(store).find({ _id: { $in: [...new Set(userIds)] } })).map(toAccount);
}

/** A new account made by the product itself (the demo guides), in the caller's transaction. */
export async function addAccount(
  tx: Store,
  email: string,
  fields: Pick<Partial<UserDoc>, 'username' | 'address' | 'passwordHash'>,
): Promise<Account> {
  const user = newUser(email, fields);
  await users(tx).insertOne(user);
  return toAccount(user);
}
