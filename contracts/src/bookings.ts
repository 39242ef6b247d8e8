/**
 * Guide bookings, negotiation and notifications (spec §2 booking popups, §3 Notification,
 * Negotiation, Booking event data, §4 Notification decision and Booking, §5, §7; DECISIONS 4, 12, 14).
 */
import { z } from 'zod';
import { MIN_PEOPLE } from './business.js';
import { MESSAGES } from './messages.js';

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
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Spec §3 Notification `descision`: the reject value is ours to choose (DECISIONS 12). */
export const DECISIONS = { pending: 'pending...', accept: 'accept', reject: 'reject' } as const;
export type Descision = (typeof DECISIONS)[keyof typeof DECISIONS];

const people = z.coerce
  .number({ error: MESSAGES.peopleMinimum })
  .int(MESSAGES.peopleMinimum)
  .min(MIN_PEOPLE, MESSAGES.peopleMinimum)
  .max(BOOKING_RULES.maxPeople, `At most ${BOOKING_RULES.maxPeople} people can book one guide.`);

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters.`);

/**
 * `POST /api/bookings`: a booking of one guide for one place, before payment. Instant bookings
 * start now; reserved ones carry the pick-up location, date and time (checked by checkBookingSlot).
 */
export const createBookingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('instant'),
      touristPlace: text(200, MESSAGES.choosePlace),
      city: z.string().trim().max(80).optional(),
      guideEmail: text(254, MESSAGES.chooseGuide),
      numPeople: people,
    }),
    z.object({
      kind: z.literal('reserved'),
      touristPlace: text(200, MESSAGES.choosePlace),
      city: z.string().trim().max(80).optional(),
      guideEmail: text(254, MESSAGES.chooseGuide),
      numPeople: people,
      location: text(BOOKING_RULES.locationMax, MESSAGES.guideFieldsRequired),
      date: text(10, MESSAGES.bookingInPast),
      time: text(5, MESSAGES.bookingInPast),
    }),
  ],
  { error: MESSAGES.chooseBookingKind },
);
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

/** `POST /api/bookings/guides`: the guides the grid offers for a place and, when reserved, a slot. */
export const availableGuidesSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('instant'),
      touristPlace: text(200, MESSAGES.choosePlace),
      city: z.string().trim().max(80).optional(),
    }),
    z.object({
      kind: z.literal('reserved'),
      touristPlace: text(200, MESSAGES.choosePlace),
      city: z.string().trim().max(80).optional(),
      date: text(10, MESSAGES.bookingInPast),
      time: text(5, MESSAGES.bookingInPast),
    }),
  ],
  { error: MESSAGES.chooseBookingKind },
);
export type AvailableGuidesInput = z.infer<typeof availableGuidesSchema>;

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
  /** Whether the tourist may review the guide now (completed, not reviewed yet). */
  reviewable: boolean;
}

/** `POST /api/set-negotiations` (multipart): an offer for the guide (spec §3 Negotiation). */
export const negotiationSchema = z.object({
  clientId: z.string().trim().max(254).optional(),
  guideId: text(254, MESSAGES.chooseGuide),
  clientName: z.string().trim().max(120).optional(),
  guideName: z.string().trim().max(120).optional(),
  touristPlace: text(200, MESSAGES.choosePlace),
  /** What the page showed; the server reads the guide's own price. */
  originalPrice: z.unknown().optional(),
  offerPrice: z.coerce.number({ error: MESSAGES.offerRange }),
  noOfPeople: people,
  /** The booking the offer is for (its slot); without one, an instant booking of the place. */
  bookingId: z.string().trim().max(64).optional(),
  city: z.string().trim().max(80).optional(),
});
export type NegotiationInput = z.infer<typeof negotiationSchema>;

/** `POST /api/save-decision`: the guide's answer to a pending request or offer. */
export const saveDecisionSchema = z.object({
  id: text(64, MESSAGES.notificationMissing),
  decision: z.enum(['accept', 'reject'], { error: MESSAGES.decisionValue }),
});
export type SaveDecisionInput = z.infer<typeof saveDecisionSchema>;

/** `POST /api/send-email`: the booking mails, only for the caller's own paid booking, at most once. */
export const sendBookingEmailSchema = z.object({
  bookingId: z.string().trim().max(64).optional(),
  touristMail: z.string().trim().max(254).optional(),
  guideMail: z.string().trim().max(254).optional(),
  guideName: z.string().trim().max(120).optional(),
  eventData: z.unknown().optional(),
  amount: z.unknown().optional(),
  place: z.string().trim().max(200).optional(),
});
export type SendBookingEmailInput = z.infer<typeof sendBookingEmailSchema>;

/** `GET /api/get-notifications-tourist?email=` and `-guide`. */
export const notificationsQuerySchema = z.object({ email: z.string().trim().max(254).optional() });

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
}

/** `POST /api/notifications/read`: marks the caller's notifications of a role read. */
export const markReadSchema = z.object({ role: z.enum(['tourist', 'guide']) });
