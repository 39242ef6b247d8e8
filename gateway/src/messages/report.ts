/**
 * `messages.report`: the reader sends a message to the operator's list (`pnpm admin messages
 * reported`). Only a message one received can be reported; reporting it again changes nothing.
 */
import { MESSAGE_TEXTS, type ReportedMessageView } from '@app/contracts';
import type { Store } from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { messages } from './message-store.js';

export async function reportMessage(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<{ message: string }> {
  const user = requireUser(actor);
  const found = await messages(deps.store).findOne({ _id: id, to: user.email });
  if (!found) throw new AppError('NOT_FOUND', MESSAGE_TEXTS.missing, 'MESSAGE_MISSING');
  await messages(deps.store).updateOne(
    { _id: id, reportedAt: { $exists: false } },
    { $set: { reportedAt: now } },
  );
  return { message: MESSAGE_TEXTS.reported };
}

/** Every reported message, newest report first, as written: what the operator reads. */
export async function reportedMessages(store: Store): Promise<ReportedMessageView[]> {
  const reported = await messages(store).find(
    { reportedAt: { $gt: new Date(0) } },
    { sort: { reportedAt: -1 } },
  );
  return reported.map((m) => ({
    id: m._id,
    from: m.from,
    to: m.to,
    text: m.text,
    at: m.at.toISOString(),
    reportedAt: (m.reportedAt ?? m.at).toISOString(),
  }));
}
