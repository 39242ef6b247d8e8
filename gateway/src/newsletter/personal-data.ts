/** The newsletter's record of one person, for their data download and their account's erasure. */
import type { Doc, Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';

type SubscriberDoc = Doc & { userId: string; subscribedAt: Date };

const subscribers = (store: Store) => store.collection<SubscriberDoc>('newsletter_subscribers');

export async function newsletterOf(store: Store, email: string) {
  const row = await subscribers(store).findOne({ _id: email });
  return { subscribed: row !== null, subscribedAt: row?.subscribedAt ?? null };
}

/** No more newsletters to the e-mail; a repeat changes nothing. */
export async function unsubscribeErased(tx: Store, email: string): Promise<void> {
  await subscribers(tx).deleteOne({ _id: email });
}

/** The newsletter's part: whether and since when subscribed; unsubscribed on erasure. */
export const newsletterPersonalData: PersonalDataHolder = {
  copies: { newsletter: (store, user) => newsletterOf(store, user.email) },
  async erase(tx, user) {
    await unsubscribeErased(tx, user.email);
    return undefined;
  },
};
