/**
 * The app on Node's HTTP server, with the limits that keep one client from holding the server:
 * headers and whole requests must arrive in time, and open connections are capped.
 */
import type { Server } from 'node:http';
import type { Config, Logger } from '@app/infra';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';
import { baseHeaders } from './security.js';
import { serveFetch } from './serve-fetch.js';

type Limits = Pick<Config, 'MAX_CONNECTIONS' | 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>;

export async function listen(app: Hono<AppEnv>, config: Limits, logger: Logger, port: number, host: string) {
  const headers = await baseHeaders();
  return new Promise<Server>((resolve, reject) => {
    const server = serve({
      fetch: serveFetch(app, logger, headers),
      port,
      hostname: host,
      serverOptions: {
        // Node refuses a header time-out longer than the whole request's.
        headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
        requestTimeout: config.REQUEST_TIMEOUT_MS,
        // Node checks both time-outs on this interval; a tenth of the shorter keeps them close.
        connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 10)),
      },
    }) as Server;
    server.maxConnections = config.MAX_CONNECTIONS;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
