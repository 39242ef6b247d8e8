/**
 * Booking rules and shapes without zod (spec §2 booking popups, §3 Notification, Negotiation,
 * Booking event data, §4 Notification decision and Booking; DECISIONS 4, 12, 14), so the browser can
 * import them without the schema library; the schemas in bookings.ts are built on them.
 */
import type { TravellerReviewView } from './tour-reviews.js';

export const BOOKING_KINDS = ['instant', 'reserved'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_RULES = {
  /** How long a tour takes a guide: two bookings of one guide may not overlap within it. */
  tourHours: 3,
  maxPeople: 50,
  /** How long a guide has to answer a paid request (spec: 30 minutes instant, 24 hours reserved). */
  instantAnswerMinutes: 30,
  reservedAnswerHours: 24,
  /** How far ahead a reserved tour may be booked. */
  maxDaysAhead: 365,
  locationMax: 300,
  /** An instant tour starts when paid; the guide takes up to this long to meet the tourist. */
  instantMeetMinutes: 60,
  /**
   * Unpaid bookings (drafts, offers, accepted offers) hold no guide: each lapses this long after its
   * last change, and a tourist keeps at most `maxOpenUnpaid` of them open at once.
   */
  unpaidLapseMinutes: 15,
  maxOpenUnpaid: 3,
} as const;

/**
 * Where a booking stands. `draft` waits for payment; `negotiating` waits for the guide's answer
 * to an offer, then `awaiting-payment`; `requested` is paid and waits for the guide; `confirmed`
 * was accepted; `rejected`, `expired` (no answer in time) and `cancelled` end it, refunded.
 */
export const BOOKING_STATUSES = [
  'draft',
  'negotiating',
  'awaiting-payment',
  'requested',
  'confirmed',
  'rejected',
  'expired',
  'cancelled',
  /** An offer left unanswered, or an accepted offer left unpaid, past its 15 minutes. */
  'lapsed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Spec §3 Notification `descision`: the reject value is ours to choose (DECISIONS 12). */
export const DECISIONS = { pending: 'pending...', accept: 'accept', reject: 'reject' } as const;
export type Descision = (typeof DECISIONS)[keyof typeof DECISIONS];

/** A booking as its tourist (and its guide) see it. Amounts are US dollars. */
export interface BookingView {
  id: string;
  kind: BookingKind;
  status: BookingStatus;
  touristEmail: string;
  touristName: string;
  guideEmail: string;
  guideName: string;
  touristPlace: string;
  /** Booking event data (spec §3): instant is place and city, reserved the pick-up location. */
  location: string;
  date: string;
  time: string;
  startsAt: string;
  numPeople: number;
  /** The guide's price or the accepted offer, per person. */
  pricePerPerson: number;
  /** pricePerPerson × numPeople. */
  amountUsd: number;
  /** Until when the guide may answer a paid request. */
  answerBy?: string;
  paid: boolean;
  /** Refunded to the tourist, in the currency paid ('₹995.00'), once a refund was made. */
  refund?: string;
  /** What cancelling now would refund, in percent of the amount paid; null when it cannot be cancelled. */
  cancelRefundPercent: number | null;
  /** The tour took place: paid, accepted and its time is over. */
  completed: boolean;
  /** Whether the tourist may review the guide now (completed, not reviewed yet, window open). */
  reviewable: boolean;
  /** Until when either side may review the tour (issue 26); null until it is completed. */
  reviewWindowEndsAt: string | null;
  /** Whether the guide may review the traveller now (completed, not reviewed yet, window open). */
  travellerReviewable: boolean;
  /** The guide's review of the traveller, once published (both wrote, or the window closed). */
  travellerReview: TravellerReviewView | null;
}

export type NotificationRole = 'tourist' | 'guide';
/** What a notification is about: a paid booking request, or a price offer before payment. */
export type NotificationSubject = 'booking' | 'negotiation';

export const NOTIFICATIONS_COLLECTION = 'notifications';

/**
 * A notification as stored: written by the notifications worker, read (and, for a guide's
 * pending request, answered) through the gateway. One recipient and role per document.
 */
export interface NotificationDoc {
  _id: string;
  /** The recipient's e-mail, lower case. */
  recipient: string;
  role: NotificationRole;
  bookingId: string;
  subject: NotificationSubject;
  message: string;
  timestamp: Date;
  descision: Descision;
  guideMail: string;
  guideName: string;
  touristPlace: string;
  /** Per person, in USD. */
  Payment: number;
  numPeople: number;
  read: boolean;
  payable: boolean;
  [field: string]: unknown;
}

/** One notification (spec §3), with what the Messages panel needs beside it. */
export interface NotificationView {
  id: string;
  message: string;
  /** ISO date-time. */
  timestamp: string;
  descision: Descision;
  guideMail: string;
  guideName: string;
  touristPlace: string;
  /** Per person, in USD: the guide's price or the offer. */
  Payment: number;
  numPeople: number;
  bookingId: string;
  read: boolean;
  /** For the tourist: an accepted offer not paid yet, paid from this notification. */
  payable: boolean;
}

/** What the live stream (`GET /api/notifications/stream`, server-sent events) sends. */
export interface NotificationPush {
  unread: number;
  /** The notification that caused the push, when one did. */
  id?: string;
  /** Who sent the message that caused the push, when a message did (the unread count is unchanged). */
  messageFrom?: string;
}
