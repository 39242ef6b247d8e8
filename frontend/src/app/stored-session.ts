/**
 * The harmless UI state mirrored in localStorage (DECISIONS 2): whether someone is logged in, their
 * e-mail and name, so the first paint can show the right navigation. Never a password or token:
 * the session itself is an httpOnly cookie the browser script cannot read.
 */
import type { UserProfile } from '@app/contracts';

export const STORED_KEYS = {
  isLoggedIn: 'isLoggedIn',
  loggedInEmail: 'loggedInEmail',
  username: 'username',
} as const;

/**
 * Everything tied to the logged-in person that logout clears (spec §4), including keys that other
 * features write; UI preferences such as languageDetail stay.
 */
const SESSION_KEYS = [
  ...Object.values(STORED_KEYS),
  'loggedInEmailGoogle',
  'profilePicture',
  'subscriptionDetail',
  'nameOfTheTourist',
  'status',
  'averageReviews',
];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app works without the mirror.
    return null;
  }
}

export function rememberUser(user: UserProfile): void {
  const store = storage();
  if (store === null) return;
  try {
    store.setItem(STORED_KEYS.isLoggedIn, 'true');
    store.setItem(STORED_KEYS.loggedInEmail, user.email);
    store.setItem(STORED_KEYS.username, user.username);
  } catch {
    // Quota or privacy mode: the mirror is only a hint.
  }
}

export function forgetUser(): void {
  const store = storage();
  if (store === null) return;
  for (const key of SESSION_KEYS) store.removeItem(key);
}

/** What the last visit left behind: used only until the server has answered auth.me. */
export function storedHint(): { isLoggedIn: boolean; username: string } {
  const store = storage();
  return {
    isLoggedIn: store?.getItem(STORED_KEYS.isLoggedIn) === 'true',
    username: store?.getItem(STORED_KEYS.username) ?? '',
  };
}
