/** The booking, negotiation and notification calls' input schemas (spec §7), built on booking-rules.ts. */
import { z } from 'zod';
import { BOOKING_RULES } from './booking-rules.js';
import { MIN_PEOPLE } from './business.js';
import { MESSAGES } from './messages.js';
import { decimalField, integerField } from './strict-numbers.js';

const people = integerField(MESSAGES.peopleMinimum).pipe(
  z
    .number()
    .min(MIN_PEOPLE, MESSAGES.peopleMinimum)
    .max(BOOKING_RULES.maxPeople, `At most ${BOOKING_RULES.maxPeople} people can book one guide.`),
);

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

/** `POST /api/set-negotiations` (multipart): an offer for the guide (spec §3 Negotiation). */
export const negotiationSchema = z.object({
  clientId: z.string().trim().max(254).optional(),
  guideId: text(254, MESSAGES.chooseGuide),
  clientName: z.string().trim().max(120).optional(),
  guideName: z.string().trim().max(120).optional(),
  touristPlace: text(200, MESSAGES.choosePlace),
  /** What the page showed; the server reads the guide's own price. */
  originalPrice: z.unknown().optional(),
  /** A decimal; the service checks it in cents after rounding (checkOffer), so 19.999999999 is refused. */
  offerPrice: decimalField(MESSAGES.offerRange),
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

/** `GET /api/bookings?role=`: the caller's bookings as the tourist who booked or as the guide booked. */
export const bookingRoleSchema = z.object({ role: z.enum(['tourist', 'guide']).default('tourist') });

/** `POST /api/notifications/read`: marks the caller's notifications of a role read. */
export const markReadSchema = z.object({ role: z.enum(['tourist', 'guide']) });

/** The caller's notifications of a role; `email`, as the REST lists' query takes it, must be the caller's. */
export const notificationListSchema = markReadSchema.extend(notificationsQuerySchema.shape);
