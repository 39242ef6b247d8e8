/**
 * Answers kept as bytes with their headers and sent again as they were, for what never changes
 * while the process runs (serializing and building a response was most of such a call's time).
 * Bounded by entries and bytes, so made-up URLs cannot grow it without end: when full it starts
 * again empty, and the next requests refill what is in use.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { learnAnswer } from './answer-lane.js';
import type { AppEnv } from './app-env.js';
import { baseHeaderRecord } from './security.js';
import { completeAnswer } from './serve-fetch.js';

export interface KeptAnswer {
  body: Buffer;
  /** Every header of the 200 answer: the base headers, the answer's own, its length and ETag. */
  headers: Readonly<Record<string, string>>;
  etag: string;
  /** The headers of a 304 to a client that holds this answer already. */
  notModified: Readonly<Record<string, string>>;
  /** For an answer that holds only a while: whether it still does (without it, it always does). */
  stands?: () => boolean;
}

/** An answer to keep: `headers` are its own (content type and the like). */
export async function keptAnswer(
  body: Buffer,
  headers: Readonly<Record<string, string>>,
  stands?: () => boolean,
): Promise<KeptAnswer> {
  const base = await baseHeaderRecord();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    body,
    headers: { ...base, ...headers, 'content-length': String(body.length), etag },
    etag,
    notModified: { ...base, etag },
    ...(stands === undefined ? {} : { stands }),
  };
}

export function keptAnswers(limits: { entries: number; bytes: number }) {
  const answers = new Map<string, KeptAnswer>();
  let bytes = 0;
  return {
    get: (key: string): KeptAnswer | undefined => answers.get(key),
    keep(key: string, answer: KeptAnswer): void {
      // A key counts too: the answer lane's hold whole requests, bodies and all.
      const size = answer.body.length + key.length;
      if (answers.size >= limits.entries || bytes + size > limits.bytes) {
        answers.clear();
        bytes = 0;
      }
      answers.set(key, answer);
      bytes += size;
    },
  };
}

/** Whether a GET names this very answer as the one it holds (`If-None-Match`). */
export function holdsAnswer(method: string | undefined, ifNoneMatch: string | undefined, answer: KeptAnswer) {
  if (method !== 'GET' || ifNoneMatch === undefined) return false;
  return ifNoneMatch === answer.etag || ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag);
}

/**
 * Sends a kept answer for the request `c`, or a 304 to a client that holds it. The answer must
 * depend on nothing but the request's method, URL, body and headers other than its cookies: the
 * answer lane (answer-lane.ts) learns it for that request and answers it again by itself.
 */
export function sendKept(answer: KeptAnswer, c: Context<AppEnv>): Response {
  const incoming = c.env?.incoming;
  learnAnswer(incoming, answer);
  const ifNoneMatch = incoming ? incoming.headers['if-none-match'] : c.req.header('if-none-match');
  if (holdsAnswer(c.req.method, ifNoneMatch, answer)) return completeAnswer(null, 304, answer.notModified);
  return completeAnswer(answer.body, 200, answer.headers);
}
