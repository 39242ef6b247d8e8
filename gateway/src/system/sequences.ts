/**
 * Numbers without gaps (invoice numbers, the order of site reviews): one counter document per
 * sequence in the `sequences` collection, which only this module opens. Counting happens in the
 * caller's transaction, so a number is taken exactly when what it numbers is written.
 */
import type { Doc, Store } from '@app/infra';

type Counter = Doc & { seq: number };

const counters = (store: Store) => store.collection<Counter>('sequences');

/** Takes the sequence's next number: 1 for a new sequence. */
export async function nextNumber(tx: Store, sequence: string): Promise<number> {
  const counter = await counters(tx).findOneAndUpdate(
    { _id: sequence },
    { $inc: { seq: 1 } },
    { upsert: true },
  );
  return counter?.seq ?? 1;
}

/** The last number taken (0 when none was). */
export async function lastNumber(store: Store, sequence: string): Promise<number> {
  return (await counters(store).findOne({ _id: sequence }))?.seq ?? 0;
}

/** Sets the last number taken, for a repair that numbered what had none. */
export async function setLastNumber(tx: Store, sequence: string, seq: number): Promise<void> {
  await counters(tx).updateOne({ _id: sequence }, { $set: { seq } }, { upsert: true });
}
