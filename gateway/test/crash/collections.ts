/**
 * The stored shapes the harness reads, as the product writes them. Names not exported by the
 * product are repeated here; the source of each is named, so a rename there is easy to follow.
 */
import type { Envelope, TrackDoc } from '@app/contracts';
import { TRACKS_COLLECTION } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { USERS, type UserDoc } from '../../src/accounts/users.js';

/** infra/src/outbox/outbox.ts */
type OutboxDoc = Doc & { topic: string; event: Envelope; sentAt?: Date };
/** gateway/src/newsletter/newsletter.ts */
type SubscriberDoc = Doc & { userId: string };
/** gateway/src/reviews/site-reviews.ts */
type ReviewDoc = Doc & { opinion: string };
/** infra/src/bus/embedded-bus.ts */
type OffsetDoc = Doc & { group: string; topic: string; next: number };
type CounterDoc = Doc & { seq: number };

export const collections = (store: Store) => ({
  users: store.collection<UserDoc>(USERS),
  subscribers: store.collection<SubscriberDoc>('newsletter_subscribers'),
  reviews: store.collection<ReviewDoc>('site_reviews'),
  tracks: store.collection<TrackDoc>(TRACKS_COLLECTION),
  outbox: store.collection<OutboxDoc>('outbox'),
  outboxPending: store.collection('outbox_pending'),
  busOffsets: store.collection<OffsetDoc>('bus_offsets'),
  busCounters: store.collection<CounterDoc>('bus_counters'),
});

/** Track states from which the audio worker still has to bring it to ready or failed. */
export const UNFINISHED_TRACK = ['pending', 'writing', 'speaking'];
