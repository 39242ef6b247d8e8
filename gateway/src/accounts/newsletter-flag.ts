/** The newsletter flag of a user's document, which the newsletter sets when they subscribe. */
import type { Store } from '@app/infra';
import { users } from './users.js';

/** Marks the user subscribed, in the caller's transaction; false when they were already. */
export async function markNewsletterSubscribed(tx: Store, userId: string): Promise<boolean> {
  const changed = await users(tx).updateOne(
    { _id: userId, newsletter: false },
    { $set: { newsletter: true } },
  );
  return changed.matched > 0;
}
