/**
 * The requests the answer lane (answer-lane.ts) has learned, each with the answer the app kept for
 * it, found by URL and then compared header by header and byte by byte. A string key made of the
 * whole request, built and hashed for every request, cost more than the rest of the lane
 * (docs/performance.md, "The lane's own cost"). Bounded by entries and bytes, so made-up requests
 * cannot grow it without end: when full it starts again empty, and the next requests refill what
 * is in use.
 */
import type { KeptAnswer } from './kept-answers.js';

/** Headers that change no kept answer: left out of a request's comparison, so clients differing only in them share one. */
const IGNORED = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'cookie',
  'user-agent',
  'referer',
  'x-request-id',
  'if-none-match',
  'accept-language',
  'cache-control',
  'pragma',
  'priority',
  'dnt',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
]);

/** The most requests kept for one URL: differing only in headers, made-up ones could make each lookup long. */
export const PER_URL = 16;

interface Learned {
  method: string;
  /** The headers an answer could depend on, in the order sent: name (lower-cased), value, name, value… */
  headers: readonly string[];
  body: Buffer;
  answer: KeptAnswer;
}

/** What a request is compared by, but its method, URL and body: its headers as `Learned.headers` holds them. */
export function answeringHeaders(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < raw.length; at += 2) {
    const name = (raw[at] as string).toLowerCase();
    if (!IGNORED.has(name)) kept.push(name, raw[at + 1] as string);
  }
  return kept;
}

/** Whether raw headers, as Node gives them, are the learned ones, walked in place (nothing built). */
function sameHeaders(raw: readonly string[], learned: readonly string[]): boolean {
  let at = 0;
  for (let index = 0; index < raw.length; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    if (IGNORED.has(name)) continue;
    if (learned[at] !== name || learned[at + 1] !== raw[index + 1]) return false;
    at += 2;
  }
  return at === learned.length;
}

const sameList = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((value, index) => value === other[index]);

export function laneTable(limits: { entries: number; bytes: number }) {
  const byUrl = new Map<string, Learned[]>();
  let entries = 0;
  let bytes = 0;

  const sizeOf = (url: string, learned: Learned) =>
    url.length + learned.body.length + learned.answer.body.length + learned.headers.join('').length;

  return {
    /** Whether any request to `url` was learned: only then is a request to it compared. */
    has: (url: string) => byUrl.has(url),

    /** The answer learned for this very request (its method, URL, answering headers and body). */
    find(method: string, url: string, raw: readonly string[], body: Buffer): KeptAnswer | undefined {
      const learned = byUrl.get(url);
      if (learned === undefined) return undefined;
      const [only] = learned;
      if (learned.length === 1 && only !== undefined)
        return only.method === method && only.body.equals(body) && sameHeaders(raw, only.headers)
          ? only.answer
          : undefined;
      // Walked once, not once per request learned: a request may carry thousands of headers.
      const headers = answeringHeaders(raw);
      return learned.find(
        (one) => one.method === method && one.body.equals(body) && sameList(one.headers, headers),
      )?.answer;
    },

    /** Learns `answer` for the request; one learned before with the same headers and body is replaced. */
    keep(method: string, url: string, headers: readonly string[], body: Buffer, answer: KeptAnswer): void {
      const learned: Learned = { method, headers, body, answer };
      const size = sizeOf(url, learned);
      let list = byUrl.get(url) ?? [];
      const same = list.findIndex(
        (one) => one.method === method && one.body.equals(body) && sameList(one.headers, headers),
      );
      const dropped = same >= 0 ? list.splice(same, 1) : list.length >= PER_URL ? list.splice(0, 1) : [];
      for (const one of dropped) {
        entries -= 1;
        bytes -= sizeOf(url, one);
      }
      if (entries >= limits.entries || bytes + size > limits.bytes) {
        byUrl.clear();
        entries = 0;
        bytes = 0;
        list = [];
      }
      list.push(learned);
      byUrl.set(url, list);
      entries += 1;
      bytes += size;
    },
  };
}
