/**
 * A message its reader has not read MESSAGE_RULES.mailAfterMinutes after it came is mailed to
 * them: they are away (issue 26: guides get a mail for a new message when away). One mail covers a
 * stretch of unread messages of one thread: a message to someone who has not read the thread since
 * is sent without a mail of its own (send.ts), and the mail is requested in the transaction that
 * clears the due marks, so two sweeps never mail one stretch twice.
 */
import { TOPICS } from '@app/contracts';
import { bookedTogether } from '../bookings/index.js';
import { emit, type Ports } from '../core/index.js';
import { type Periodic, runEvery } from '../system/index.js';
import { messages } from './message-store.js';
import { viewOf } from './message-view.js';
import { nameOf } from './names.js';

const EVERY_MS = 60_000;
const PREVIEW_MAX = 400;

/** One sweep; resolves with how many mails were requested. */
export async function mailAwayReaders(
  deps: Pick<Ports, 'logger' | 'store' | 'relay'>,
  now = new Date(),
): Promise<number> {
  const due = await messages(deps.store).find({ mailDue: { $lte: now } }, { sort: { at: 1 } });
  const stretches = new Map<string, (typeof due)[number]>();
  for (const message of due) stretches.set(`${message.pair}>${message.to}`, message);
  let mailed = 0;
  for (const latest of stretches.values()) {
    const paid = await bookedTogether(deps.store, latest.from, latest.to, true);
    const fromName = await nameOf(deps.store, latest.from);
    const sent = await deps.store.transaction(async (tx) => {
      const { matched } = await messages(tx).updateMany(
        { pair: latest.pair, to: latest.to, mailDue: { $lte: now } },
        { $unset: { mailDue: true } },
      );
      if (matched === 0) return false;
      const unread = await messages(tx).count({
        pair: latest.pair,
        to: latest.to,
        readAt: { $exists: false },
      });
      await emit(tx, TOPICS.mailRequested, {
        to: latest.to,
        template: 'message-waiting',
        data: {
          fromName,
          count: Math.max(1, unread),
          preview: viewOf(latest, paid).text.slice(0, PREVIEW_MAX),
        },
      });
      return true;
    });
    if (sent) mailed++;
  }
  if (mailed > 0) {
    deps.relay.nudge();
    deps.logger.info({ mailed }, 'unread messages mailed');
  }
  return mailed;
}

/** Sweeps every minute until stopped. */
export function startAwayMails(deps: Pick<Ports, 'logger' | 'store' | 'relay'>): Periodic {
  return runEvery(EVERY_MS, deps.logger, 'unread message mail sweep', () => mailAwayReaders(deps));
}
