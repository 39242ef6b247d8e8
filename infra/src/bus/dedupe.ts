/** Consumers drop repeats by event id, so at-least-once delivery has exactly-once effects. */
import type { Envelope } from '@app/contracts';
import type { Doc, Store } from '../store/port.js';
import { isDuplicateKey } from '../store/port.js';
import type { DeliveryInfo, Handler } from './port.js';

const PROCESSED = 'processed_events';

type Processed = Doc & { at: Date };

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
    const id = `${consumer}:${event.id}`;
    if (await store.collection<Processed>(PROCESSED).findOne({ _id: id })) return;
    try {
      await store.transaction(async (tx) => {
        await tx.collection<Processed>(PROCESSED).insertOne({ _id: id, at: new Date() });
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
  const handleOnce = async (id: string, event: Envelope, info: DeliveryInfo) => {
    const processed = store.collection<Processed>(PROCESSED);
    if (await processed.findOne({ _id: id })) return;
    await handler(event, info);
    try {
      await processed.insertOne({ _id: id, at: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  };
  return async (event, info) => {
    const id = `${consumer}:${event.id}`;
    const running = inFlight.get(id);
    if (running) return running;
    const work = handleOnce(id, event, info).finally(() => inFlight.delete(id));
    inFlight.set(id, work);
    return work;
  };
}
