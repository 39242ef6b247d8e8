/**
 * Downloading a city (issue 26): each place the plan (audio.cityPack) says the listener may get
 * is asked for through audio.request, as pressing Play asks, so the server charges it as a listen
 * or refuses it by its own rules; once its track is made, the whole stored file and its transcript
 * are kept (city-packs.ts). Places the plan says they may not get are never asked for. Two places
 * are fetched at a time; the record is written after each, so a download cut short keeps what it
 * saved and a later one goes on from there.
 */
import type { CityPackPlan, ErrorCode, TrackView, WalkingTour } from '@app/contracts';
import type { CityPack, SavedPlace } from './city-packs';

/** What the download needs of the network, narrowed so that it can be run against fakes. */
export interface PackClient {
  /** audio.request for a place's one-minute narration. */
  request(input: {
    touristPlace: string;
    city: string;
    language: string;
    kind: 'minute';
  }): Promise<TrackView>;
  /** audio.track */
  track(id: string): Promise<TrackView>;
  /** The track's audio file, fetched around the worker's cache of heard tracks (no-store). */
  audio(trackId: string, signal: AbortSignal): Promise<Response>;
}

/** Where the download keeps what it saved (city-packs.ts in the app). */
export interface PackStore {
  keepNarration(trackId: string, file: Response): Promise<void>;
  writePack(pack: CityPack): Promise<void>;
}

/** A place not saved, with why, as the listener should read it. */
export interface FailedPlace {
  readonly id: string;
  readonly name: string;
  readonly message: string;
  /** The server's code for a refusal; undefined when it was never reached. */
  readonly code: ErrorCode | undefined;
}

export interface DownloadProgress {
  /** Places of this download saved so far, and how many it is getting. */
  readonly saved: number;
  readonly total: number;
  readonly failed: readonly FailedPlace[];
  /** The city's record as it stands. */
  readonly pack: CityPack;
}

export interface CityDownload {
  readonly plan: CityPackPlan;
  /** The language label the listener chose ('Hindi'), which the narrations are asked in. */
  readonly language: string;
  readonly walk: WalkingTour | null;
  /** What is saved of this city in this language already: kept, and not fetched again. */
  readonly existing: CityPack | null;
  readonly client: PackClient;
  readonly store: PackStore;
  readonly signal: AbortSignal;
  readonly onProgress: (progress: DownloadProgress) => void;
  /** Reads the server's code and message of a failure (the app's errors.ts). */
  readonly describe: (error: unknown) => { message: string; code: ErrorCode | undefined };
  /** How long to wait between looks at a track still being made. */
  readonly pollMs?: number;
  readonly now?: () => Date;
}

export const TRACK_NOT_MADE = 'We could not make this narration right now. Please try again.';
export const FILE_NOT_KEPT = 'This narration could not be saved. Please try again.';

/** Places that may be had now and are not saved yet, in the plan's order. */
export function placesToGet(plan: CityPackPlan, existing: CityPack | null) {
  const saved = new Set(existing?.places.map((place) => place.id));
  return plan.places.filter(
    (place) => (place.access === 'free' || place.access === 'listen') && !saved.has(place.id),
  );
}

const stopped = () => new DOMException('The download was stopped.', 'AbortError');

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(stopped());
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      if (signal.aborted) reject(stopped());
      else resolve();
    }
  });
}

/** The track once it is whole and stored, looked at again while it is made. */
async function untilMade(job: CityDownload, first: TrackView): Promise<TrackView> {
  let track = first;
  while (track.status !== 'ready') {
    if (track.status === 'failed') throw new Error(TRACK_NOT_MADE);
    await pause(job.pollMs ?? 1000, job.signal);
    track = await job.client.track(track.id);
  }
  return track;
}

/** Only the whole stored file stands for the narration: never a stream still being spoken. */
async function fileOf(job: CityDownload, trackId: string): Promise<{ file: Response; bytes: number }> {
  const answer = await job.client.audio(trackId, job.signal);
  const stored = answer.status === 200 && /\bimmutable\b/.test(answer.headers.get('cache-control') ?? '');
  if (!stored) throw new Error(FILE_NOT_KEPT);
  // Read whole here, so that what is kept is the file and its size is known.
  const body = await answer.blob();
  return { file: new Response(body, { status: 200, headers: answer.headers }), bytes: body.size };
}

/**
 * Runs the download to its end (or until `signal` stops it); resolves with the last progress.
 * Refusals and failures are reported place by place, and the others still come.
 */
export async function downloadCity(job: CityDownload): Promise<DownloadProgress> {
  const { plan, language } = job;
  const wanted = placesToGet(plan, job.existing);
  const places: SavedPlace[] = [...(job.existing?.places ?? [])];
  const failed: FailedPlace[] = [];
  let saved = 0;
  let pack: CityPack = job.existing ?? {
    country: plan.country,
    city: plan.city,
    language,
    savedAt: (job.now?.() ?? new Date()).toISOString(),
    placeCount: plan.places.length,
    places,
    walk: job.walk,
  };
  const report = () => job.onProgress({ saved, total: wanted.length, failed: [...failed], pack });
  // Records are written one after another: two places finishing together must not lose one.
  let writing = Promise.resolve();

  const save = async (place: (typeof wanted)[number]) => {
    const asked = await job.client.request({
      touristPlace: place.id,
      city: plan.city,
      language,
      kind: 'minute',
    });
    const track = await untilMade(job, asked);
    const { file, bytes } = await fileOf(job, track.id);
    await job.store.keepNarration(track.id, file);
    const kept: SavedPlace = {
      id: place.id,
      name: place.name,
      category: place.category,
      trackId: track.id,
      transcript: track.text ?? '',
      textLanguage: track.textLanguage ?? track.language,
      bytes,
      durationMs: track.durationMs,
    };
    // In the city's order, whichever finished first.
    const order = plan.places.map((known) => known.id);
    places.push(kept);
    places.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    pack = {
      ...pack,
      savedAt: (job.now?.() ?? new Date()).toISOString(),
      placeCount: plan.places.length,
      places: [...places],
      walk: job.walk ?? pack.walk,
    };
    const record = pack;
    writing = writing.then(() => job.store.writePack(record));
    await writing;
    saved += 1;
  };

  const queue = [...wanted];
  const worker = async () => {
    for (let place = queue.shift(); place !== undefined; place = queue.shift()) {
      if (job.signal.aborted) return;
      try {
        await save(place);
      } catch (error) {
        if (job.signal.aborted) return;
        const { message, code } = job.describe(error);
        failed.push({ id: place.id, name: place.name, message, code });
      }
      report();
    }
  };
  report();
  await Promise.all([worker(), worker()]);
  return { saved, total: wanted.length, failed: [...failed], pack };
}
