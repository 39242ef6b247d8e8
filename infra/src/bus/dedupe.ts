/** Consumers drop repeats by event id, so at-least-once delivery has exactly-once effects. */
import type { Envelope } from '@app/contracts';
import type { Doc, Store } from '../store/port.js';
import { isDuplicateKey } from '../store/port.js';
import type { DeliveryInfo, Handler } from './port.js';

const PROCESSED = 'processed_events';

type Processed = Doc & { at: Date };

/** Lets the pruner find old marks by date without reading them all. */
export async function ensureHandledIndex(store: Store): Promise<void> {
  await store.ensureIndex(PROCESSED, { fields: ['at'] });
}

/**
 * Drops the marks of events handled before `cutoff`. A repeat comes within minutes (a redelivery
 * after a crash or a restart), so a mark a day old has done its work.
 */
export function pruneHandled(store: Store, cutoff: Date): Promise<number> {
  return store.collection<Processed>(PROCESSED).deleteMany({ at: { $lt: cutoff } });
}

/** Whether `consumer` has handled the event: its effect is there, a repeat must do nothing. */
export async function alreadyHandled(store: Store, consumer: string, eventId: string): Promise<boolean> {
  return (await store.collection<Processed>(PROCESSED).findOne({ _id: `${consumer}:${eventId}` })) !== null;
}

/**
 * Marks the event handled by `consumer`; call it with the transaction that writes the effect.
 * Throws DuplicateKeyError when another delivery marked it first.
 */
export async function markHandled(tx: Store, consumer: string, eventId: string): Promise<void> {
  await tx.collection<Processed>(PROCESSED).insertOne({ _id: `${consumer}:${eventId}`, at: new Date() });
}

/**
 * Wraps a handler whose effect is on the store: the effect and the event's "handled" mark are
 * written in one transaction, so a repeat finds the mark and does nothing.
 */
export function onceInStore(
  store: Store,
  consumer: string,
  handler: (event: Envelope, tx: Store, info: DeliveryInfo) => Promise<void>,
): Handler {
  return async (event, info) => {
    if (await alreadyHandled(store, consumer, event.id)) return;
    try {
      await store.transaction(async (tx) => {
        await markHandled(tx, consumer, event.id);
        await handler(event, tx, info);
      });
    } catch (error) {
      // Another delivery of the same event won the race and did the work.
      if (isDuplicateKey(error)) return;
      throw error;
    }
  };
}

/**
 * Wraps a handler whose effect is outside the store (an e-mail, a file): it is skipped once
 * marked done; a crash between the effect and the mark can repeat it once, never lose it.
 */
export function onceOutside(store: Store, consumer: string, handler: Handler): Handler {
  // A repeat delivered alongside the first (same batch) waits for it instead of racing it.
  const inFlight = new Map<string, Promise<void>>();
  const handleOnce = async (event: Envelope, info: DeliveryInfo) => {
    if (await alreadyHandled(store, consumer, event.id)) return;
    await handler(event, info);
    try {
      await markHandled(store, consumer, event.id);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  };
  return async (event, info) => {
    const id = `${consumer}:${event.id}`;
    const running = inFlight.get(id);
    if (running) return running;
    const work = handleOnce(event, info).finally(() => inFlight.delete(id));
    inFlight.set(id, work);
    return work;
  };
}
