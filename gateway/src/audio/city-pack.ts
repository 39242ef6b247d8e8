/**
 * A city to take offline (audio.cityPack, issue 26): each place's one-minute narration in a
 * language, its size, and what getting it would cost the caller now. Read, never spent: the
 * download asks for each narration through audio.request, which charges it as any listen
 * (listen-charge.ts); this tells beforehand, by the same counters, so the app can say what a
 * download uses and which places the caller may not get.
 */
import {
  CITY_PACK_RULES,
  type CityPackAccess,
  type CityPackPlace,
  type CityPackPlan,
  type ListeningAllowance,
} from '@app/contracts';
import type { Actor } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { hit } from '../security/index.js';
import { allowanceLeft, type Caller } from './allowance-left.js';
import { perspectiveOf } from './audio.service.js';
import { paidToday } from './replays.js';
import { findTrack, type TrackRequest, trackKey } from './tracks.js';

const LIMIT = { name: 'city-pack:ip', max: 60, windowMs: 3600_000 };

/**
 * How many narrations the caller's allowance still pays for: a visitor's free listens, a free
 * user's of today and then their quiz reward time a minute each; a plan's narrations cost nothing.
 */
function narrationsLeft(allowance: ListeningAllowance): number {
  if (allowance.tier === 'subscriber') return Number.POSITIVE_INFINITY;
  if (allowance.tier === 'anonymous') return allowance.left;
  return allowance.left + Math.floor(allowance.rewardSeconds / CITY_PACK_RULES.rewardSecondsPerNarration);
}

export interface CityPackInput {
  selectedCountryName: string;
  selectedCityName: string;
  /** A language id ('en-US'), as the contracts' field gives it. */
  language: string;
}

/**
 * The city's places, in their list's order, each with its narration's size and its cost to the
 * caller; `deviceOf` is asked only for visitors (it may set the device cookie).
 */
export async function cityPack(
  deps: Pick<Ports, 'store' | 'places' | 'writer'>,
  actor: Actor,
  input: CityPackInput,
  deviceOf: () => string,
  now = new Date(),
): Promise<CityPackPlan> {
  await hit(deps.store, [{ limit: LIMIT, key: actor.ip }]);
  const inCity = await deps.places.inCity(input.selectedCountryName, input.selectedCityName);
  const caller: Caller = actor.user ? { user: actor.user, now } : { deviceId: deviceOf(), ip: actor.ip, now };
  const payer = 'user' in caller ? `user:${caller.user._id}` : `device:${caller.deviceId}`;
  const allowance = await allowanceLeft(deps.store, caller);
  let left = narrationsLeft(allowance);
  const perspective = perspectiveOf(actor);

  const places: CityPackPlace[] = [];
  for (const place of inCity.slice(0, CITY_PACK_RULES.maxPlaces)) {
    const wanted: TrackRequest = { place, language: input.language, perspective, length: 'minute' };
    const listen = { payer, trackKey: trackKey(deps, wanted).key, now };
    const [track, paid] = await Promise.all([findTrack(deps, wanted), paidToday(deps.store, listen)]);
    let access: CityPackAccess;
    // A place heard today replays without cost, as audio.request serves it (replays.ts).
    if (paid || allowance.tier === 'subscriber') access = 'free';
    else if (left > 0) {
      access = 'listen';
      left -= 1;
    } else access = actor.user ? 'needs-plan' : 'needs-login';
    // A track recorded before its size was kept says 0: estimated like one not made.
    const stored = track?.status === 'ready' && (track.bytes ?? 0) > 0 ? track.bytes : undefined;
    places.push({
      id: place.id,
      name: place.name,
      category: place.category,
      access,
      bytes: stored ?? 0,
      exact: stored !== undefined,
    });
  }
  // A narration not made yet is about the size of the city's made ones (same voice, same length).
  const made = places.filter((place) => place.exact);
  const estimate =
    made.length > 0
      ? Math.round(made.reduce((sum, place) => sum + place.bytes, 0) / made.length)
      : CITY_PACK_RULES.estimatedNarrationBytes;
  for (const place of places) if (!place.exact) place.bytes = estimate;

  const gettable = places.filter((place) => place.access === 'free' || place.access === 'listen');
  return {
    country: input.selectedCountryName,
    city: input.selectedCityName,
    language: input.language,
    places,
    bytes: gettable.reduce((sum, place) => sum + place.bytes, 0),
    listens: places.filter((place) => place.access === 'listen').length,
    allowance,
  };
}
