/**
 * A subscriber's plan seconds (spec §9), kept on their account: the audio book spends them, and a
 * charge made at an estimate of a track's length is settled to its real length (audio/charges.ts).
 */
import { chargeSettlement } from '@app/contracts';
import type { Store } from '@app/infra';
import {
  type Account,
  accountById,
  addPlanSeconds,
  hasActivePlan,
  takePlanSeconds,
} from '../accounts/index.js';

/** Spends `seconds` of the running plan's, in one conditional write of the store or transaction. */
export async function spendPlanSeconds(
  store: Store,
  user: Account,
  seconds: number,
  now: Date,
): Promise<'spent' | 'no-plan' | 'used-up'> {
  if (!hasActivePlan(user, now)) return 'no-plan';
  return (await takePlanSeconds(store, user._id, seconds)) ? 'spent' : 'used-up';
}

/**
 * Settles `seconds` charged at an estimate against a track that cost `cost`, in the transaction
 * that records the track finished: the excess comes back, a shortfall is taken down to nothing.
 */
export async function settlePlanSeconds(
  tx: Store,
  userId: string,
  seconds: number,
  cost: number,
): Promise<void> {
  const left = (await accountById(tx, userId))?.audioSecondsLeft;
  if (typeof left !== 'number') return;
  const change = chargeSettlement(seconds, cost, left);
  if (change !== 0) await addPlanSeconds(tx, userId, change);
}
