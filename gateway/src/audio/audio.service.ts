/** The audio guide's services: descriptions, direct speech, and tracks within each tier's allowance. */
import type { ListeningAllowance, TrackDoc } from '@app/contracts';
import { type Actor, checkNamedEmail } from '../accounts/index.js';
import { findPlace } from '../catalog/index.js';
import type { Ports } from '../core/index.js';
import { hit } from '../security/index.js';
import { allowanceLeft } from './allowance-left.js';
import { holdCharge } from './charges.js';
import { type AudioRequest, chargeFor } from './listen-charge.js';
import { chargeOnce, REPLAY } from './replays.js';
import { openTrack, requestTrack, type TrackRequest, trackKey } from './tracks.js';

export type { AudioRequest } from './listen-charge.js';

const DEFAULT_PERSPECTIVE = 'Local Enthusiast';

const LIMITS = {
  describeIp: { name: 'describe:ip', max: 120, windowMs: 3600_000 },
  synthesizeIp: { name: 'synthesize:ip', max: 30, windowMs: 3600_000 },
};

/** The listener's perspective: their audio preference, or the default. */
export const perspectiveOf = (actor: Actor) => actor.user?.userpreference || DEFAULT_PERSPECTIVE;

/** `/api/generate`: the place's description in a language (English, said so, when there is none). */
export async function describePlace(
  deps: Pick<Ports, 'store' | 'places' | 'writer'>,
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
export async function synthesizeText(
  deps: Pick<Ports, 'store' | 'speech'>,
  actor: Actor,
  input: { text: string; language: string },
) {
  await hit(deps.store, [{ limit: LIMITS.synthesizeIp, key: actor.ip }]);
  return deps.speech.synthesize(input.text, input.language);
}

/**
 * A track for the caller in their tier, charged to its allowance once a day: the same track again
 * that day (a reload, another tab, a replay) costs nothing. Logged-in callers of the anonymous
 * endpoint are served as free users; subscribers have no daily limit, and their plan minutes are
 * charged by the track's length.
 */
export async function requestAudio(
  deps: Pick<Ports, 'store' | 'places' | 'writer' | 'relay'>,
  actor: Actor,
  input: { touristPlace: string; language: string; email?: string | undefined; city?: string | undefined },
  request: AudioRequest,
  now = new Date(),
): Promise<TrackDoc> {
  checkNamedEmail(actor, input.email);
  const place = await findPlace(deps, input.touristPlace, input.city);
  const length = request.tier === 'subscriber' || request.tier === 'plan' ? 'book' : 'minute';
  const wanted: TrackRequest = { place, language: input.language, perspective: perspectiveOf(actor), length };
  const charge = await chargeFor(deps, actor, request, wanted, now);
  if (!charge) return requestTrack(deps, wanted);
  const listen = { payer: charge.payer, trackKey: trackKey(deps, wanted).key, now };
  const paid = await chargeOnce(deps.store, listen, async (tx) => {
    const held = await charge.run(tx);
    if (!held) return null;
    // Seconds taken at an estimate are held on the track in the same commit, so no death in
    // between can leave them taken and never settled; and a refused charge opens no track.
    const opened = await openTrack(tx, deps, wanted);
    await holdCharge(tx, opened.track._id, held.userId, held.seconds);
    return opened;
  });
  if (paid === REPLAY || paid === null) return requestTrack(deps, wanted);
  if (paid.requested) deps.relay.nudge();
  return paid.track;
}

/** What the caller may still hear; `deviceOf` is asked only for visitors (it may set the cookie). */
export function listeningAllowance(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  deviceOf: () => string,
  now = new Date(),
): Promise<ListeningAllowance> {
  return allowanceLeft(
    deps.store,
    actor.user ? { user: actor.user, now } : { deviceId: deviceOf(), ip: actor.ip, now },
  );
}

/**
 * A track of the kind the app asks for (tRPC): a visitor's is the anonymous tier whatever the
 * kind; a user's follows the kind (`deviceOf` is asked only for visitors).
 */
export function requestAudioOfKind(
  deps: Pick<Ports, 'store' | 'places' | 'writer' | 'relay'>,
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
