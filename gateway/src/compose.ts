/**
 * The composition root: builds the whole product from configuration — ports, services, the Hono
 * app and, when asked, the worker roles — for the process entry, the test harness and the bench
 * alike. It is the only module of the gateway that knows the workers package.
 */

import { mkdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Config,
  createPlatform,
  dataPaths,
  isStorageFull,
  type Logger,
  type Platform,
  type Subscription,
  type WorkerRole,
} from '@app/infra';
import { startWorkers, type Workers } from '@app/workers';
import type { Hono } from 'hono';
import { createApp } from './app.js';
import { startTrackRecorder } from './audio/index.js';
import { buildDeps, type GatewayDeps } from './deps-factory.js';
import { demoGuidesSeed, demoPortraitsSeed } from './guides/index.js';
import { type AppEnv, closeServer, listen } from './http/index.js';
import { newOperatorToken, operatorPath, writeOperatorFile } from './operator/index.js';
import { derivedReviewNumbers } from './reviews/index.js';
import { applySeeds, type Seed } from './seed/index.js';

export interface ComposeOptions {
  /** The built frontend to serve, or null for none (API-only tests and the bench). */
  frontendDist: string | null;
  /** Worker roles to run in this process beside the gateway. */
  roles: readonly WorkerRole[];
  /** Seed the demo data once per data directory (when the configuration allows it). */
  seed?: boolean;
  /**
   * Start the relay, retention, seeds, the track recorder and worker roles only once listen() has bound the port, as
   * the process entry does: a start that cannot listen has started nothing that writes. Without
   * it they start here, for the tests that drive app.request() and never listen.
   */
  startOnListen?: boolean;
}

/** The demo data of embedded mode, each seed its domain's; later features add theirs here. */
const DEMO_SEEDS: readonly Seed[] = [demoGuidesSeed, demoPortraitsSeed];

/** How long a stop lets requests in flight finish before it closes their connections. */
const DRAIN_MS = 10_000;

export interface Product {
  config: Config;
  logger: Logger;
  platform: Platform;
  deps: GatewayDeps;
  app: Hono<AppEnv>;
  /** The worker roles running in this process (none until they start). */
  readonly roles: readonly string[];
  /**
   * Serves the app over HTTP with the configured limits; resolves with the bound port once what
   * `startOnListen` deferred has started.
   */
  listen(port?: number, host?: string): Promise<{ server: Server; port: number }>;
  /**
   * Stops accepting requests, lets those in flight finish (for up to DRAIN_MS), then stops the
   * workers and closes every adapter, the store last.
   */
  close(): Promise<void>;
}

export async function compose(config: Config, logger: Logger, options: ComposeOptions): Promise<Product> {
  const platform = await createPlatform(config, logger, {
    holder: 'gateway',
    derived: derivedReviewNumbers(),
  });
  const { root } = dataPaths(config);
  const operatorToken = newOperatorToken();
  let started = false;
  // /readyz answers 503 until what startOnListen defers has started, the seeds among it.
  const checked = {
    ...platform,
    check: async () => ({ ...(await platform.check()), ...(started ? {} : { startup: 'in progress' }) }),
  };
  // The gateway listens for its events before the relay and the workers produce any.
  const deps = await buildDeps(checked, { frontendDist: options.frontendDist, operatorToken });
  const app = createApp(deps);
  // The sandbox's webhooks reach this process itself, as Razorpay's reach the public URL.
  if (platform.payments.kind === 'sandbox')
    platform.payments.connectWebhooks(
      async (rawBody, signature, eventId) =>
        (
          await app.request('/api/razorpay/webhook', {
            method: 'POST',
            body: rawBody,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': eventId,
            },
          })
        ).status,
    );
  let workers: Workers | undefined;
  let recorder: Subscription | undefined;
  let starting: Promise<void> | undefined;
  // What writes on its own: the relay, retention, the seeds, the record of tracks and the worker roles.
  const start = () => {
    starting ??= (async () => {
      await platform.relay.start();
      platform.retention.start();
      if (options.seed && config.SEED_DEMO_DATA && config.STORE === 'embedded')
        await applySeeds(platform.store, DEMO_SEEDS, { blobs: platform.blobs, config, logger });
      // Before the roles: what an audio worker here or elsewhere says of a track is written down.
      recorder = await startTrackRecorder(deps);
      workers = await startWorkers(platform, options.roles);
      started = true;
    })();
    return starting;
  };
  if (!options.startOnListen) await start();
  const servers: Server[] = [];
  let closing: Promise<void> | undefined;

  return {
    config,
    logger,
    platform,
    deps,
    app,
    get roles() {
      return workers?.roles ?? [];
    },
    listen: async (port = config.PORT, host = config.HOST) => {
      const server = await listen(app, config, logger, port, host);
      servers.push(server);
      const bound = (server.address() as AddressInfo).port;
      await mkdir(root, { recursive: true });
      // Without it `pnpm admin` cannot reach this process (and the DATA_DIR lock keeps it off the
      // data); on a full disk the product still comes up, in its read-only state.
      await writeOperatorFile(root, { token: operatorToken, port: bound, pid: process.pid }).catch(
        (err: unknown) => {
          if (!isStorageFull(err)) throw err;
          logger.warn({ err }, 'no room to write the operator file: `pnpm admin` cannot reach this process');
        },
      );
      await start();
      return { server, port: bound };
    },
    close: () => {
      closing ??= closeAll();
      return closing;
    },
  };

  /** Once, however often it is asked for: a signal may come while a failed start closes. */
  async function closeAll(): Promise<void> {
    // Open notification streams would hold the servers' close open until their browsers leave.
    deps.notificationHub.endStreams();
    await Promise.all(servers.map((server) => closeServer(server, DRAIN_MS, logger)));
    if (servers.length > 0) await rm(operatorPath(root), { force: true });
    // A start still under way finishes first, so that what it starts is stopped below; a start
    // that failed was listen()'s to report.
    await starting?.catch(() => undefined);
    await workers?.stop();
    await recorder?.stop();
    await deps.stopGateway();
    await platform.close();
  }
}
