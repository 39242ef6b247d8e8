/**
 * The catalog's tRPC queries answered from bytes made once, as REST answers them (json-memo.ts):
 * their answers never change while the process runs, and tRPC's own request handling (a web
 * Request, abort signals, context, the procedure chain, serializing) was most of such a call's
 * time. The first request for a URL runs the procedures through tRPC's own `callProcedure`, so
 * input validation and results are tRPC's; anything out of the ordinary (an error, a header that
 * changes the answer's format) is left to the full handler.
 */
import { callProcedure } from '@trpc/server/unstable-core-do-not-import';
import type { Context } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, baseHeaderRecord, completeAnswer, requestHeader } from '../http/index.js';
import { appRouter } from './app-router.js';
import type { TrpcContext } from './context.js';

/** Always fixed: the bundled featured places and countries dataset. */
const DATASET_QUERIES = ['catalog.featured', 'catalog.countries', 'catalog.cities'];
/** Fixed when the places come from the bundled catalog (a live source answers anew). */
const CATALOG_QUERIES = ['catalog.touristPlaces', 'catalog.search', 'catalog.place', 'catalog.specialTours'];
/** What the answers may hold in all: made-up URLs cannot grow it without end. */
const MAX_BYTES = 16 * 1024 * 1024;

/** An answer ready to send, with all its headers. */
interface Answer {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One slash off each end, as tRPC's fetch adapter trims. */
const trimSlashes = (path: string) => path.replace(/^\//, '').replace(/\/$/, '');

/** `/trpc/a.b,c.d` → `a.b,c.d`, as tRPC's fetch adapter reads it. */
const procedurePath = (pathname: string) =>
  decodeURIComponent(trimSlashes(trimSlashes(pathname).slice('trpc'.length)));

/**
 * Headers that make tRPC answer otherwise: a streamed batch (`trpc-accept` or `accept:
 * application/jsonl`), or a body format (content-type) named on a GET.
 */
function asksForAnotherFormat(c: Context<AppEnv>): boolean {
  if (requestHeader(c, 'content-type') !== undefined || requestHeader(c, 'trpc-accept') !== undefined)
    return true;
  const accept = requestHeader(c, 'accept');
  return accept?.split(',').some((type) => type.trim() === 'application/jsonl') ?? false;
}

export type ContextOf = (c: Context<AppEnv>) => Promise<TrpcContext>;

/**
 * A handler that answers a GET of fixed catalog queries (single or batched) from memory, or
 * resolves to null for the full tRPC handler to answer.
 */
export function fixedAnswers(deps: Deps, contextOf: ContextOf) {
  const fixed = new Set([...DATASET_QUERIES, ...(deps.places.kind === 'embedded' ? CATALOG_QUERIES : [])]);
  const answers = new Map<string, Answer>();
  let bytes = 0;
  // Every answer's headers, whole: the base headers every API answer carries, and tRPC's own.
  const headersOf = async (length: number) => ({
    ...(await baseHeaderRecord()),
    'content-type': 'application/json',
    vary: 'trpc-accept, accept',
    'content-length': String(length),
  });

  /** The body tRPC would send, or null when the request is not one this handler takes. */
  async function compute(c: Context<AppEnv>): Promise<string | null> {
    const url = new URL(c.req.url);
    const batch = url.searchParams.get('batch') === '1';
    const paths = batch ? procedurePath(url.pathname).split(',') : [procedurePath(url.pathname)];
    if (!paths.every((path) => fixed.has(path)) || url.searchParams.has('connectionParams')) return null;
    const given = url.searchParams.get('input');
    const input: unknown = given ? JSON.parse(given) : undefined;
    // A batch's inputs are an object by call index; tRPC refuses anything else.
    const inputs = input === undefined ? {} : isObject(input) ? input : null;
    if (batch && inputs === null) return null;
    const ctx = await contextOf(c);
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const raw = batch ? inputs?.[index] : input;
        const data: unknown = await callProcedure({
          router: appRouter,
          path,
          getRawInput: async () => raw,
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex: index,
        });
        const json = JSON.stringify(data);
        // No data at all is sent by tRPC as `{"result":{}}`: rare enough to leave to it.
        if (json === undefined) throw new Error(`${path} answered nothing`);
        return `{"result":{"data":${json}}}`;
      }),
    );
    return batch ? `[${results.join(',')}]` : (results[0] ?? null);
  }

  return async (c: Context<AppEnv>): Promise<Response | null> => {
    if (c.req.method !== 'GET' || asksForAnotherFormat(c)) return null;
    const key = c.env?.incoming?.url ?? c.req.url;
    let answer = answers.get(key);
    if (answer === undefined) {
      // Any failure (bad input, unknown place) is the full handler's to answer, in tRPC's words.
      const made = await compute(c).catch(() => null);
      if (made === null) return null;
      const body = Buffer.from(made);
      answer = { body, headers: await headersOf(body.length) };
      if (bytes + body.length > MAX_BYTES) {
        answers.clear();
        bytes = 0;
      }
      answers.set(key, answer);
      bytes += body.length;
    }
    return completeAnswer(answer.body, 200, answer.headers);
  };
}
