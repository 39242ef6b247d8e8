/**
 * Listens paid for today: a record per caller (account or device), day and track key, so that the
 * same track replays without cost for the rest of the day (after a reload, in another tab), and
 * is charged again the next day. The record and the charge are one transaction: a refused charge
 * leaves no record, and two requests at once charge once.
 */
import { isDuplicateKey, type Store } from '@app/infra';
import { today } from './day.js';

const PAID = 'audio_paid_listens';
const DAY_MS = 24 * 3600_000;

type PaidListen = { _id: string; expiresAt: Date };

export async function ensurePaidListenIndexes(store: Store): Promise<void> {
  await store.ensureIndex(PAID, { fields: ['expiresAt'], expireAfterSeconds: 0 });
}

export interface Listen {
  /** 'user:<id>' or 'device:<id>' */
  payer: string;
  trackKey: string;
  now: Date;
}

export const REPLAY = Symbol('replay');

const recordId = (listen: Listen) => `${listen.payer}|${today(listen.now)}|${listen.trackKey}`;

/** Whether the payer already paid for the track today. */
export async function paidToday(store: Store, listen: Listen): Promise<boolean> {
  return (await store.collection<PaidListen>(PAID).findOne({ _id: recordId(listen) })) !== null;
}

/**
 * Runs `charge` (with the transaction's store) unless the payer paid for the track today, and
 * records the payment with it; REPLAY when it was paid already.
 */
export async function chargeOnce<R>(
  store: Store,
  listen: Listen,
  charge: (tx: Store) => Promise<R>,
  again = false,
): Promise<R | typeof REPLAY> {
  const _id = recordId(listen);
  if (await paidToday(store, listen)) return REPLAY;
  try {
    return await store.transaction(async (tx) => {
      const paid = tx.collection<PaidListen>(PAID);
      // Read again inside: in embedded mode the transaction holds the store, so a request that
      // got here first has committed its record; on MongoDB two inserts of one id conflict and the
      // later transaction runs again and finds it here.
      if (await paid.findOne({ _id })) return REPLAY;
      // Kept two days: past the day's end wherever the listener is, and then swept by the index.
      await paid.insertOne({ _id, expiresAt: new Date(listen.now.getTime() + 2 * DAY_MS) });
      return charge(tx);
    });
  } catch (error) {
    // The other request committed first and a retry was not possible: it paid for both. Another
    // duplicate (a track another gateway opened meanwhile, in `charge`) is met on a second try.
    if (!isDuplicateKey(error)) throw error;
    if (await paidToday(store, listen)) return REPLAY;
    if (again) throw error;
    return chargeOnce(store, listen, charge, true);
  }
}
