/** The gateway process: the whole product from the environment; in embedded mode every worker role too. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE_LABEL, findLanguage } from '@app/contracts';
import {
  createLogger,
  listCountries,
  loadConfig,
  runProcess,
  stopGracefully,
  WORKER_ROLES,
} from '@app/infra';
import { ensureSample } from './audio/index.js';
import { compose } from './compose.js';

const DEFAULT_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'gateway' });
  const dist = config.FRONTEND_DIST ?? DEFAULT_DIST;
  if (!existsSync(dist)) logger.warn({ dist }, 'frontend not built; pages answer 503 until `pnpm build`');
  const embeddedBus = config.BUS === 'embedded';
  const roles = config.WORKER_ROLES ?? (embeddedBus ? WORKER_ROLES : []);
  const product = await compose(config, logger, {
    frontendDist: dist,
    roles,
    seed: true,
    startOnListen: true,
  });
  const listening = product.listen();
  // From here a signal stops gracefully; one that comes while the start is under way waits for it.
  stopGracefully(logger, 'no new requests, finishing work in flight', async () => {
    await listening.catch(() => undefined);
    await product.close();
  });
  const { port } = await listening.catch(async (error: unknown) => {
    // Nothing that writes has started: the store closes as it was opened, and the error is the line.
    await product.close();
    throw error;
  });
  logger.info({ url: `http://localhost:${port}`, roles: product.roles }, 'ready');
  // In the background, what a first visitor would otherwise wait for: the history no request has
  // asked for yet (the embedded store reads a collection at its first use), then the countries and
  // cities dataset (a quarter of a second, loaded at its first use too). One after the other, and
  // the dataset last: read at once, it held up the first answers after the start.
  product.platform.store.readAhead().then(
    () => {
      logger.info('store read');
      try {
        listCountries();
      } catch (err) {
        // The first country list asked for loads it again, and says why if it fails there.
        logger.warn({ err }, 'countries and cities not loaded ahead');
      }
    },
    (err: unknown) => {
      // As a start that could not read its files: said, and stopped.
      logger.fatal({ err }, 'store files unreadable');
      process.kill(process.pid, 'SIGTERM');
    },
  );
  // In the background: the first narration should not pay for starting the speech threads, and the
  // home page's sample is what most visitors play first: made now, not while the first of them waits
  // behind narrations already queued for the speech threads.
  const sampleLanguage = findLanguage(DEFAULT_LANGUAGE_LABEL)?.id ?? 'en-US';
  product.platform.speech
    .warm()
    .catch((err: unknown) => logger.warn({ err }, 'speech not warmed'))
    .then(() => ensureSample(product.deps, sampleLanguage))
    .then(
      () => logger.info({ language: sampleLanguage }, 'speech warm, home page sample ready'),
      (err: unknown) => logger.warn({ err }, 'home page sample not made'),
    );
}

runProcess(main);
