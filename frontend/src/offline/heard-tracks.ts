/**
 * The tracks this device has played, newest first, kept in localStorage: offline, they are the
 * tours the home page offers (those whose audio the service worker saved). Call `rememberHeard`
 * when a track starts playing.
 */
import { MAX_SAVED_TRACKS } from './saved-audio';

export const HEARD_TRACKS_KEY = 'heardTracks';

export interface HeardTrack {
  readonly trackId: string;
  /** The place's id in the catalog. */
  readonly place: string;
  /** The place's name, as the list shows it: 'Amber Fort'. */
  readonly title: string;
  /** The language label asked for: 'Hindi'. */
  readonly language: string;
  /** When it was last heard (ISO 8601). */
  readonly heardAt: string;
}

export type HeardTrackInput = Omit<HeardTrack, 'heardAt'>;

const FIELDS = ['trackId', 'place', 'title', 'language', 'heardAt'] as const;

function isHeardTrack(value: unknown): value is HeardTrack {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string');
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked (a privacy setting): nothing is remembered, nothing is offered offline.
    return null;
  }
}

/** The tracks heard on this device, newest first; entries that do not read as tracks are left out. */
export function heardTracks(): HeardTrack[] {
  const raw = storage()?.getItem(HEARD_TRACKS_KEY) ?? null;
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Written by something else or cut short: start the list afresh rather than fail the page.
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isHeardTrack) : [];
}

/** Notes that `track` was heard now: it moves to the top; the oldest beyond the cap are dropped. */
export function rememberHeard(track: HeardTrackInput, now: Date = new Date()): void {
  const entry: HeardTrack = {
    trackId: track.trackId,
    place: track.place,
    title: track.title,
    language: track.language,
    heardAt: now.toISOString(),
  };
  const list = [entry, ...heardTracks().filter((known) => known.trackId !== track.trackId)];
  try {
    storage()?.setItem(HEARD_TRACKS_KEY, JSON.stringify(list.slice(0, MAX_SAVED_TRACKS)));
  } catch {
    // Storage full: the track still plays; it is only not offered offline.
  }
}
