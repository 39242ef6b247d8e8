/**
 * Cities taken offline (issue 26), kept in Cache Storage until removed: each place's narration
 * under its track's audio path, which the service worker answers the player from (src/sw.ts),
 * and per city and language a record of what was saved: the places, their transcripts, and the
 * walking tour, so that the place list and walk mode work without a connection.
 */
import type { WalkingTour } from '@app/contracts';
import { CITY_PACKS_CACHE, trackAudioPath } from './saved-audio';

/** A place whose narration is on this device. */
export interface SavedPlace {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly trackId: string;
  /** The narration's words, as spoken. */
  readonly transcript: string;
  /** The language the words are in: the one asked for, or English when the narration fell back. */
  readonly textLanguage: string;
  readonly bytes: number;
  readonly durationMs: number | null;
}

/** A city's narrations in one language, as saved on this device. */
export interface CityPack {
  readonly country: string;
  readonly city: string;
  /** The language label the narrations were asked in ('Hindi'). */
  readonly language: string;
  /** When the last place was saved (ISO 8601). */
  readonly savedAt: string;
  /** How many places the city had when it was downloaded. */
  readonly placeCount: number;
  readonly places: readonly SavedPlace[];
  /** The city's walking tour, for walk mode offline; null when the city has none. */
  readonly walk: WalkingTour | null;
}

/** Said on the window whenever a city is saved, grows or is removed: every view of it reads again. */
export const CITY_PACKS_CHANGED = 'city-packs-changed';

const RECORDS = '/offline/city-packs/';

/** Where a city's record is kept in the cache: a same-origin path nothing is served from. */
export const packPath = (country: string, city: string, language: string) =>
  `${RECORDS}${[country, city, language].map(encodeURIComponent).join('/')}.json`;

async function openPacks(): Promise<Cache | null> {
  // No Cache Storage (an insecure origin, an old browser): nothing can be taken offline.
  if (typeof caches === 'undefined') return null;
  return caches.open(CITY_PACKS_CACHE);
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isSavedPlace(value: unknown): value is SavedPlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    [place.id, place.name, place.category, place.trackId, place.transcript, place.textLanguage].every(
      isText,
    ) &&
    typeof place.bytes === 'number' &&
    (place.durationMs === null || typeof place.durationMs === 'number')
  );
}

/** A record as written by writePack; anything else (cut short, an older shape) reads as none. */
function isCityPack(value: unknown): value is CityPack {
  if (typeof value !== 'object' || value === null) return false;
  const pack = value as Record<string, unknown>;
  const walk = pack.walk as { stops?: unknown } | null | undefined;
  return (
    [pack.country, pack.city, pack.language, pack.savedAt].every(isText) &&
    typeof pack.placeCount === 'number' &&
    Array.isArray(pack.places) &&
    pack.places.every(isSavedPlace) &&
    (walk === null || (typeof walk === 'object' && Array.isArray(walk?.stops)))
  );
}

async function readRecord(cache: Cache, request: Request): Promise<CityPack | null> {
  const answer = await cache.match(request);
  try {
    const record: unknown = await answer?.json();
    return isCityPack(record) ? record : null;
  } catch {
    // Not JSON (written by something else): left out, as if it were not there.
    return null;
  }
}

/** Every city saved on this device, in every language. */
export async function savedPacks(): Promise<CityPack[]> {
  const cache = await openPacks();
  if (cache === null) return [];
  const records = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(RECORDS));
  const packs = await Promise.all(records.map((request) => readRecord(cache, request)));
  return packs.filter((pack): pack is CityPack => pack !== null);
}

/** The city's saved packs, one per language. */
export async function packsOf(country: string, city: string): Promise<CityPack[]> {
  return (await savedPacks()).filter((pack) => pack.country === country && pack.city === city);
}

const changed = () => window.dispatchEvent(new Event(CITY_PACKS_CHANGED));

/** Keeps (or replaces) the city's record. */
export async function writePack(pack: CityPack): Promise<void> {
  const cache = await openPacks();
  if (cache === null) throw new Error('This browser cannot keep files for offline use.');
  const body = JSON.stringify(pack);
  await cache.put(
    packPath(pack.country, pack.city, pack.language),
    new Response(body, { headers: { 'content-type': 'application/json' } }),
  );
  changed();
}

/** Keeps a narration's whole stored file, answered to the player by the service worker. */
export async function keepNarration(trackId: string, file: Response): Promise<void> {
  const cache = await openPacks();
  if (cache === null) throw new Error('This browser cannot keep files for offline use.');
  await cache.put(trackAudioPath(trackId), file);
}

/** Whether a narration's file is kept. */
export async function hasNarration(trackId: string): Promise<boolean> {
  const cache = await openPacks();
  return (await cache?.match(trackAudioPath(trackId))) !== undefined;
}

/** Removes the city's record and every narration no other saved city still lists. */
export async function removePack(pack: CityPack): Promise<void> {
  const cache = await openPacks();
  if (cache === null) return;
  await cache.delete(packPath(pack.country, pack.city, pack.language));
  const others = await savedPacks();
  const kept = new Set(others.flatMap((other) => other.places.map((place) => place.trackId)));
  await Promise.all(
    pack.places
      .filter((place) => !kept.has(place.trackId))
      .map((place) => cache.delete(trackAudioPath(place.trackId))),
  );
  changed();
}

/** The pack to use for a city: the one in `language`, else any saved; null when none is. */
export function preferredPack(packs: readonly CityPack[], language: string): CityPack | null {
  return packs.find((pack) => pack.language === language) ?? packs[0] ?? null;
}

/** The bytes a pack holds on this device. */
export const packBytes = (pack: CityPack) => pack.places.reduce((sum, place) => sum + place.bytes, 0);
