/**
 * Messages between a traveller and a guide (issue 26): one thread per pair of people, live through
 * the notification stream. Contact details in a message are held back until the pair has a paid
 * booking, so that arrangements stay on the platform until then.
 */
import { z } from 'zod';

export const MESSAGE_RULES = {
  maxLength: 1000,
  /** Messages one person may send in a window, to anyone. */
  perWindow: 20,
  windowMinutes: 10,
  /** Conversations one person may open in a day: a ceiling on writing to every guide. */
  newThreadsPerDay: 10,
  /** A message still unread this long after it came is mailed to its reader (they are away). */
  mailAfterMinutes: 10,
  /** The latest messages a thread shows. */
  threadMax: 200,
} as const;

export const MESSAGE_TEXTS = {
  empty: 'Please write a message',
  tooLong: `A message can be at most ${MESSAGE_RULES.maxLength} characters`,
  self: 'You cannot send a message to yourself',
  noSuchGuide: 'This guide cannot be messaged',
  notYourTraveller: 'You can write to a traveller once they have written to you or booked you',
  recipient: 'Name either a guide or a traveller to write to',
  /** What stands in a held-back contact detail. */
  held: '[contact details shared once a booking is paid]',
  heldNote: 'Phone numbers, e-mail addresses and links are shared once a booking is paid.',
  reported: 'Thank you. Our team will read the message.',
  missing: 'This message does not exist',
} as const;

const text = z
  .string()
  .trim()
  .min(1, MESSAGE_TEXTS.empty)
  .max(MESSAGE_RULES.maxLength, MESSAGE_TEXTS.tooLong);
const email = z.string().trim().min(3).max(254);

/** `messages.send`: to a guide as a traveller, or to a traveller as their guide. */
export const messageSendSchema = z
  .object({ guideEmail: email.optional(), touristEmail: email.optional(), text })
  .refine((input) => (input.guideEmail === undefined) !== (input.touristEmail === undefined), {
    message: MESSAGE_TEXTS.recipient,
  });
export type MessageSendInput = z.infer<typeof messageSendSchema>;

/** `messages.thread` and `messages.markRead`: the conversation with one person. */
export const messageThreadSchema = z.object({ withEmail: email });

/** `messages.report`: a message received, sent to the operator's list. */
export const messageReportSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** One message as either side reads it. */
export interface MessageView {
  id: string;
  from: string;
  text: string;
  /** ISO time it was sent. */
  at: string;
  /** Contact details in it are held back (no paid booking between the two yet). */
  held: boolean;
  /** The reader reported it (only ever on a message they received). */
  reported: boolean;
}

/** One conversation in the caller's list, latest first. */
export interface ConversationView {
  withEmail: string;
  withName: string;
  /** What the other person is in this conversation: whom `messages.send` names them as. */
  withRole: 'guide' | 'tourist';
  lastText: string;
  lastFrom: string;
  lastAt: string;
  /** Messages to the caller not read yet. */
  unread: number;
}
