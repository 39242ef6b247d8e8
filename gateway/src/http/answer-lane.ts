/**
 * A lane in front of the app for answers kept as bytes (kept-answers.ts). When the app answers a
 * request from memory, the lane learns the request as it arrived: its method, URL, body and every
 * header that could change an answer. The same request again is answered here, by Node's response
 * directly, without a web Request, Hono's routing, the front door's checks or the handler: what
 * they would make of it is known, since a kept answer depends on nothing else. That machinery was
 * most of a small answer's time (docs/performance.md, "Where a request's time goes").
 *
 * Everything else passes on untouched, but for a small JSON body sent to a path that has kept
 * answers: it is read here to know the request, and handed on with it as `rawBody`, which
 * @hono/node-server and read-json.ts take in place of the stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { holdsAnswer, type KeptAnswer } from './kept-answers.js';
import { answeringHeaders, laneTable } from './lane-table.js';
import type { RequestLine } from './request-log.js';

/**
 * The largest body read ahead; a kept answer's request (a catalog query) is far smaller, and every
 * body learned is kept in memory.
 */
export const LANE_MAX_BODY = 4 * 1024;
/** What the lane keeps in all: about the catalog's answers many times over. */
const LIMITS = { entries: 10_000, bytes: 64 * 1024 * 1024 };
const MAX_PATHS = 1000;

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type RawBodied = IncomingMessage & { rawBody?: Buffer };

/** The body a request's stream was read into ahead of the app, if it was. */
export function rawBodyOf(incoming: IncomingMessage): Buffer | undefined {
  return (incoming as RawBodied).rawBody;
}

const learners = new WeakMap<IncomingMessage, (answer: KeptAnswer) => void>();

/** The app answered `incoming` with `answer`, kept: the lane may answer the same request from now on. */
export function learnAnswer(incoming: IncomingMessage | undefined, answer: KeptAnswer): void {
  if (incoming !== undefined) learners.get(incoming)?.(answer);
}

const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * How a POST's body stands for the lane: none at all; small, declared and JSON, to be read ahead;
 * or anything else (refused or streamed by the app), which the lane leaves alone.
 */
function bodyOf(req: IncomingMessage): 'none' | 'ahead' | 'other' {
  if (req.headers['transfer-encoding'] !== undefined) return 'other';
  const length = req.headers['content-length'];
  if (length === undefined || length === '0') return 'none';
  const bytes = Number(length);
  if (!(bytes > 0 && bytes <= LANE_MAX_BODY)) return 'other';
  const type = req.headers['content-type'];
  // Most clients send the type bare: told without splitting a string for every request.
  const json =
    type === 'application/json' || type?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
  return json ? 'ahead' : 'other';
}

const NO_BODY = Buffer.alloc(0);

/**
 * `app` answers what the lane does not; `line` writes the request log's line for what it does, as
 * the app's requests get one.
 */
export function answerLane(app: Listener, line: RequestLine): Listener {
  const table = laneTable(LIMITS);
  /** Paths with a kept answer: only requests to them are looked up (a POST's body read). */
  const paths = new Set<string>();

  /** A kept answer to `req`, if there is one that still stands. */
  const keptFor = (req: IncomingMessage, body: Buffer): KeptAnswer | undefined => {
    const kept = table.find(req.method ?? '', req.url ?? '', req.rawHeaders, body);
    return kept === undefined || kept.stands?.() === false ? undefined : kept;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, kept: KeptAnswer, started: number) => {
    if (holdsAnswer(req.method, req.headers['if-none-match'], kept)) {
      res.writeHead(304, kept.notModified).end();
      line(undefined, req, 304, started);
    } else {
      res.writeHead(200, kept.headers).end(kept.body);
      line(undefined, req, 200, started);
    }
  };

  const passOn = (req: IncomingMessage, res: ServerResponse) => {
    learners.set(req, (kept) => {
      const path = pathOf(req.url ?? '');
      if (!paths.has(path)) {
        // Made-up batches of kept queries are kept answers too: the paths are bounded as the answers are.
        if (paths.size >= MAX_PATHS) paths.clear();
        paths.add(path);
      }
      const body = rawBodyOf(req) ?? (req.method === 'GET' || bodyOf(req) === 'none' ? NO_BODY : undefined);
      // A POST's first request to a path was not read ahead: it is learned from the next one on.
      if (body !== undefined)
        table.keep(req.method ?? '', req.url ?? '', answeringHeaders(req.rawHeaders), body, kept);
    });
    app(req, res);
  };

  return (req, res) => {
    const url = req.url ?? '';
    const method = req.method;
    if (!(url.startsWith('/api/') || url.startsWith('/trpc/')) || (method !== 'GET' && method !== 'POST'))
      return app(req, res);
    const started = performance.now();
    if (!(table.has(url) || paths.has(pathOf(url)))) return passOn(req, res);
    const state = method === 'GET' ? 'none' : bodyOf(req);
    if (state === 'other') return passOn(req, res);
    if (state === 'none') {
      const kept = keptFor(req, NO_BODY);
      return kept ? answer(req, res, kept, started) : passOn(req, res);
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // `on`, not `once`: each fires once for a request anyway, and `once` wraps every listener anew.
    req.on('end', () => {
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      const kept = keptFor(req, body);
      if (kept) return answer(req, res, kept, started);
      (req as RawBodied).rawBody = body;
      passOn(req, res);
    });
    // A client gone mid-body: nobody is left to answer.
    req.on('error', () => res.destroy());
  };
}
