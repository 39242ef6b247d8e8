/**
 * The audio guide: the track a request makes, limits and their messages. The requests' schemas are
 * in audio-schemas.ts, apart, so that a page using these constants does not load zod with them.
 */

export const AUDIO_MESSAGES = {
  unknownPlace: 'We could not find that tourist place.',
  unsupportedLanguage: 'That language is not supported.',
  subscriberMinutesUsed: 'Your plan’s audio minutes are used up. Please renew your plan.',
  subscriptionRequired: 'The full audio book needs a Fortnight or Quadweek plan.',
  trackFailed: 'We could not make this audio right now. Please try again.',
  textTooLong: 'Text must be at most 1000 characters.',
  quizPlayed: 'You have already played the quiz.',
} as const;

export const SYNTHESIZE_MAX_CHARS = 1000;
export type TrackStatus = 'pending' | 'writing' | 'speaking' | 'ready' | 'failed';

/** A track as the browser and REST clients see it. */
export interface TrackView {
  id: string;
  placeId: string;
  placeName: string;
  status: TrackStatus;
  /** The language asked for, and the one the narration is in (English when it fell back). */
  language: string;
  textLanguage: string | null;
  fellBackToEnglish: boolean;
  text: string | null;
  durationMs: number | null;
  /**
   * Its length as known so far: its own once ready; while it is spoken, estimated from its text,
   * then from the pieces spoken, and corrected as they come (a stream has no length to read).
   */
  expectedDurationMs: number | null;
  /**
   * Where to play it: set once the first piece is spoken. Until the track is ready it streams the
   * pieces as they are made (no length, no ranges); then it serves the stored file with Range.
   */
  audioUrl: string | null;
}

/** Reward time granted per right answer of the quiz. */
export const REWARD_SECONDS_PER_ANSWER = 60;

export const TRACKS_COLLECTION = 'tracks';

/** A track as stored by the gateway: its request, and what the audio worker said of it (audio.progress, audio.ready). */
export interface TrackDoc {
  _id: string;
  /** place|language|perspective|length: one generation per key. */
  key: string;
  placeId: string;
  placeName: string;
  language: string;
  perspective: string;
  length: 'minute' | 'book';
  status: TrackStatus;
  text?: string;
  textLanguage?: string;
  fellBackToEnglish?: boolean;
  durationMs?: number;
  bytes?: number;
  error?: string;
  /**
   * While it is spoken: the pieces stored so far, in order (their concatenation is the track's
   * start), and how many there are and will be. Once ready, the whole blob holds them.
   */
  parts?: TrackPart[];
  partsReady?: number;
  partsTotal?: number;
  /**
   * The take the track waits for: the id of the `audio.requested` event that asked for it, which the
   * worker names its run of writing and speaking by (a retry after a crash resumes it). What the
   * worker says of another take (an earlier request's, late) is not recorded.
   */
  partsTake?: string;
  /** Allowance charges held open on the track until it finishes (AudioChargeDoc). */
  chargesHeld?: number;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

/** One stored piece of a track being spoken. */
export interface TrackPart {
  key: string;
  bytes: number;
  durationMs: number;
}

export const trackBlobKey = (trackId: string) => `tracks/${trackId}.mp3`;
/** Piece `index` (from 0) of take `take` of a track being spoken. */
export const trackPartKey = (trackId: string, take: string, index: number) =>
  `tracks/${trackId}/${take}-part-${String(index + 1).padStart(5, '0')}.mp3`;
/** The text a take speaks, kept beside its pieces so that a retry resumes without writing it again. */
export const trackTextKey = (trackId: string, take: string) => `tracks/${trackId}/${take}-text.json`;

export const AUDIO_CHARGES_COLLECTION = 'audio_charges';

/**
 * Seconds taken from an allowance for a track not yet made, at an estimate of its length: open
 * until the track is ready, when the audio worker settles it to the real length in the same write
 * (or refunds it whole when the track fails), and deletes it.
 */
export interface AudioChargeDoc {
  _id: string;
  trackId: string;
  /** Whose plan seconds were taken: `id` is the user's (collection and field as first recorded). */
  from: { collection: string; id: string; field: string };
  seconds: number;
  createdAt: Date;
  [field: string]: unknown;
}

/** What a track costs: its length in whole seconds, rounded up. */
export const chargedSeconds = (durationMs: number) => Math.ceil(durationMs / 1000);

/**
 * How a charge of `seconds` settles against a track that cost `cost` seconds, with `left` in the
 * allowance: the estimate's excess comes back; a shortfall is taken, down to an empty allowance.
 */
export const chargeSettlement = (seconds: number, cost: number, left: number) =>
  Math.max(seconds - cost, -Math.max(0, left));

/**
 * What the caller may still hear now (audio.allowance, GET /api/audio/allowance): a visitor's free
 * listens on this device; a free user's listens today, when they reset (ISO instant: midnight in
 * India, where the company counts its days) and quiz reward time; a subscriber's plan seconds.
 * A place already paid for today replays without cost, so it changes none of these.
 */
export type ListeningAllowance =
  | { tier: 'anonymous'; left: number; limit: number }
  | { tier: 'free'; left: number; limit: number; resetsAt: string; rewardSeconds: number }
  | { tier: 'subscriber'; plan: string; secondsLeft: number };

/** The popup's and mini-player's wording; `resetsAt` is a local clock time such as '05:30'. */
export const LISTENING_LABELS = {
  anonymousLeft: (left: number, limit: number) => `${left} of ${limit} free listens left on this device.`,
  freeLeft: (left: number, limit: number, resetsAt: string) =>
    `${left} of ${limit} free listens left today · resets at ${resetsAt}`,
  rewardLeft: (minutes: number) => `plus ${minutes} min of quiz reward time`,
  planLeft: (minutes: number) => `${minutes} min of audio left in your plan`,
  replaysFree: 'Places you heard today replay free.',
  miniPlayer: 'Now playing',
  closePlayer: 'Close player',
  samplePlay: 'Play a sample',
  samplePause: 'Pause the sample',
} as const;

/**
 * The home page's free sample: the first sentences of a featured place's narration, spoken once per
 * language and kept; it costs no listen, so anyone can hear what a tour sounds like.
 */
export const AUDIO_SAMPLE = {
  placeId: 'amber-fort',
  name: 'Amber Fort',
  city: 'Jaipur',
  country: 'India',
  artwork: '/api/places/amber-fort/image.svg',
  /** Roughly 20 seconds of speech. */
  maxChars: 320,
} as const;

export const audioSampleUrl = (languageId: string) =>
  `/api/audio/sample.mp3?language=${encodeURIComponent(languageId)}`;
