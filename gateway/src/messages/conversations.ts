/** `messages.conversations`: everyone the caller wrote with, latest conversation first. */
import type { ConversationView } from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import { bookedTogether } from '../bookings/index.js';
import type { Ports } from '../core/index.js';
import { type MessageDoc, messages } from './message-store.js';
import { viewOf } from './message-view.js';
import { nameOf } from './names.js';

const otherRole = (role: MessageDoc['toRole']) => (role === 'guide' ? 'tourist' : 'guide');

export async function listConversations(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
): Promise<ConversationView[]> {
  const user = requireUser(actor);
  const [sent, received] = await Promise.all([
    messages(deps.store).find({ from: user.email }),
    messages(deps.store).find({ to: user.email }),
  ]);
  const threads = new Map<string, { last: MessageDoc; unread: number }>();
  for (const message of [...sent, ...received]) {
    const withEmail = message.from === user.email ? message.to : message.from;
    const thread = threads.get(withEmail) ?? { last: message, unread: 0 };
    if (message.at > thread.last.at) thread.last = message;
    if (message.to === user.email && message.readAt === undefined) thread.unread++;
    threads.set(withEmail, thread);
  }
  const views = await Promise.all(
    [...threads].map(async ([withEmail, { last, unread }]) => {
      const paid = await bookedTogether(deps.store, user.email, withEmail, true);
      return {
        withEmail,
        withName: await nameOf(deps.store, withEmail),
        withRole: last.from === user.email ? last.toRole : otherRole(last.toRole),
        lastText: viewOf(last, paid).text,
        lastFrom: last.from,
        lastAt: last.at.toISOString(),
        unread,
      };
    }),
  );
  return views.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}
