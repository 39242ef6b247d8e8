/** Entry of a dedicated worker process: roles from the arguments or WORKER_ROLES, all by default. */
import {
  ConfigError,
  createAudioPlatform,
  createLogger,
  createPlatform,
  loadConfig,
  runProcess,
  stopGracefully,
  WORKER_ROLES,
  type WorkerRole,
} from '@app/infra';
import { startAudioAlone, startWorkers } from './runtime.js';

function chosenRoles(args: readonly string[], fromEnv: readonly WorkerRole[] | undefined): WorkerRole[] {
  const named = args.filter((a) => !a.startsWith('-'));
  if (named.length === 0) return [...(fromEnv ?? WORKER_ROLES)];
  const unknown = named.filter((a) => !(WORKER_ROLES as readonly string[]).includes(a));
  if (unknown.length > 0) {
    throw new ConfigError(
      `Unknown worker role(s): ${unknown.join(', ')}. Roles: ${WORKER_ROLES.join(', ')}.`,
    );
  }
  return named as WorkerRole[];
}

runProcess(async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'workers' });
  const roles = chosenRoles(process.argv.slice(2), config.WORKER_ROLES);
  // The audio role alone opens no store: processes of their own scale it beside the gateway, which
  // holds the store (and, embedded, its DATA_DIR) and records what they make.
  if (roles.length === 1 && roles[0] === 'audio') {
    const platform = await createAudioPlatform(config, logger);
    const workers = await startAudioAlone(platform);
    stopGracefully(logger, 'finishing narrations in flight', async () => {
      await workers.stop();
      await platform.close();
    });
    return;
  }
  const platform = await createPlatform(config, logger);
  await platform.relay.start();
  platform.retention.start();
  const workers = await startWorkers(platform, roles);
  stopGracefully(logger, 'finishing messages in flight', async () => {
    await workers.stop();
    await platform.close();
  });
});
