/**
 * The catalog's tRPC queries answered again from the bytes tRPC gave the first time. Their answers
 * never change while the process runs, and tRPC's handling of a request (a web Request, context,
 * the procedure chain, serializing) was most of such a call's time. tRPC itself answers the first
 * request for a URL; only a plain 200 (no cookie, no other format asked for) is kept.
 */
import type { Context } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, keptAnswer, keptAnswers, requestHeader, sendKept } from '../http/index.js';

/** Always fixed: the bundled featured places and countries dataset. */
const DATASET_QUERIES = ['catalog.featured', 'catalog.countries', 'catalog.cities'];
/** Fixed when the places come from the bundled catalog (a live source answers anew). */
const CATALOG_QUERIES = ['catalog.touristPlaces', 'catalog.search', 'catalog.place', 'catalog.specialTours'];
/** What the answers may hold in all. */
const MAX_BYTES = 16 * 1024 * 1024;

/** `/trpc/a.b,c.d` → `['a.b', 'c.d']`: the procedures a tRPC URL names. */
function proceduresOf(pathname: string): string[] {
  const names = pathname.replace(/^\/trpc\/?/, '').replace(/\/$/, '');
  try {
    return decodeURIComponent(names).split(',');
  } catch {
    return [];
  }
}

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

/** Wraps the tRPC handler: a GET of fixed queries only is answered from memory after its first time. */
export function answerCache(deps: Pick<Deps, 'places'>) {
  const fixed = new Set([...DATASET_QUERIES, ...(deps.places.kind === 'embedded' ? CATALOG_QUERIES : [])]);
  const answers = keptAnswers({ entries: Number.POSITIVE_INFINITY, bytes: MAX_BYTES });

  async function keep(c: Context<AppEnv>, key: string, response: Response): Promise<Response> {
    if (response.status !== 200 || response.headers.has('set-cookie')) return response;
    const answer = await keptAnswer(
      Buffer.from(await response.arrayBuffer()),
      Object.fromEntries(response.headers),
    );
    answers.keep(key, answer);
    return sendKept(answer, c);
  }

  return async (c: Context<AppEnv>, handle: () => Promise<Response>): Promise<Response> => {
    if (c.req.method !== 'GET' || asksForAnotherFormat(c)) return handle();
    const url = new URL(c.req.url);
    if (url.searchParams.has('connectionParams')) return handle();
    if (!proceduresOf(url.pathname).every((name) => fixed.has(name))) return handle();
    const key = c.env?.incoming?.url ?? c.req.url;
    const kept = answers.get(key);
    if (kept) return sendKept(kept, c);
    return keep(c, key, await handle());
  };
}
