/**
 * The dead-letter book: every message a consumer gave up on (its topic's `.dlq`) is written down
 * in the store, whichever bus carries it, so an operator can list them and send them back to
 * their topic once the cause is fixed (`pnpm admin dlq list|replay`).
 */
import {
  type DeadLetterView,
  type DlqReplay,
  type DlqReplayResult,
  deadLetterTopic,
  type Envelope,
  TOPICS,
} from '@app/contracts';
import type { Bus, DeadLetterNote, Doc, Logger, Store, Subscription } from '@app/infra';

const BOOK = 'dead_letters';
export const DEAD_LETTER_GROUP = 'dead-letter-book';

type DeadLetterDoc = Doc & {
  topic: string;
  event: Envelope;
  error: string;
  attempts: number;
  deadAt: Date;
  replayedAt?: Date;
};

type BookDeps = { store: Store; bus: Bus; logger: Logger };

const sourceTopic = (dlq: string) => dlq.replace(/\.dlq$/, '');

export async function ensureDeadLetterIndexes(store: Store): Promise<void> {
  await store.ensureIndex(BOOK, { fields: ['replayedAt'] });
}

/** Writes a dead letter down; a repeat of one already replayed since it died changes nothing. */
async function record(store: Store, topic: string, event: Envelope, note: DeadLetterNote): Promise<void> {
  const id = `${topic}:${event.id}`;
  await store.transaction(async (tx) => {
    const book = tx.collection<DeadLetterDoc>(BOOK);
    const known = await book.findOne({ _id: id });
    if (known?.replayedAt && known.replayedAt >= note.at) return;
    await book.updateOne(
      { _id: id },
      {
        $set: { topic, event, error: note.error, attempts: note.attempts, deadAt: note.at },
        $unset: { replayedAt: true },
      },
      { upsert: true },
    );
  });
}

/** Starts writing down the dead letters of every topic. */
export function startDeadLetterBook({ store, bus, logger }: BookDeps): Promise<Subscription> {
  return bus.subscribe({
    group: DEAD_LETTER_GROUP,
    topics: Object.values(TOPICS).map(deadLetterTopic),
    handler: async (event, info) => {
      const note = info.deadLetter ?? { error: 'unknown', attempts: 0, at: new Date() };
      logger.warn({ topic: sourceTopic(info.topic), eventId: event.id, error: note.error }, 'dead letter');
      await record(store, sourceTopic(info.topic), event, note);
    },
  });
}

const view = (doc: DeadLetterDoc): DeadLetterView => ({
  id: doc._id,
  topic: doc.topic,
  eventType: doc.event.type,
  eventId: doc.event.id,
  error: doc.error,
  attempts: doc.attempts,
  deadAt: doc.deadAt.toISOString(),
  ...(doc.replayedAt ? { replayedAt: doc.replayedAt.toISOString() } : {}),
});

/** The dead letters not replayed yet, oldest first. */
export async function listDeadLetters(store: Store): Promise<DeadLetterView[]> {
  const waiting = await store
    .collection<DeadLetterDoc>(BOOK)
    .find({ replayedAt: { $exists: false } }, { sort: { deadAt: 1 } });
  return waiting.map(view);
}

/**
 * Publishes each chosen dead letter to its topic again, as the same event, and marks it replayed.
 * A crash between the two replays it again: consumers drop a repeat by its event id.
 */
export async function replayDeadLetters(
  { store, bus, logger }: BookDeps,
  choice: DlqReplay,
): Promise<DlqReplayResult> {
  const book = store.collection<DeadLetterDoc>(BOOK);
  const waiting = { replayedAt: { $exists: false } };
  const chosen = await book.find('ids' in choice ? { _id: { $in: choice.ids }, ...waiting } : waiting, {
    sort: { deadAt: 1 },
  });
  const replayed: string[] = [];
  for (const doc of chosen) {
    await bus.publish(doc.topic, [doc.event]);
    await book.updateOne({ _id: doc._id }, { $set: { replayedAt: new Date() } });
    replayed.push(doc._id);
  }
  if (replayed.length > 0) logger.info({ replayed }, 'dead letters replayed');
  const skipped = 'ids' in choice ? choice.ids.filter((id) => !replayed.includes(id)) : [];
  return { replayed, skipped };
}

/** Drops the dead letters replayed before `cutoff`; the ones never replayed are kept. */
export function pruneReplayed(store: Store, cutoff: Date): Promise<number> {
  return store.collection<DeadLetterDoc>(BOOK).deleteMany({ replayedAt: { $lt: cutoff } });
}
