/**
 * The app on Node's HTTP server, with the limits that keep one client from holding the server:
 * headers and whole requests must arrive in time, and open connections are capped.
 */
import { createServer, type Server } from 'node:http';
import { type Config, ConfigError, type Logger } from '@app/infra';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { answerLane } from './answer-lane.js';
import type { AppEnv } from './app-env.js';
import { requestLine } from './request-log.js';
import { baseHeaders } from './security.js';
import { serveFetch } from './serve-fetch.js';

type Limits = Pick<
  Config,
  'MAX_CONNECTIONS' | 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'LOG_REQUESTS_PER_SECOND'
>;

/** How often a closing server drops the connections its last requests left idle. */
const IDLE_SWEEP_MS = 100;

/** Why the configured address cannot be listened on, in the operator's terms. */
const CANNOT_LISTEN: Record<string, string> = {
  EADDRINUSE: 'is in use by another process; stop it or set PORT to a free port.',
  EACCES: 'needs privileges this process does not have; set PORT to 1024 or above.',
  EADDRNOTAVAIL: 'is not an address of this machine; set HOST.',
};

function listenRefusal(error: unknown, port: number, host: string): unknown {
  const said = CANNOT_LISTEN[(error as NodeJS.ErrnoException).code ?? ''];
  return said === undefined ? error : new ConfigError(`PORT ${port} on ${host} ${said}`);
}

export async function listen(app: Hono<AppEnv>, config: Limits, logger: Logger, port: number, host: string) {
  const headers = await baseHeaders();
  const line = requestLine(logger, config.LOG_REQUESTS_PER_SECOND);
  // Answers the app keeps as bytes are answered again in front of it (answer-lane.ts).
  const listener = answerLane(getRequestListener(serveFetch(app, line, headers), { hostname: host }), line);
  return new Promise<Server>((resolve, reject) => {
    const server = createServer(
      {
        // Node refuses a header time-out longer than the whole request's.
        headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
        requestTimeout: config.REQUEST_TIMEOUT_MS,
        // Node checks both time-outs on this interval; a tenth of the shorter keeps them close.
        connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 10)),
      },
      listener,
    );
    server.maxConnections = config.MAX_CONNECTIONS;
    const refused = (error: unknown) => reject(listenRefusal(error, port, host));
    server.once('error', refused);
    server.once('listening', () => {
      server.off('error', refused);
      resolve(server);
    });
    server.listen(port, host);
  });
}

/**
 * Stops accepting connections and resolves once the requests in flight have finished; those still
 * running after `graceMs` have their connections closed, so a stop cannot hang on one client.
 */
export function closeServer(server: Server, graceMs: number, logger: Logger): Promise<void> {
  return new Promise<void>((resolve) => {
    // A keep-alive connection whose last request ends during the close would otherwise hold it
    // open until its idle time-out.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      logger.warn(
        { graceMs },
        'requests still in flight at the end of the grace period: closing their connections',
      );
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
