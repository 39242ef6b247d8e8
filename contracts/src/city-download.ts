/**
 * Taking a city offline (issue 26): what the app asks the gateway before it downloads every
 * place's narration of a city (audio.cityPack), and what it is told: each place's size and what
 * getting it costs the caller. The download itself asks for each narration as a listen does
 * (audio.request), so the server's allowance applies to it place by place.
 */
import type { ListeningAllowance } from './audio.js';
import { languageField } from './audio-schemas.js';
import { touristPlacesSchema } from './catalog-schemas.js';

/** Input of audio.cityPack: the city (as catalog.touristPlaces names it) and the narration language. */
export const cityPackSchema = touristPlacesSchema.extend({ language: languageField });

/**
 * What getting a place's narration costs the caller now: nothing (a subscriber's narration, or a
 * place already paid for today), one of their free listens, or nothing they have left: a plan
 * (a logged-in user) or logging in (a visitor) would let them have it.
 */
export type CityPackAccess = 'free' | 'listen' | 'needs-plan' | 'needs-login';

export interface CityPackPlace {
  id: string;
  name: string;
  category: string;
  access: CityPackAccess;
  /** The narration's size in bytes: its stored file's when it is made, else an estimate. */
  bytes: number;
  /** Whether `bytes` is the stored file's own size. */
  exact: boolean;
}

/** A city's narrations as the caller could take them offline now. */
export interface CityPackPlan {
  country: string;
  city: string;
  /** The narration language's id ('en-US'). */
  language: string;
  /** The city's places, in the order its place list shows them. */
  places: CityPackPlace[];
  /** The size of the narrations the caller may get (free or for a listen). */
  bytes: number;
  /** How many of the caller's listens the download uses. */
  listens: number;
  /** What the caller may still hear, before the download. */
  allowance: ListeningAllowance;
}

export const CITY_PACK_RULES = {
  /** A city's places beyond this are not offered for one download. */
  maxPlaces: 40,
  /**
   * A one-minute narration not made yet, when none of the city's is made either: about 60 s of
   * speech at 48 kbps (the encodings are 32–64 kbps). Once one is made, the others are estimated
   * at the made ones' size.
   */
  estimatedNarrationBytes: 360_000,
  /** Seconds of quiz reward time one narration takes when the day's free listens are spent. */
  rewardSecondsPerNarration: 60,
} as const;
