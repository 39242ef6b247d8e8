/** The notifications of one person, for their data download and their account's erasure. */
import { FORMER_GUIDE } from '@app/contracts';
import type { Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';
import { notifications } from './notification-store.js';

export async function notificationsOf(store: Store, email: string) {
  const rows = await notifications(store).find({ recipient: email }, { sort: { timestamp: 1 } });
  return rows.map(({ _id, recipient: _self, ...row }) => ({ id: _id, ...row }));
}

/**
 * Deletes the user's own notifications (they are addressed by e-mail, which someone may register
 * again), and in other people's notifications replaces the erased guide's name and e-mail.
 */
export async function forgetNotifications(tx: Store, email: string): Promise<void> {
  await notifications(tx).deleteMany({ recipient: email });
  await notifications(tx).updateMany(
    { guideMail: email },
    { $set: { guideMail: '', guideName: FORMER_GUIDE } },
  );
}

/**
 * Other people's notifications about the given bookings stop naming the erased user: their words
 * (the worker wrote the name or e-mail into the message) are replaced by a neutral label.
 */
export async function replaceNameInNotifications(
  tx: Store,
  bookingIds: readonly string[],
  names: readonly string[],
  label: string,
): Promise<void> {
  const named = names.filter((name) => name.trim() !== '');
  if (bookingIds.length === 0 || named.length === 0) return;
  const rows = await notifications(tx).find({ bookingId: { $in: [...bookingIds] } });
  for (const row of rows) {
    const message = named.reduce((text, name) => text.split(name).join(label), row.message);
    if (message !== row.message) await notifications(tx).updateOne({ _id: row._id }, { $set: { message } });
  }
}

/** Notifications' part: the user's own in the copy, all forgotten on erasure. */
export const notificationsPersonalData: PersonalDataHolder = {
  copies: { notifications: (store, user) => notificationsOf(store, user.email) },
  async erase(tx, user) {
    await forgetNotifications(tx, user.email);
    return undefined;
  },
};
