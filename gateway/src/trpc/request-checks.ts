/** What a tRPC request must satisfy before tRPC reads it (besides the API's front door): a bounded batch. */
import { MESSAGES, TRPC_MAX_BATCH } from '@app/contracts';
import type { Context } from 'hono';
import { AppError } from '../core/index.js';
import { type AppEnv, requestHeader } from '../http/index.js';

const tooManyCalls = () => new AppError('BAD_REQUEST', MESSAGES.tooManyCalls, 'TOO_MANY_CALLS');

/** Commas in `text` plus one: the procedures a batch path names. */
function namedCalls(text: string): number {
  let calls = 1;
  for (let i = text.indexOf(','); i !== -1; i = text.indexOf(',', i + 1)) calls++;
  return calls;
}

/**
 * The procedures the path names, read as tRPC reads it: the raw path, percent-decoded once, so
 * `a%2Cb` is two calls. A path that does not decode is refused by tRPC; its raw commas count.
 */
export function pathCalls(url: string): number {
  const pathname = new URL(url).pathname;
  try {
    return namedCalls(decodeURIComponent(pathname));
  } catch {
    return namedCalls(pathname);
  }
}

/**
 * The inputs a batch POST's body holds: an object keyed by call index. Anything else (not JSON,
 * not an object) is tRPC's to refuse, and counts as none here.
 */
export function bodyInputs(text: string): number {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 0;
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body).length : 0;
}

/**
 * Refuses a batch of more than TRPC_MAX_BATCH calls, counted in the path and, for a batch POST,
 * in the body's inputs too (read from a copy: tRPC reads the request itself afterwards; the
 * body is already bounded by BODY_LIMIT_BYTES).
 */
export async function checkTrpcRequest(c: Context<AppEnv>): Promise<void> {
  if (pathCalls(c.req.url) > TRPC_MAX_BATCH) throw tooManyCalls();
  const batchPost = c.req.method === 'POST' && c.req.query('batch') === '1';
  const json = requestHeader(c, 'content-type')?.startsWith('application/json') ?? false;
  if (batchPost && json && bodyInputs(await c.req.raw.clone().text()) > TRPC_MAX_BATCH) throw tooManyCalls();
}
