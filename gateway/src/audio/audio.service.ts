/** The audio guide's services: descriptions, direct speech, and tracks within each tier's allowance. */
import { type AudioChargeDoc, chargedSeconds, type TrackDoc } from '@app/contracts';
import { type Actor, checkNamedEmail, requireUser } from '../accounts/actor.js';
import { hasActivePlan, USERS } from '../accounts/users.js';
import { findPlace } from '../catalog/catalog.service.js';
import type { Deps } from '../deps.js';
import { hit } from '../security/rate-limit.js';
import { chargeAnonymous, chargeFree, chargePlan, chargeSubscriber } from './allowance.js';
import { holdCharge } from './charges.js';
import { findTrack, requestTrack, type TrackRequest } from './tracks.js';

const DEFAULT_PERSPECTIVE = 'Local Enthusiast';
/** What a track of each length is charged before its real length is known (settled when it is). */
const ESTIMATED_SECONDS = { minute: 60, book: 240 } as const;

const LIMITS = {
  describeIp: { name: 'describe:ip', max: 120, windowMs: 3600_000 },
  synthesizeIp: { name: 'synthesize:ip', max: 30, windowMs: 3600_000 },
};

const perspectiveOf = (actor: Actor) => actor.user?.userpreference || DEFAULT_PERSPECTIVE;

/** `/api/generate`: the place's description in a language (English, said so, when there is none). */
export async function describePlace(
  deps: Deps,
  actor: Actor,
  input: { touristPlace: string; language: string; city?: string | undefined; email?: string | undefined },
) {
  checkNamedEmail(actor, input.email);
  await hit(deps.store, [{ limit: LIMITS.describeIp, key: actor.ip }]);
  const place = await findPlace(deps, input.touristPlace, input.city);
  const written = await deps.writer.write({
    place,
    languageId: input.language,
    perspective: perspectiveOf(actor),
    length: 'minute',
  });
  return {
    description: written.text,
    language: written.languageId,
    fellBackToEnglish: written.fellBackToEnglish,
    place: { id: place.id, name: place.name, city: place.city, country: place.country },
  };
}

/** `/api/synthesize`: speech for a short text, straight away. */
export async function synthesizeText(deps: Deps, actor: Actor, input: { text: string; language: string }) {
  await hit(deps.store, [{ limit: LIMITS.synthesizeIp, key: actor.ip }]);
  return deps.speech.synthesize(input.text, input.language);
}

export type AudioRequest =
  | { tier: 'anonymous'; deviceId: string }
  | { tier: 'free' }
  | { tier: 'subscriber' }
  | { tier: 'plan'; purchasedPlan: string };

/**
 * What a track costs in plan minutes now: its length once it is made; before, an estimate, held
 * on the track and settled to its length when it is ready (charges.ts).
 */
async function planSeconds(deps: Deps, wanted: TrackRequest): Promise<{ seconds: number; final: boolean }> {
  const made = await findTrack(deps, wanted);
  if (made?.status === 'ready' && made.durationMs !== undefined)
    return { seconds: chargedSeconds(made.durationMs), final: true };
  return { seconds: ESTIMATED_SECONDS[wanted.length], final: false };
}

/**
 * A track for the caller in their tier, charged to its allowance. Logged-in callers of the
 * anonymous endpoint are served as free users; subscribers have no daily limit, and their plan
 * minutes are charged by the track's length.
 */
export async function requestAudio(
  deps: Deps,
  actor: Actor,
  input: { touristPlace: string; language: string; email?: string | undefined; city?: string | undefined },
  request: AudioRequest,
): Promise<TrackDoc> {
  checkNamedEmail(actor, input.email);
  const place = await findPlace(deps, input.touristPlace, input.city);
  const length = request.tier === 'subscriber' || request.tier === 'plan' ? 'book' : 'minute';
  const wanted: TrackRequest = { place, language: input.language, perspective: perspectiveOf(actor), length };
  /** A charge at an estimate, to hold on the track until its length is known. */
  let held: { from: AudioChargeDoc['from']; seconds: number } | undefined;
  if (request.tier === 'anonymous' && !actor.user) {
    await chargeAnonymous(deps.store, request.deviceId, actor.ip);
  } else {
    const user = requireUser(actor);
    if (request.tier === 'subscriber') {
      const { seconds, final } = await planSeconds(deps, wanted);
      await chargeSubscriber(deps.store, user, seconds);
      if (!final) held = { from: { collection: USERS, id: user._id, field: 'audioSecondsLeft' }, seconds };
    } else if (request.tier === 'plan') await chargePlan(deps.store, user, request.purchasedPlan, place.name);
    // Reward time buys a one-minute narration per minute of it, whatever the narration's exact length.
    else if (!hasActivePlan(user)) await chargeFree(deps.store, user, ESTIMATED_SECONDS.minute);
  }
  const track = await requestTrack(deps, wanted);
  if (held) await holdCharge(deps.store, track._id, held.from, held.seconds);
  return track;
}

/**
 * A track of the kind the app asks for (tRPC): a visitor's is the anonymous tier whatever the
 * kind; a user's follows the kind (`deviceOf` is asked only for visitors).
 */
export function requestAudioOfKind(
  deps: Deps,
  actor: Actor,
  input: Parameters<typeof requestAudio>[2] & {
    kind: 'minute' | 'book' | 'plan';
    purchasedPlan?: string | undefined;
  },
  deviceOf: () => string,
): Promise<TrackDoc> {
  const tier: AudioRequest = !actor.user
    ? { tier: 'anonymous', deviceId: deviceOf() }
    : input.kind === 'book'
      ? { tier: 'subscriber' }
      : input.kind === 'plan'
        ? { tier: 'plan', purchasedPlan: input.purchasedPlan ?? '' }
        : { tier: 'free' };
  return requestAudio(deps, actor, input, tier);
}
