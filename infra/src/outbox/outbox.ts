/**
 * Transactional outbox: services write events in the same transaction as the state they
 * describe; the relay publishes them and marks them sent. A crash between the two re-sends,
 * and consumers drop the repeat by event id. Events waiting to be sent are also listed in a
 * small view of their own, so the relay finds its work without reading the sent history.
 */
import type { Envelope } from '@app/contracts';
import type { Bus } from '../bus/port.js';
import type { Logger } from '../logging/logger.js';
import type { Doc, Store } from '../store/port.js';

// sentAt is absent until sent, never null: nedb, unlike MongoDB, ranks null below any date in $lt.
type OutboxDoc = Doc & { topic: string; event: Envelope; createdAt: Date; sentAt?: Date };
/** An event not sent yet; claimedUntil keeps two relays from sending it together. */
type PendingDoc = Doc & { createdAt: Date; claimedUntil: Date };
type Migration = Doc & { at: Date };

const OUTBOX = 'outbox';
const PENDING = 'outbox_pending';
const MIGRATIONS = 'migrations';
const CLAIM_MS = 30_000;
const IDLE_POLL_MS = 1000;

/** Records events for publishing; call it with the transaction that changes the state. */
export async function recordEvents(tx: Store, events: readonly Envelope[]): Promise<void> {
  const now = new Date();
  await tx
    .collection<OutboxDoc>(OUTBOX)
    .insertMany(events.map((event) => ({ _id: event.id, topic: event.type, event, createdAt: now })));
  await tx
    .collection<PendingDoc>(PENDING)
    .insertMany(events.map((event) => ({ _id: event.id, createdAt: now, claimedUntil: new Date(0) })));
}

/** Lists the unsent events of an outbox written before the pending view existed (once). */
async function listUnsentOnce(store: Store): Promise<void> {
  const done = await store.collection<Migration>(MIGRATIONS).findOne({ _id: PENDING });
  if (done) return;
  const unsent = await store.collection<OutboxDoc>(OUTBOX).find({ sentAt: { $exists: false } });
  await store.transaction(async (tx) => {
    for (const doc of unsent) {
      const listed = await tx.collection<PendingDoc>(PENDING).findOne({ _id: doc._id });
      if (!listed)
        await tx
          .collection<PendingDoc>(PENDING)
          .insertOne({ _id: doc._id, createdAt: doc.createdAt, claimedUntil: new Date(0) });
    }
    await tx.collection<Migration>(MIGRATIONS).insertOne({ _id: PENDING, at: new Date() });
  });
}

/** Drops events sent before `cutoff` (found through the `sentAt` index, not by reading them all). */
export function pruneSent(store: Store, cutoff: Date): Promise<number> {
  return store.collection<OutboxDoc>(OUTBOX).deleteMany({ sentAt: { $lt: cutoff } });
}

/** Events recorded and not yet published: how many, and how long the oldest has waited. */
export async function outboxBacklog(
  store: Store,
  now = new Date(),
): Promise<{ events: number; oldestSeconds: number }> {
  const pending = store.collection<PendingDoc>(PENDING);
  const [oldest] = await pending.find({}, { sort: { createdAt: 1 }, limit: 1 });
  return {
    events: await pending.count({}),
    oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.createdAt.getTime()) / 1000) : 0,
  };
}

export class OutboxRelay {
  private stopping = false;
  private wake: (() => void) | undefined;
  /** Set by a nudge that came while the relay was busy, so it is not lost. */
  private nudged = false;
  private loop: Promise<void> | undefined;

  private readonly idlePollMs: number;

  constructor(
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly logger: Logger,
    /** idlePollMs: how long the relay sleeps when idle before it looks again unnudged. */
    options: { idlePollMs?: number } = {},
  ) {
    this.idlePollMs = options.idlePollMs ?? IDLE_POLL_MS;
  }

  async start(): Promise<void> {
    await this.store.ensureIndex(OUTBOX, { fields: ['sentAt'] });
    await listUnsentOnce(this.store);
    // An embedded store belongs to this process alone: a claim in it was left by a process that
    // died mid-send, and its event (an OTP mail, say) goes now rather than when the claim lapses.
    if (this.store.kind === 'embedded')
      await this.store
        .collection<PendingDoc>(PENDING)
        .updateMany({ claimedUntil: { $gt: new Date(0) } }, { $set: { claimedUntil: new Date(0) } });
    this.loop = this.run();
  }

  /** Publishes soon instead of at the next poll; call it after a transaction that recorded events. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Publishes everything pending now; resolves with how many were sent. */
  async flush(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = new Date();
      const pending = await this.store
        .collection<PendingDoc>(PENDING)
        .find({ claimedUntil: { $lt: now } }, { sort: { createdAt: 1 }, limit: 100 });
      if (pending.length === 0) return sent;
      for (const doc of pending) {
        // Claiming keeps two relays (two gateway instances) from sending the same event together.
        const claimed = await this.store
          .collection<PendingDoc>(PENDING)
          .findOneAndUpdate(
            { _id: doc._id, claimedUntil: { $lt: now } },
            { $set: { claimedUntil: new Date(now.getTime() + CLAIM_MS) } },
          );
        if (!claimed) continue;
        const record = await this.store.collection<OutboxDoc>(OUTBOX).findOne({ _id: doc._id });
        if (record && record.sentAt === undefined) {
          await this.bus.publish(record.topic, [record.event]);
          await this.store
            .collection<OutboxDoc>(OUTBOX)
            .updateOne({ _id: doc._id }, { $set: { sentAt: new Date() } });
          sent++;
        }
        await this.store.collection<PendingDoc>(PENDING).deleteOne({ _id: doc._id });
      }
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.nudged = false;
      try {
        await this.flush();
      } catch (err) {
        this.logger.error({ err }, 'outbox relay failed; will retry');
      }
      if (this.stopping) break;
      if (this.nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.idlePollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
  }
}
