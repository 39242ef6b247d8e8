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
  type Logger,
  type Platform,
  type WorkerRole,
} from '@app/infra';
import { startWorkers } from '@app/workers';
import type { Hono } from 'hono';
import { createApp } from './app.js';
import { buildDeps, type GatewayDeps } from './deps-factory.js';
import type { AppEnv } from './http/app-env.js';
import { listen } from './http/node-server.js';
import { newOperatorToken, operatorPath, writeOperatorFile } from './operator/token.js';
import { applySeeds, DEMO_SEEDS } from './seed/seeds.js';

export interface ComposeOptions {
  /** The built frontend to serve, or null for none (API-only tests and the bench). */
  frontendDist: string | null;
  /** Worker roles to run in this process beside the gateway. */
  roles: readonly WorkerRole[];
  /** Seed the demo data once per data directory (when the configuration allows it). */
  seed?: boolean;
}

export interface Product {
  config: Config;
  logger: Logger;
  platform: Platform;
  deps: GatewayDeps;
  app: Hono<AppEnv>;
  roles: readonly string[];
  /** Serves the app over HTTP with the configured limits; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<{ server: Server; port: number }>;
  /** Stops accepting requests, finishes work in flight, then closes every adapter. */
  close(): Promise<void>;
}

export async function compose(config: Config, logger: Logger, options: ComposeOptions): Promise<Product> {
  const platform = await createPlatform(config, logger);
  const { root } = dataPaths(config);
  const operatorToken = newOperatorToken();
  // The gateway listens for its events before the relay and the workers produce any.
  const deps = await buildDeps(platform, { frontendDist: options.frontendDist, operatorToken });
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
  await platform.relay.start();
  platform.retention.start();
  if (options.seed && config.SEED_DEMO_DATA && config.STORE === 'embedded')
    await applySeeds(platform.store, DEMO_SEEDS, { blobs: platform.blobs, config, logger });
  const workers = await startWorkers(platform, options.roles);
  const servers: Server[] = [];

  return {
    config,
    logger,
    platform,
    deps,
    app,
    roles: workers.roles,
    listen: async (port = config.PORT, host = config.HOST) => {
      const server = await listen(app, config, logger, port, host);
      servers.push(server);
      const bound = (server.address() as AddressInfo).port;
      await mkdir(root, { recursive: true });
      await writeOperatorFile(root, { token: operatorToken, port: bound, pid: process.pid });
      return { server, port: bound };
    },
    close: async () => {
      // Open notification streams would hold the servers' close open until their browsers leave.
      deps.notificationHub.endStreams();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              // Idle keep-alive connections would hold the close open until they time out.
              server.closeIdleConnections();
            }),
        ),
      );
      if (servers.length > 0) await rm(operatorPath(root), { force: true });
      await workers.stop();
      await deps.stopGateway();
      await platform.close();
    },
  };
}
