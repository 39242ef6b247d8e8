/**
 * The app as the HTTP server calls it: every request gets an id (the client's, when it sends a
 * well-formed one) and one log line when answered; error answers carry the id back
 * (X-Request-Id) so a user can quote it. Setting it on every answer halved throughput: it takes
 * Node's response off its fast path. Done here, around the app, rather than as a
 * middleware layer inside it, where it cost a large share of a small request's time.
 */

import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';
import { type RequestLine, requestIdFrom } from './request-log.js';

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

const complete = new WeakSet<Response>();

/**
 * An answer made ahead whose headers already hold the base headers (security.ts
 * `baseHeaderRecord`) and its length: it goes out as it is, its headers handled once by Node
 * instead of merged header by header with the base ones. Returned as it is by a handler, it
 * carries no header set through the context (`c.header`): only for routes where no middleware
 * sets one.
 */
export function completeAnswer(
  body: Uint8Array | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  // Node's Buffers sit on plain ArrayBuffers, never shared memory: what a DOM BodyInit (the
  // frontend type-checks this file through AppRouter) asks of a Uint8Array.
  const response = new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
  complete.add(response);
  return response;
}

type Bindings = HttpBindings | Http2Bindings;

/**
 * `headers` go on every answer: set on Node's response before it is written, a handler's own
 * headers take precedence over them. An answer the app gives at once (a page from memory) goes
 * back at once, without waiting a turn of the event loop.
 */
export function serveFetch(
  app: Hono<AppEnv>,
  line: RequestLine,
  headers: ReadonlyArray<readonly [string, string]>,
) {
  return (request: Request, env: Bindings): Response | Promise<Response> => {
    const started = performance.now();
    const id = requestIdFrom(env.incoming);
    ids.set(request, id);
    const done = (status: number) => line(id, env.incoming, status, started);
    const answered = (response: Response) => {
      // A handler that wrote to Node's response itself (a file streamed to it) set every header.
      if (env.outgoing.headersSent) {
        done(env.outgoing.statusCode);
        return response;
      }
      if (!complete.has(response)) for (const [name, value] of headers) env.outgoing.setHeader(name, value);
      done(response.status);
      return response;
    };
    const failed = (error: unknown): never => {
      // Whatever answers the failure (the server's own 500) still goes out with the base headers.
      if (!env.outgoing.headersSent) for (const [name, value] of headers) env.outgoing.setHeader(name, value);
      done(500);
      throw error;
    };
    let result: Response | Promise<Response>;
    try {
      result = app.fetch(request, env as AppEnv['Bindings']);
    } catch (error) {
      return failed(error);
    }
    return result instanceof Promise ? result.then(answered, failed) : answered(result);
  };
}
