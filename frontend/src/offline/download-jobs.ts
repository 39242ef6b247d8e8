/**
 * The page's city downloads, kept outside React: a download goes on while the listener browses
 * other pages of the app, and the city's page shows where it stands when they come back. One job
 * per city and language.
 */
import type { CityPackPlan, WalkingTour } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { errorCode, errorMessage } from '../app/errors';
import { vanillaTrpc } from '../app/trpc-vanilla';
import { markAnonymousLimit } from '../pages/explore/audio/audio-storage';
import { type DownloadProgress, downloadCity, type PackClient } from './city-download';
import { type CityPack, keepNarration, writePack } from './city-packs';
import { trackAudioPath } from './saved-audio';

export interface DownloadJob {
  readonly key: string;
  readonly state: 'running' | 'finished' | 'stopped';
  readonly progress: DownloadProgress | null;
  /** Set when the download failed as a whole (storage refused, say). */
  readonly error: string | null;
}

const jobs = new Map<string, DownloadJob>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

export const jobKey = (country: string, city: string, language: string) =>
  JSON.stringify([country, city, language]);

function update(job: DownloadJob): void {
  jobs.set(job.key, job);
  for (const listener of listeners) listener();
}

const client: PackClient = {
  request: (input) => vanillaTrpc().audio.request.mutate(input),
  track: (id) => vanillaTrpc().audio.track.query({ id }),
  // Past the worker's cache of heard tracks (sw.ts): this copy is the city's, kept apart.
  audio: (trackId, signal) => fetch(trackAudioPath(trackId), { cache: 'no-store', signal }),
};

const describe = (error: unknown) => ({ message: errorMessage(error), code: errorCode(error) });

export interface StartDownload {
  readonly plan: CityPackPlan;
  readonly language: string;
  readonly walk: WalkingTour | null;
  readonly existing: CityPack | null;
  /** Told once the download ends, however it ends (the listens left have changed). */
  readonly onEnd?: () => void;
}

/** Starts downloading the plan's city, unless it is downloading already. */
export function startDownload({ plan, language, walk, existing, onEnd }: StartDownload): void {
  const key = jobKey(plan.country, plan.city, language);
  if (jobs.get(key)?.state === 'running') return;
  const controller = new AbortController();
  controllers.set(key, controller);
  update({ key, state: 'running', progress: null, error: null });
  // Asked once: a browser may then keep the files through storage pressure. Refused or not, it goes on.
  void navigator.storage?.persist?.().catch(() => false);
  downloadCity({
    plan,
    language,
    walk,
    existing,
    client,
    store: { keepNarration, writePack },
    signal: controller.signal,
    describe,
    onProgress: (progress) => {
      if (!controller.signal.aborted) update({ key, state: 'running', progress, error: null });
    },
  })
    .then(
      (progress) => {
        if (progress.failed.some((place) => place.code === 'AUDIO_LOG_IN')) markAnonymousLimit();
        update({ key, state: controller.signal.aborted ? 'stopped' : 'finished', progress, error: null });
      },
      (error: unknown) => {
        // Not a place's failure (those are reported with the progress): the storage itself refused.
        update({
          key,
          state: 'stopped',
          progress: jobs.get(key)?.progress ?? null,
          error: errorMessage(error),
        });
      },
    )
    .finally(() => {
      controllers.delete(key);
      onEnd?.();
    });
}

/** Stops the city's download; what it saved stays. */
export function stopDownload(key: string): void {
  controllers.get(key)?.abort();
}

/** Forgets how the city's last download ended (it was removed, or is being started again). */
export function clearDownload(key: string): void {
  if (jobs.get(key)?.state === 'running') return;
  jobs.delete(key);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The city's download in this page, if one was started. */
export function useDownloadJob(key: string): DownloadJob | undefined {
  return useSyncExternalStore(
    subscribe,
    () => jobs.get(key),
    () => undefined,
  );
}
