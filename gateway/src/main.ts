/**
 * The gateway process. In embedded mode (the default, `pnpm start`) it also runs every worker
 * role in this one process; this entry is the only place the gateway meets the workers package.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createLogger,
  createPlatform,
  loadConfig,
  runProcess,
  stopGracefully,
  WORKER_ROLES,
} from '@app/infra';
import { startWorkers } from '@app/workers';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { buildDeps } from './deps-factory.js';
import { serveFetch } from './http/serve-fetch.js';
import { applySeeds, DEMO_SEEDS } from './seed/seeds.js';

const DEFAULT_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'gateway' });
  const platform = await createPlatform(config, logger);
  await platform.relay.start();
  if (config.SEED_DEMO_DATA) await applySeeds(platform.store, DEMO_SEEDS, logger);

  const roles = config.WORKER_ROLES ?? (platform.bus.kind === 'embedded' ? WORKER_ROLES : []);
  const workers = await startWorkers(platform, roles);

  const dist = config.FRONTEND_DIST ?? DEFAULT_DIST;
  if (!existsSync(dist)) logger.warn({ dist }, 'frontend not built; pages answer 503 until `pnpm build`');
  const deps = await buildDeps(platform, { frontendDist: dist });
  const app = createApp(deps);
  const server = serve(
    { fetch: serveFetch(app, logger), port: config.PORT, hostname: config.HOST },
    (info) => {
      logger.info({ url: `http://localhost:${info.port}`, roles }, 'ready');
    },
  );

  stopGracefully(logger, 'no new requests, finishing work in flight', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await workers.stop();
    await deps.stopGateway();
    await platform.close();
  });
}

runProcess(main);
