/**
 * Settles the allowance charges held for a track when it is finished, in the transaction that
 * finishes it: listening is charged by the track's real length (an estimate was taken when it was
 * asked for, before its length was known), and a track that failed costs nothing.
 */
import {
  AUDIO_CHARGES_COLLECTION,
  type AudioChargeDoc,
  chargedSeconds,
  chargeSettlement,
} from '@app/contracts';
import type { Doc, Store } from '@app/infra';

/** `durationMs` 0 refunds every charge whole. */
export async function settleTrackCharges(tx: Store, trackId: string, durationMs: number): Promise<void> {
  const charges = tx.collection<AudioChargeDoc>(AUDIO_CHARGES_COLLECTION);
  const cost = chargedSeconds(durationMs);
  for (const charge of await charges.find({ trackId })) {
    if ((await charges.deleteOne({ _id: charge._id })) === 0) continue;
    const { collection, id, field } = charge.from;
    const account = await tx.collection<Doc>(collection).findOne({ _id: id });
    const left = account?.[field];
    if (typeof left !== 'number') continue;
    const change = chargeSettlement(charge.seconds, cost, left);
    if (change !== 0)
      await tx.collection<Doc>(collection).updateOne({ _id: id }, { $inc: { [field]: change } });
  }
}
