/** Starts the chosen roles on a platform and stops them together. */
import { type Platform, WORKER_ROLES, type WorkerRole } from '@app/infra';
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
  platform.logger.info({ roles }, 'workers started');
  return {
    roles: started.map((r) => r.name),
    stop: async () => {
      await Promise.all(started.map((r) => r.stop()));
    },
  };
}
