/**
 * What the booking and guide mails carry (mail.requested data, events.ts): each copy is for one
 * side of one state change, with only what that state needs, so the worker cannot word a state
 * it was not told (a request is never called confirmed).
 */
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_RULES } from './booking-rules.js';

const email = z.string().email().max(254);
const name = z.string().max(200);
const money = z.string().max(40);
const usd = z.number().nonnegative().max(1_000_000);
const instant = z.iso.datetime();

/** The tour as both sides read it: who, where, when, for how many and for how much (formatted). */
const tour = {
  /** Whom this copy is for. */
  role: z.enum(['tourist', 'guide']),
  /** The booking it is about: not shown, it lets each mail be traced to its booking. */
  bookingId: z.string().min(1).max(128),
  kind: z.enum(BOOKING_KINDS),
  guideName: name,
  touristName: name,
  touristEmail: email,
  place: name,
  /** The pick-up place (reserved) or the place and city (instant). */
  location: z.string().max(BOOKING_RULES.locationMax),
  /** Wall-clock in India: YYYY-MM-DD and HH:MM. */
  date: z.string().max(10),
  time: z.string().max(5),
  numPeople: z.number().int().positive().max(BOOKING_RULES.maxPeople),
  /** The booking's total as paid, or as it is to be paid. */
  amount: money,
};

/**
 * One booking's state change for one side. `requested`: paid (authorised on the card) and waiting
 * for the guide until `answerBy`; `confirmed`: the guide accepted the paid request, or an accepted
 * offer was paid (`negotiated`); `rejected` and `expired` (no answer in time) end a request;
 * `cancelled` by the tourist ends an offer, a request or a booking (`stage`); `reminder` comes the
 * day before a confirmed tour. `refund` is what goes back to the tourist, when anything does.
 */
export const bookingUpdateDataSchema = z.discriminatedUnion('state', [
  z.object({ ...tour, state: z.literal('requested'), answerBy: instant }),
  z.object({ ...tour, state: z.literal('confirmed'), negotiated: z.boolean() }),
  z.object({ ...tour, state: z.literal('rejected'), refund: money.optional() }),
  z.object({ ...tour, state: z.literal('expired'), refund: money.optional() }),
  z.object({
    ...tour,
    state: z.literal('cancelled'),
    stage: z.enum(['offer', 'request', 'booking']),
    refund: money.optional(),
  }),
  z.object({ ...tour, state: z.literal('reminder') }),
]);

/** A tourist's price offer, for the guide to answer by `answerBy` (when the offer lapses). */
export const offerReceivedDataSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  touristName: name,
  touristEmail: email,
  place: name,
  location: z.string().max(BOOKING_RULES.locationMax),
  date: z.string().max(10),
  time: z.string().max(5),
  numPeople: z.number().int().positive().max(BOOKING_RULES.maxPeople),
  /** US dollars per person: the guide's price and the tourist's offer. */
  originalPrice: usd,
  offerPrice: usd,
  answerBy: instant,
});

/** The guide's answer to the tourist's offer; an accepted one is to be paid by `payBy`. */
export const offerAnsweredDataSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    guideName: name,
    place: name,
    numPeople: z.number().int().positive().max(BOOKING_RULES.maxPeople),
    pricePerPerson: usd,
    /** The new total to pay, formatted. */
    amount: money,
    payBy: instant,
  }),
  z.object({
    decision: z.literal('reject'),
    guideName: name,
    place: name,
    numPeople: z.number().int().positive().max(BOOKING_RULES.maxPeople),
    pricePerPerson: usd,
  }),
]);

/** The operator's answer to a guide's profile: verified, or rejected with the reason. */
export const guideVerificationDataSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verified'), guideName: name }),
  z.object({ decision: z.literal('rejected'), guideName: name, reason: z.string().min(1).max(500) }),
]);
