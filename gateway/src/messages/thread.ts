/** `messages.thread` and `messages.markRead`: the caller's conversation with one person. */
import { MESSAGE_RULES, type MessageView } from '@app/contracts';
import { type Actor, normalizeEmail, requireUser } from '../accounts/index.js';
import { bookedTogether } from '../bookings/index.js';
import type { Ports } from '../core/index.js';
import { messages, pairOf } from './message-store.js';
import { viewOf } from './message-view.js';

/** The latest messages of the thread, oldest first; empty when the two never wrote. */
export async function readThread(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  withEmail: string,
): Promise<MessageView[]> {
  const user = requireUser(actor);
  const other = normalizeEmail(withEmail);
  const latest = await messages(deps.store).find(
    { pair: pairOf(user.email, other) },
    { sort: { at: -1, _id: -1 }, limit: MESSAGE_RULES.threadMax },
  );
  if (latest.length === 0) return [];
  const paid = await bookedTogether(deps.store, user.email, other, true);
  return latest.reverse().map((message) => viewOf(message, paid));
}

/** Marks what the other person wrote as read; resolves with how many were unread. */
export async function markThreadRead(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  withEmail: string,
  now = new Date(),
): Promise<{ read: number }> {
  const user = requireUser(actor);
  const { matched } = await messages(deps.store).updateMany(
    { pair: pairOf(user.email, normalizeEmail(withEmail)), to: user.email, readAt: { $exists: false } },
    { $set: { readAt: now }, $unset: { mailDue: true } },
  );
  return { read: matched };
}

/** How many messages to the caller are unread, in all their conversations: the menu's badge. */
export async function unreadMessages(deps: Pick<Ports, 'store'>, actor: Actor): Promise<{ unread: number }> {
  const user = requireUser(actor);
  return { unread: await messages(deps.store).count({ to: user.email, readAt: { $exists: false } }) };
}
