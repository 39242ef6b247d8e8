/** Starts the chosen roles on a platform and stops them together. */
import { type AudioPlatform, type Platform, WORKER_ROLES, type WorkerRole } from '@app/infra';
import { startAudioWorker } from './audio/audio-worker.js';
import type { RunningRole } from './role.js';
import { ROLES } from './roles.js';

export interface Workers {
  readonly roles: readonly string[];
  stop(): Promise<void>;
}

export async function startWorkers(
  platform: Omit<Platform, 'close'>,
  roles: readonly WorkerRole[] = WORKER_ROLES,
): Promise<Workers> {
  const started: RunningRole[] = [];
  for (const role of roles) started.push(await ROLES[role](platform));
  return running(platform, started);
}

/** The audio role alone, on a platform with no store: a process of its own, one of a group. */
export async function startAudioAlone(platform: Omit<AudioPlatform, 'close'>): Promise<Workers> {
  return running(platform, [await startAudioWorker(platform)]);
}

function running(platform: Pick<Platform, 'logger'>, started: readonly RunningRole[]): Workers {
  platform.logger.info({ roles: started.map((r) => r.name) }, 'workers started');
  return {
    roles: started.map((r) => r.name),
    stop: async () => {
      await Promise.all(started.map((r) => r.stop()));
    },
  };
}
