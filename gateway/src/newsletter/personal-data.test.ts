import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/index.js';
import { newsletterOf, newsletterPersonalData, unsubscribeErased } from './personal-data.js';

const SINCE = new Date('2026-02-01T09:30:00.000Z');
const account = (email: string) => ({ _id: `user-${email}`, email }) as Account;
const subscribers = (store: Store) =>
  store.collection<{ _id: string; userId: string; subscribedAt: Date }>('newsletter_subscribers');

async function withSubscribers(): Promise<Store> {
  const store = new NedbStore(null);
  await subscribers(store).insertMany([
    { _id: 'asha@example.com', userId: 'user-asha', subscribedAt: SINCE },
    { _id: 'zara@example.com', userId: 'user-zara', subscribedAt: new Date('2026-02-02T00:00:00.000Z') },
  ]);
  return store;
}

describe("the newsletter's part of a user's data", () => {
  it('copies whether and since when the user is subscribed', async () => {
    const store = await withSubscribers();
    expect(await newsletterPersonalData.copies?.newsletter?.(store, account('asha@example.com'))).toEqual({
      subscribed: true,
      subscribedAt: SINCE,
    });
    expect(await newsletterOf(store, 'ravi@example.com')).toEqual({ subscribed: false, subscribedAt: null });
  });

  it('unsubscribes the e-mail on erasure, and no other; a repeat changes nothing', async () => {
    const store = await withSubscribers();
    expect(
      await newsletterPersonalData.erase?.(store, account('zara@example.com'), new Date()),
    ).toBeUndefined();
    expect((await subscribers(store).find({})).map((s) => s._id)).toEqual(['asha@example.com']);
    expect(await newsletterOf(store, 'zara@example.com')).toEqual({ subscribed: false, subscribedAt: null });
    await unsubscribeErased(store, 'zara@example.com');
    expect((await subscribers(store).find({})).map((s) => s._id)).toEqual(['asha@example.com']);
  });
});
