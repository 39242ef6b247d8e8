/**
 * Transactional outbox: services write events in the same transaction as the state they
 * describe; the relay publishes them and marks them sent. A crash between the two re-sends,
 * and consumers drop the repeat by event id. Events waiting to be sent are also listed in a
 * small view of their own, so the relay finds its work without reading the sent history.
 */
import { randomUUID } from 'node:crypto';
import type { Envelope } from '@app/contracts';
import type { Bus } from '../bus/port.js';
import type { Logger } from '../logging/logger.js';
import type { Doc, Store } from '../store/port.js';

// sentAt is absent until sent, never null: nedb, unlike MongoDB, ranks null below any date in $lt.
type OutboxDoc = Doc & { topic: string; event: Envelope; createdAt: Date; sentAt?: Date };
/**
 * An event not sent yet; claimedUntil keeps two relays from sending it together, claim says whose
 * it is. order ranks events recorded in the same millisecond (absent in older data).
 */
type PendingDoc = Doc & { createdAt: Date; order?: number; claimedUntil: Date; claim?: string };
type Migration = Doc & { at: Date };

const OUTBOX = 'outbox';
const PENDING = 'outbox_pending';
const MIGRATIONS = 'migrations';
const CLAIM_MS = 30_000;
const IDLE_POLL_MS = 1000;
/** Events claimed and published together: one claim, one publish per topic, one commit. */
const BATCH = 100;

let lastOrder = 0;
/** Increases with every call in this process, and stays near the clock's milliseconds across restarts. */
function nextOrder(): number {
  lastOrder = Math.max(Date.now(), lastOrder + 1e-3);
  return lastOrder;
}

/** Records events for publishing; call it with the transaction that changes the state. */
export async function recordEvents(tx: Store, events: readonly Envelope[]): Promise<void> {
  const now = new Date();
  await tx
    .collection<OutboxDoc>(OUTBOX)
    .insertMany(events.map((event) => ({ _id: event.id, topic: event.type, event, createdAt: now })));
  await tx.collection<PendingDoc>(PENDING).insertMany(
    events.map((event) => ({
      _id: event.id,
      createdAt: now,
      order: nextOrder(),
      claimedUntil: new Date(0),
    })),
  );
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
      const claimed = await this.claimBatch();
      if (claimed.length === 0) return sent;
      sent += await this.send(claimed);
    }
  }

  /**
   * Claims the oldest unclaimed pending events, at most a batch: one write for all of them, so
   * the relay keeps up with many writers. A claim carries this round's token, so that two relays
   * (two gateway instances) racing for the same events each learn which ones they got.
   */
  private async claimBatch(): Promise<string[]> {
    const pending = this.store.collection<PendingDoc>(PENDING);
    const now = new Date();
    const candidates = await pending.find(
      { claimedUntil: { $lt: now } },
      { sort: { createdAt: 1, order: 1 }, limit: BATCH },
    );
    if (candidates.length === 0) return [];
    const ids = candidates.map((doc) => doc._id);
    const claim = randomUUID();
    await pending.updateMany(
      { _id: { $in: ids }, claimedUntil: { $lt: now } },
      { $set: { claimedUntil: new Date(now.getTime() + CLAIM_MS), claim } },
    );
    const mine = new Set((await pending.find({ _id: { $in: ids }, claim })).map((doc) => doc._id));
    return ids.filter((id) => mine.has(id));
  }

  /**
   * Publishes the claimed events, a topic at a time in the order they were recorded, then marks
   * them sent and drops them from the pending view in one transaction. A crash in between sends
   * them again, and consumers drop the repeats by event id.
   */
  private async send(claimed: readonly string[]): Promise<number> {
    const records = await this.store.collection<OutboxDoc>(OUTBOX).find({ _id: { $in: [...claimed] } });
    const byId = new Map(records.map((record) => [record._id, record]));
    const unsent = claimed.flatMap((id) => {
      const record = byId.get(id);
      return record && record.sentAt === undefined ? [record] : [];
    });
    const byTopic = new Map<string, Envelope[]>();
    for (const record of unsent)
      byTopic.set(record.topic, [...(byTopic.get(record.topic) ?? []), record.event]);
    for (const [topic, events] of byTopic) await this.bus.publish(topic, events);
    await this.store.transaction(async (tx) => {
      if (unsent.length > 0)
        await tx
          .collection<OutboxDoc>(OUTBOX)
          .updateMany({ _id: { $in: unsent.map((record) => record._id) } }, { $set: { sentAt: new Date() } });
      await tx.collection<PendingDoc>(PENDING).deleteMany({ _id: { $in: [...claimed] } });
    });
    return unsent.length;
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
