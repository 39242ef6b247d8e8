/**
 * The stored shapes the harness reads, as the product writes them. Names not exported by the
 * product are repeated here; the source of each is named, so a rename there is easy to follow.
 */
import type { Envelope, TrackDoc } from '@app/contracts';
import {
  AUDIO_CHARGES_COLLECTION,
  type AudioChargeDoc,
  NOTIFICATIONS_COLLECTION,
  type NotificationDoc,
  TRACKS_COLLECTION,
} from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { USERS, type UserDoc } from '../../src/accounts/users.js';
import { GUIDES, type GuideDoc } from '../../src/guides/guide-store.js';
import { GUIDE_REVIEWS, type GuideReviewDoc } from '../../src/reviews/guide-reviews.js';

/** infra/src/outbox/outbox.ts */
type OutboxDoc = Doc & { topic: string; event: Envelope; sentAt?: Date };
/** gateway/src/newsletter/newsletter.ts */
type SubscriberDoc = Doc & { userId: string };
/** gateway/src/reviews/site-reviews.ts */
type ReviewDoc = Doc & { opinion: string };
/** infra/src/bus/embedded-bus.ts */
type OffsetDoc = Doc & { group: string; topic: string; next: number };
type CounterDoc = Doc & { seq: number };
/** gateway/src/accounts/sessions.ts (`_id` is the SHA-256 of the cookie's token) */
export type SessionDoc = Doc & { userId: string; expiresAt: Date; idleExpiresAt: Date };
/** gateway/src/payments/refunds.ts (`_id` is the order's) */
export type RefundDoc = Doc & {
  orderId: string;
  paymentId: string;
  amountMinor: number;
  status: 'pending' | 'processed';
  requestedAt: Date;
  released?: boolean;
};
/** infra/src/payments/sandbox-entities.ts: the sandbox provider's record of a payment */
export type SandboxPaymentDoc = Doc & {
  orderId: string;
  status: string;
  amount: number;
  amountRefunded: number;
  refunds: Array<{ id: string; amount: number }>;
  captured?: boolean;
};
/** gateway/src/payments/captures.ts (`_id` is the order's) */
export type CaptureDoc = Doc & { orderId: string; status: 'pending' | 'captured' | 'lapsed' };
/** gateway/src/payments/problems.ts */
type PaymentProblemDoc = Doc & { orderId: string; paymentId: string; reason: string };
/** gateway/src/seed/seeds.ts */
type SeedMark = Doc & { appliedAt: Date };

export const collections = (store: Store) => ({
  users: store.collection<UserDoc>(USERS),
  sessions: store.collection<SessionDoc>('sessions'),
  subscribers: store.collection<SubscriberDoc>('newsletter_subscribers'),
  reviews: store.collection<ReviewDoc>('site_reviews'),
  guideReviews: store.collection<GuideReviewDoc>(GUIDE_REVIEWS),
  guides: store.collection<GuideDoc>(GUIDES),
  seeds: store.collection<SeedMark>('seeds'),
  tracks: store.collection<TrackDoc>(TRACKS_COLLECTION),
  audioCharges: store.collection<AudioChargeDoc & Doc>(AUDIO_CHARGES_COLLECTION),
  notifications: store.collection<NotificationDoc & Doc>(NOTIFICATIONS_COLLECTION),
  refunds: store.collection<RefundDoc>('refunds'),
  sandboxPayments: store.collection<SandboxPaymentDoc>('sandbox_payments'),
  captures: store.collection<CaptureDoc>('captures'),
  paymentProblems: store.collection<PaymentProblemDoc>('payment_problems'),
  transactions: store.collection('transactions'),
  outbox: store.collection<OutboxDoc>('outbox'),
  outboxPending: store.collection('outbox_pending'),
  busOffsets: store.collection<OffsetDoc>('bus_offsets'),
  busCounters: store.collection<CounterDoc>('bus_counters'),
});

/** Track states from which the audio worker still has to bring it to ready or failed. */
export const UNFINISHED_TRACK = ['pending', 'writing', 'speaking'];
