/** What a listen costs in each tier, as a charge for replays.ts to run once a day per track. */
import { chargedSeconds } from '@app/contracts';
import type { Store } from '@app/infra';
import { type Actor, hasActivePlan, requireUser } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { chargeAnonymous, chargeFree, chargePlan, chargeSubscriber } from './allowance.js';
import { findTrack, type TrackRequest } from './tracks.js';

/** What a track of each length is charged before its real length is known (settled when it is). */
const ESTIMATED_SECONDS = { minute: 60, book: 240 } as const;

export type AudioRequest =
  | { tier: 'anonymous'; deviceId: string }
  | { tier: 'free' }
  | { tier: 'subscriber' }
  | { tier: 'plan'; purchasedPlan: string };

/**
 * What a track costs in plan minutes now: its length once it is made; before, an estimate, held
 * on the track and settled to its length when it is ready (charges.ts).
 */
async function planSeconds(
  deps: Pick<Ports, 'store' | 'writer'>,
  wanted: TrackRequest,
): Promise<{ seconds: number; final: boolean }> {
  const made = await findTrack(deps, wanted);
  if (made?.status === 'ready' && made.durationMs !== undefined)
    return { seconds: chargedSeconds(made.durationMs), final: true };
  return { seconds: ESTIMATED_SECONDS[wanted.length], final: false };
}

/** A user's plan seconds charged at an estimate, held on the track until its length is known (charges.ts). */
export type Held = { userId: string; seconds: number } | undefined;

interface Charge {
  /** Who pays: 'user:<id>' or 'device:<id>'. */
  payer: string;
  run: (tx: Store) => Promise<Held>;
}

/**
 * What hearing the track costs the caller in their tier, to run in the transaction that records
 * the listen (replays.ts); null when it costs nothing (a subscriber's one-minute narration).
 */
export async function chargeFor(
  deps: Pick<Ports, 'store' | 'writer'>,
  actor: Actor,
  request: AudioRequest,
  wanted: TrackRequest,
  now: Date,
): Promise<Charge | null> {
  if (request.tier === 'anonymous' && !actor.user) {
    const { deviceId } = request;
    return {
      payer: `device:${deviceId}`,
      run: async (tx) => {
        await chargeAnonymous(tx, deviceId, actor.ip, now);
        return undefined;
      },
    };
  }
  const user = requireUser(actor);
  const payer = `user:${user._id}`;
  if (request.tier === 'subscriber') {
    const { seconds, final } = await planSeconds(deps, wanted);
    return {
      payer,
      run: async (tx) => {
        await chargeSubscriber(tx, user, seconds, now);
        return final ? undefined : { userId: user._id, seconds };
      },
    };
  }
  if (request.tier === 'plan') {
    const { purchasedPlan } = request;
    return {
      payer,
      run: async (tx) => {
        await chargePlan(tx, user, purchasedPlan, wanted.place.name);
        return undefined;
      },
    };
  }
  if (hasActivePlan(user, now)) return null;
  return {
    payer,
    run: async (tx) => {
      // Reward time buys a one-minute narration per minute of it, whatever its exact length.
      await chargeFree(tx, user, ESTIMATED_SECONDS.minute, now);
      return undefined;
    },
  };
}
