/** Event envelope and the payload of every topic (ARCHITECTURE.md, Events). */
import { z } from 'zod';
import {
  bookingUpdateDataSchema,
  guideVerificationDataSchema,
  offerAnsweredDataSchema,
  offerReceivedDataSchema,
} from './booking-mail-data.js';

export const TOPICS = {
  audioRequested: 'audio.requested',
  audioProgress: 'audio.progress',
  audioReady: 'audio.ready',
  mailRequested: 'mail.requested',
  negotiationOffered: 'negotiation.offered',
  bookingRequested: 'booking.requested',
  bookingDecided: 'booking.decided',
  paymentVerified: 'payment.verified',
  notificationCreated: 'notification.created',
  messageSent: 'message.sent',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Where a message goes after its handler failed every retry. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

const email = z.string().email().max(254);
const id = z.string().min(1).max(128);

export const audioTierSchema = z.enum(['anonymous', 'free', 'reward', 'subscriber', 'plan']);

export const trackLengthSchema = z.enum(['minute', 'book']);
const language = z.string().min(2).max(16);

/**
 * What the audio worker needs to make a track, all of it: the worker may run where the store is
 * not. Its event id names the take (the run of writing and speaking that answers it).
 */
export const audioRequestedSchema = z.object({
  trackId: id,
  placeId: id,
  language,
  perspective: z.string().min(1).max(200),
  tier: audioTierSchema,
  /** Absent from requests recorded before it was sent: their tier says it ('free' is a minute). */
  length: trackLengthSchema.optional(),
});

/**
 * The worker's word that a take of a track is made (its whole audio stored) or has failed; the
 * gateway records it, once, and every gateway wakes the listeners waiting for the track.
 */
export const audioReadySchema = z.object({
  trackId: id,
  status: z.enum(['ready', 'failed']),
  /** The take that made it: absent from results of workers that recorded tracks themselves. */
  take: id.optional(),
  durationMs: z.number().int().nonnegative().optional(),
  bytes: z.number().int().nonnegative().optional(),
  error: z.string().max(500).optional(),
});

const trackPartSchema = z.object({
  key: z.string().min(1).max(300),
  bytes: z.number().int().positive(),
  durationMs: z.number().nonnegative(),
});

/**
 * A take's stages as the worker reaches them, for the gateway to record on the track: writing, then
 * speaking (with the text), then each piece stored, in order (they share the track's order key).
 */
export const audioProgressSchema = z.discriminatedUnion('stage', [
  z.object({ trackId: id, take: id, stage: z.literal('writing') }),
  z.object({
    trackId: id,
    take: id,
    stage: z.literal('speaking'),
    text: z.string().min(1).max(200_000),
    textLanguage: language,
    fellBackToEnglish: z.boolean(),
  }),
  z.object({
    trackId: id,
    take: id,
    stage: z.literal('part'),
    index: z.number().int().nonnegative(),
    /** How many pieces the take has; absent when a resumed take announces again what it stored. */
    total: z.number().int().positive().optional(),
    part: trackPartSchema,
  }),
]);

const mailOf = <K extends string, T extends z.ZodType>(template: K, data: T) =>
  z.object({ to: email, template: z.literal(template), data });
const mailData = <K extends string, T extends z.ZodRawShape>(template: K, data: T) =>
  mailOf(template, z.object(data));

export const mailRequestedSchema = z.discriminatedUnion('template', [
  mailData('signup-otp', { otp: z.string().regex(/^\d{6}$/), minutes: z.number().int().positive() }),
  mailData('reset-otp', { otp: z.string().regex(/^\d{6}$/), minutes: z.number().int().positive() }),
  mailData('newsletter-welcome', {}),
  mailData('review-thanks', { rating: z.number().int().min(1).max(5), opinion: z.string().max(2000) }),
  mailOf('booking-update', bookingUpdateDataSchema),
  mailOf('offer-received', offerReceivedDataSchema),
  mailOf('offer-answered', offerAnsweredDataSchema),
  mailOf('guide-verification', guideVerificationDataSchema),
  mailData('review-reminder', {
    role: z.enum(['tourist', 'guide']),
    otherName: z.string().max(200),
    place: z.string().max(200),
    date: z.string().max(20),
    closesOn: z.string().max(40),
  }),
  mailData('message-waiting', {
    fromName: z.string().max(200),
    count: z.number().int().positive(),
    preview: z.string().max(400),
  }),
  mailData('payment-receipt', {
    invoiceNumber: z.string().max(40),
    description: z.string().max(300),
    amount: z.string().max(40),
    paidAt: z.string().max(40),
    paymentId: z.string().max(64),
    /** The company's GSTIN when it has one (COMPANY_GSTIN). */
    gstin: z.string().max(20).optional(),
  }),
]);
export type MailRequest = z.infer<typeof mailRequestedSchema>;
export type MailTemplate = MailRequest['template'];

const usd = z.number().nonnegative().max(1_000_000);
const name = z.string().max(200);

/** A tourist's offer to a guide (spec §3 Negotiation), for the guide's notification. */
export const negotiationOfferedSchema = z.object({
  negotiationId: id,
  bookingId: id,
  clientId: email,
  clientName: name,
  guideId: email,
  guideName: name,
  touristPlace: name,
  originalPrice: usd,
  offerPrice: usd,
  noOfPeople: z.number().int().positive(),
});

/** A booking was paid: the guide is asked (or, for an accepted offer, told) and the tourist told. */
export const bookingRequestedSchema = z.object({
  bookingId: id,
  touristEmail: email,
  touristName: name,
  guideEmail: email,
  guideName: name,
  touristPlace: name,
  kind: z.enum(['instant', 'reserved']),
  location: z.string().max(300),
  date: z.string().max(10),
  time: z.string().max(5),
  numPeople: z.number().int().positive(),
  pricePerPerson: usd,
  /** A paid accepted offer needs no answer: the booking is confirmed. */
  negotiated: z.boolean(),
  /** Until when the guide may answer, ISO; absent when negotiated. */
  answerBy: z.string().datetime().optional(),
});

/**
 * A request or offer was answered: by the guide, by the clock (`timeout`, no answer in time) or by
 * the tourist cancelling (`cancelled`). `refund` is what goes back to the tourist, formatted.
 */
export const bookingDecidedSchema = z.object({
  bookingId: id,
  subject: z.enum(['booking', 'negotiation']),
  decision: z.enum(['accept', 'reject']),
  /** `lapsed`: an offer left unanswered, or an accepted offer left unpaid, past its 15 minutes. */
  reason: z.enum(['guide', 'timeout', 'cancelled', 'lapsed']),
  touristEmail: email,
  guideEmail: email,
  guideName: name,
  touristPlace: name,
  numPeople: z.number().int().positive(),
  pricePerPerson: usd,
  refund: z.string().max(40).optional(),
  /** The payment was only authorised: `refund` is a hold let go, and nothing was charged. */
  released: z.boolean().optional(),
});

export const paymentVerifiedSchema = z.object({
  paymentId: id,
  orderId: id,
  email,
  purpose: z.enum(['subscription', 'special-plan', 'guide-booking']),
  reference: z.string().max(200),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

export const notificationCreatedSchema = z.object({
  notificationId: id,
  recipient: email,
  message: z.string().max(500),
});

/** A message between a traveller and a guide was stored: every gateway pushes it to the reader's streams. */
export const messageSentSchema = z.object({ messageId: id, from: email, to: email });

export const PAYLOAD_SCHEMAS = {
  [TOPICS.audioRequested]: audioRequestedSchema,
  [TOPICS.audioProgress]: audioProgressSchema,
  [TOPICS.audioReady]: audioReadySchema,
  [TOPICS.mailRequested]: mailRequestedSchema,
  [TOPICS.negotiationOffered]: negotiationOfferedSchema,
  [TOPICS.bookingRequested]: bookingRequestedSchema,
  [TOPICS.bookingDecided]: bookingDecidedSchema,
  [TOPICS.paymentVerified]: paymentVerifiedSchema,
  [TOPICS.notificationCreated]: notificationCreatedSchema,
  [TOPICS.messageSent]: messageSentSchema,
} as const satisfies Record<Topic, z.ZodType>;

export type Payload<T extends Topic> = z.infer<(typeof PAYLOAD_SCHEMAS)[T]>;

export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1).max(100),
  occurredAt: z.string().datetime(),
  /**
   * Events of one topic sharing a key reach each group in the order they were published (Kafka's
   * message key: one partition); without one, order across partitions is not kept.
   */
  key: z.string().min(1).max(200).optional(),
  payload: z.unknown(),
});
export type Envelope<P = unknown> = Omit<z.infer<typeof envelopeSchema>, 'payload'> & { payload: P };

/** Parses a whole event of a known topic: the envelope and its payload. Throws a ZodError when off. */
export function parseEvent<T extends Topic>(topic: T, raw: unknown): Envelope<Payload<T>> {
  const envelope = envelopeSchema.parse(raw);
  if (envelope.type !== topic) {
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['type'],
        message: `expected event type ${topic}, got ${envelope.type}`,
        input: envelope.type,
      },
    ]);
  }
  const payload = PAYLOAD_SCHEMAS[topic].parse(envelope.payload) as Payload<T>;
  return { ...envelope, payload };
}

/** Makes a new event of a topic; the payload is checked against its schema. */
export function makeEvent<T extends Topic>(
  topic: T,
  payload: Payload<T>,
  now = new Date(),
  options: { key?: string } = {},
): Envelope<Payload<T>> {
  return {
    id: crypto.randomUUID(),
    type: topic,
    occurredAt: now.toISOString(),
    ...(options.key === undefined ? {} : { key: options.key }),
    payload: PAYLOAD_SCHEMAS[topic].parse(payload) as Payload<T>,
  };
}
