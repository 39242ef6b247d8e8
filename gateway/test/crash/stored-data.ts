/** Everything the final checks read, once, from the stopped product's store and files. */
import { join } from 'node:path';
import { type Envelope, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { bookings } from '../../src/bookings/booking-store.js';
import { orders } from '../../src/payments/order-store.js';
import { collections } from './collections.js';
import { listMails } from './mailbox.js';

export async function readData(store: Store, dataDir: string) {
  const c = collections(store);
  return {
    users: await c.users.find({}),
    sessions: await c.sessions.find({}),
    subscribers: await c.subscribers.find({}),
    reviews: await c.reviews.find({}),
    guideReviews: await c.guideReviews.find({}),
    guides: await c.guides.find({}),
    seeds: await c.seeds.find({}),
    tracks: await c.tracks.find({}),
    audioCharges: await c.audioCharges.find({}),
    notifications: await c.notifications.find({}),
    refunds: await c.refunds.find({}),
    sandboxPayments: await c.sandboxPayments.find({}),
    captures: await c.captures.find({}),
    paymentProblems: await c.paymentProblems.find({}),
    transactions: await c.transactions.find({}),
    outbox: await c.outbox.find({}),
    mails: await listMails(join(dataDir, 'outbox')),
    bookings: await bookings(store).find({}),
    orders: await orders(store).find({}),
  };
}

export type Data = Awaited<ReturnType<typeof readData>>;

/** What the final run tells the checks, in the product's time. */
export interface FinalTimes {
  /** When the final run started: refunds owed before it had a settlement round to be made in. */
  startedAt: Date;
  /** Requests whose deadline was no later than this were due at the final run's sweep (null: none ran). */
  sweptUntil: Date | null;
  endedAt: Date;
}

export type MailEvent = Envelope<{ to: string; template: string }>;

export const mailEvents = (data: Data) =>
  data.outbox.filter((doc) => doc.topic === TOPICS.mailRequested).map((doc) => doc.event as MailEvent);

export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
