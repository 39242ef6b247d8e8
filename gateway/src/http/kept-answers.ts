/**
 * Answers kept as bytes with their headers and sent again as they were, for what never changes
 * while the process runs (serializing and building a response was most of such a call's time).
 * Bounded by entries and bytes, so made-up URLs cannot grow it without end: when full it starts
 * again empty, and the next requests refill what is in use.
 *
 * A large answer is also kept compressed, in each coding a client has asked for: the cities of a
 * country are 420 KB of JSON, a sixth of that in brotli, which a phone feels.
 */
import type { Context } from 'hono';
import { answerCopies, COMPRESS_FROM } from './answer-copies.js';
import { learnAnswer } from './answer-lane.js';
import type { AppEnv } from './app-env.js';
import { requestHeader } from './request-context.js';
import { baseHeaderRecord } from './security.js';
import { completeAnswer } from './serve-fetch.js';
import { etagOf } from './site-files.js';

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
  const etag = etagOf(body);
  // Caches must keep the codings apart once a client may get one.
  const vary: Record<string, string> =
    body.length < COMPRESS_FROM
      ? {}
      : { vary: headers.vary === undefined ? 'Accept-Encoding' : `${headers.vary}, Accept-Encoding` };
  return {
    body,
    headers: { ...base, ...headers, ...vary, 'content-length': String(body.length), etag },
    etag,
    notModified: { ...base, ...vary, etag },
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
 * Sends a kept answer for the request `c`, in the coding it takes best, or a 304 to a client that
 * holds it. The answer must depend on nothing but the request's method, URL, body and headers
 * other than its cookies: the answer lane (answer-lane.ts) learns what was sent for that request
 * (`Accept-Encoding` among its headers) and answers it again by itself.
 */
/** `answer` in the coding the client takes best (answer-copies.ts). */
export const inCoding = answerCopies();

export function sendKept(kept: KeptAnswer, c: Context<AppEnv>): Response | Promise<Response> {
  const answer = inCoding(kept, requestHeader(c, 'accept-encoding'));
  // Sent at once when nothing is to be compressed: the app's answer from memory waits for nothing.
  return answer instanceof Promise ? answer.then((copy) => send(copy, c)) : send(answer, c);
}

function send(answer: KeptAnswer, c: Context<AppEnv>): Response {
  learnAnswer(c.env?.incoming, answer);
  if (holdsAnswer(c.req.method, requestHeader(c, 'if-none-match'), answer))
    return completeAnswer(null, 304, answer.notModified);
  return completeAnswer(answer.body, 200, answer.headers);
}
