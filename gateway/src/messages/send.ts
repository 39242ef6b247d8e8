/**
 * `messages.send`: a traveller writes to a verified guide, or a guide to a traveller who wrote to
 * them or booked them first (a guide cannot start on anyone). Rate-limited per sender; the
 * message is stored with its event in one transaction, so every gateway pushes it to the reader.
 */

import { randomUUID } from 'node:crypto';
import {
  MESSAGE_RULES,
  MESSAGE_TEXTS,
  type MessageSendInput,
  type MessageView,
  TOPICS,
} from '@app/contracts';
import { type Actor, normalizeEmail, requireUser } from '../accounts/index.js';
import { bookedTogether } from '../bookings/index.js';
import { AppError, emit, type Ports } from '../core/index.js';
import { findGuide, isVerifiedGuide } from '../guides/index.js';
import { hit, LIMITS } from '../security/index.js';
import { type MessageDoc, messages, pairOf } from './message-store.js';
import { viewOf } from './message-view.js';

const MAIL_AFTER_MS = MESSAGE_RULES.mailAfterMinutes * 60_000;

/** Refuses a recipient the sender may not write to. */
async function checkRecipient(
  store: Ports['store'],
  sender: string,
  input: MessageSendInput,
): Promise<string> {
  if (input.guideEmail !== undefined) {
    const guide = await findGuide(store, input.guideEmail);
    if (!guide || !isVerifiedGuide(guide))
      throw new AppError('NOT_FOUND', MESSAGE_TEXTS.noSuchGuide, 'MESSAGE_RECIPIENT');
    return guide.email;
  }
  const tourist = normalizeEmail(input.touristEmail ?? '');
  const wroteFirst = (await messages(store).count({ from: tourist, to: sender })) > 0;
  if (!wroteFirst && !(await bookedTogether(store, tourist, sender, false)))
    throw new AppError('FORBIDDEN', MESSAGE_TEXTS.notYourTraveller, 'MESSAGE_RECIPIENT');
  return tourist;
}

export async function sendMessage(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  input: MessageSendInput,
  now = new Date(),
): Promise<MessageView> {
  const user = requireUser(actor);
  const named = normalizeEmail(input.guideEmail ?? input.touristEmail ?? '');
  if (named === user.email) throw new AppError('BAD_REQUEST', MESSAGE_TEXTS.self, 'MESSAGE_SELF');
  const to = await checkRecipient(deps.store, user.email, input);
  const pair = pairOf(user.email, to);
  const opening = (await messages(deps.store).count({ pair })) === 0;
  // One mail per stretch of unread messages: the first unread one carries the due mark.
  const waiting = await messages(deps.store).count({ pair, to, readAt: { $exists: false } });
  await hit(deps.store, [
    { limit: LIMITS.messageSend, key: user.email },
    ...(opening ? [{ limit: LIMITS.messageThread, key: user.email }] : []),
  ]);
  const message: MessageDoc = {
    _id: randomUUID(),
    pair,
    from: user.email,
    to,
    toRole: input.guideEmail !== undefined ? 'guide' : 'tourist',
    text: input.text,
    at: now,
    ...(waiting === 0 ? { mailDue: new Date(now.getTime() + MAIL_AFTER_MS) } : {}),
  };
  await deps.store.transaction(async (tx) => {
    await messages(tx).insertOne(message);
    await emit(tx, TOPICS.messageSent, { messageId: message._id, from: message.from, to });
  });
  deps.relay.nudge();
  return viewOf(message, await bookedTogether(deps.store, user.email, to, true));
}
