/** The notifications of one person, for their data download and their account's erasure. */
import { FORMER_GUIDE } from '@app/contracts';
import type { Store } from '@app/infra';
import { forgetRecipient, notificationsTo } from '@app/workers/notification-store';
import type { PersonalDataHolder } from '../accounts/index.js';

export async function notificationsOf(store: Store, email: string) {
  const rows = await notificationsTo(store, email);
  return rows.map(({ _id, recipient: _self, ...row }) => ({ id: _id, ...row }));
}

/**
 * Notifications' part: the user's own in the copy; on erasure their own are deleted (they are
 * addressed by e-mail, which someone may register again) and others' stop naming them as guide.
 */
export const notificationsPersonalData: PersonalDataHolder = {
  copies: { notifications: (store, user) => notificationsOf(store, user.email) },
  async erase(tx, user) {
    await forgetRecipient(tx, user.email, FORMER_GUIDE);
    return undefined;
  },
};
