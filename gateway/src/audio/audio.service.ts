/** The audio guide's services: descriptions, direct speech, and tracks within each tier's allowance. */
import type { TrackDoc } from '@app/contracts';
import { type Actor, checkNamedEmail, requireUser } from '../accounts/actor.js';
import { hasActivePlan } from '../accounts/users.js';
import { findPlace } from '../catalog/catalog.service.js';
import type { Deps } from '../deps.js';
import { hit } from '../security/rate-limit.js';
import { chargeAnonymous, chargeFree, chargePlan, chargeSubscriber } from './allowance.js';
import { requestTrack } from './tracks.js';

const DEFAULT_PERSPECTIVE = 'Local Enthusiast';
/** What a track of each length is charged before its real duration is known. */
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
 * A track for the caller in their tier, charged to its allowance. Logged-in callers of the
 * anonymous endpoint are served as free users; subscribers have no daily limit.
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
  const seconds = ESTIMATED_SECONDS[length];
  if (request.tier === 'anonymous' && !actor.user) {
    await chargeAnonymous(deps.store, request.deviceId, actor.ip);
  } else {
    const user = requireUser(actor);
    if (request.tier === 'subscriber') await chargeSubscriber(deps.store, user, seconds);
    else if (request.tier === 'plan') await chargePlan(deps.store, user, request.purchasedPlan, place.name);
    else if (!hasActivePlan(user)) await chargeFree(deps.store, user, seconds);
  }
  return requestTrack(deps, { place, language: input.language, perspective: perspectiveOf(actor), length });
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
