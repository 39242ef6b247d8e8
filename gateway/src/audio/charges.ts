/**
 * Listening is charged by a track's real length. A track already made costs its length; one not
 * made yet is charged an estimate, held open on the track, and settled to the real length in the
 * write that records the track ready (or refunded whole when it fails: track-recorder.ts).
 */
import { AUDIO_CHARGES_COLLECTION, type AudioChargeDoc, chargedSeconds } from '@app/contracts';
import type { Store } from '@app/infra';
import { settlePlanSeconds } from '../plans/index.js';
import { tracks } from './tracks.js';

/**
 * Whose plan seconds a charge holds, as its record names them: the user's id, beside the field
 * the charge was once settled through (kept, so that charges held across an upgrade still settle).
 */
const planSecondsOf = (userId: string): AudioChargeDoc['from'] => ({
  collection: 'users',
  id: userId,
  field: 'audioSecondsLeft',
});

/**
 * Holds `seconds` of the user's plan taken at an estimate for the track, settled when it is
 * recorded finished; when the track finished meanwhile, settles it here instead. Runs in the
 * transaction that takes the seconds: a death between the two would leave them never settled.
 */
export async function holdCharge(tx: Store, trackId: string, userId: string, seconds: number): Promise<void> {
  // Writing the track makes this conflict with the recorder's finishing transaction (MongoDB then
  // runs the later one again), so a charge is never held on a track that finished unseen.
  const open = await tracks(tx).updateOne(
    { _id: trackId, status: { $nin: ['ready', 'failed'] } },
    { $inc: { chargesHeld: 1 } },
  );
  if (open.matched > 0) {
    await tx.collection<AudioChargeDoc>(AUDIO_CHARGES_COLLECTION).insertOne({
      _id: crypto.randomUUID(),
      trackId,
      from: planSecondsOf(userId),
      seconds,
      createdAt: new Date(),
    });
    return;
  }
  const track = await tracks(tx).findOne({ _id: trackId });
  const cost = track?.status === 'ready' ? chargedSeconds(track.durationMs ?? 0) : 0;
  await settlePlanSeconds(tx, userId, seconds, cost);
}

/**
 * Settles every charge held for a finished track, in the transaction that records it finished:
 * `durationMs` 0 (a failed track) refunds each whole.
 */
export async function settleTrackCharges(tx: Store, trackId: string, durationMs: number): Promise<void> {
  const charges = tx.collection<AudioChargeDoc>(AUDIO_CHARGES_COLLECTION);
  const cost = chargedSeconds(durationMs);
  for (const charge of await charges.find({ trackId })) {
    if ((await charges.deleteOne({ _id: charge._id })) === 0) continue;
    await settlePlanSeconds(tx, charge.from.id, charge.seconds, cost);
  }
}
