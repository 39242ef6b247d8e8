/**
 * What a peer server answers: the product's own answers, captured once with their bytes and
 * headers, each with the work any server must do for its request (read and parse a JSON body,
 * validate it against a schema). A peer runs in its own process (peer-process.ts), as the product
 * does, so that neither shares an event loop with the bench or the other.
 */

export interface PeerRoute {
  method: 'GET' | 'POST';
  /** The path, with the query for a GET (a tRPC batch is told apart by it). */
  path: string;
  status: number;
  /** Every header the product sent but those of the connection (date, keep-alive, …). */
  headers: Record<string, string>;
  /** The product's body, base64. */
  body: string;
  /** The JSON schema of a POST's body, which the peer validates (Fastify) or only parses (bare). */
  bodySchema?: object;
  /** The peer stringifies the body's JSON anew for every request instead of sending the bytes. */
  stringify?: boolean;
  /** A file the bare peer streams from disk for every request instead of `body`, as a static file server does. */
  file?: string;
}

export interface PeerSpec {
  routes: PeerRoute[];
  /** Where a peer that logs (Fastify) writes its one line per request. */
  logFile?: string;
}

/** A peer's first line on stdout once it listens. */
export const LISTENING = /^listening (http:\/\/127\.0\.0\.1:\d+)$/m;

/** The route's key in a peer's table: a request is matched exactly, query and all. */
export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The body a peer sends: the captured bytes, or the same JSON stringified for this request. */
export function answerOf(route: PeerRoute): () => Buffer | string {
  const bytes = Buffer.from(route.body, 'base64');
  if (!route.stringify) return () => bytes;
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  return () => JSON.stringify(value);
}
