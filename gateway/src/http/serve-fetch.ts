/**
 * The app as the HTTP server calls it: every request gets an id (the client's, when it sends a
 * well-formed one) and one log line when answered; error answers carry the id back
 * (X-Request-Id) so a user can quote it. Setting it on every answer halved throughput: it takes
 * Node's response off its fast path. Done here, around the app, rather than as a
 * middleware layer inside it, where it cost a large share of a small request's time.
 */

import type { Logger } from '@app/infra';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,128}$/;
const ids = new WeakMap<Request, string>();

/** The id of the request a handler serves (one is made when the request came another way). */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = crypto.randomUUID();
    ids.set(request, id);
  }
  return id;
}

/**
 * `headers` go on every answer: set on Node's response before the app runs, a handler's own
 * headers take precedence over them.
 */
export function serveFetch(
  app: Hono<AppEnv>,
  logger: Logger,
  headers: ReadonlyArray<readonly [string, string]>,
) {
  return async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const started = performance.now();
    for (const [name, value] of headers) env.outgoing.setHeader(name, value);
    const given = env.incoming.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    ids.set(request, id);
    let status = 500;
    try {
      const response = await app.fetch(request, env as AppEnv['Bindings']);
      status = response.status;
      return response;
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info(
        {
          requestId: id,
          method: request.method,
          path: env.incoming.url?.split('?')[0],
          status,
          ms,
        },
        'request',
      );
    }
  };
}
