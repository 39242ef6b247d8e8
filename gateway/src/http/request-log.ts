/**
 * The log line a request gets once answered, with its id: the client's, when it sends a
 * well-formed one (so a trace crosses services), else a new one.
 *
 * Every error (status 400 and up) and every slow answer gets its own line. Quick successful
 * answers get one each up to LOG_REQUESTS_PER_SECOND in a second; the rest of that second are
 * counted, by status, in one line when it ends. A small deployment's traffic is logged line by
 * line, and a flood (or a benchmark) neither fills the disk nor spends a seventh of every
 * request's time on a line nobody reads (docs/performance.md).
 */
import type { IncomingMessage } from 'node:http';
import type { Logger } from '@app/infra';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/** An answer that took at least this long always gets its own line. */
export const SLOW_MS = 1000;

/** What the line reads of a request (Node's HTTP/1 and HTTP/2 requests both have it). */
type Incoming = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

/** The id a request is known by in the log and in its error answers. */
export function requestIdFrom(incoming: Incoming): string {
  const given = incoming.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** `id` undefined: made from the request only if its line is written. */
export type RequestLine = (
  id: string | undefined,
  incoming: Incoming,
  status: number,
  started: number,
) => void;

/** How many quick successful answers a second get a line each: a count, or all of them. */
export type LinesPerSecond = number | 'all';

/**
 * Writes a request's line. Its fields are the method, the path without its query (where personal
 * data could be), the status and the time: nothing to redact, so the line skips the logger's
 * redaction, which cost a third of writing it.
 */
export function requestLine(logger: Logger, perSecond: LinesPerSecond): RequestLine {
  const lines = logger.child({}, { redact: { paths: [] } });
  const budget = perSecond === 'all' ? Number.POSITIVE_INFINITY : perSecond;
  let second = -1;
  let written = 0;
  let counted = 0;
  let byStatus: Record<number, number> = {};
  let flush: NodeJS.Timeout | undefined;

  const writeCount = () => {
    clearTimeout(flush);
    flush = undefined;
    if (counted === 0) return;
    lines.info(
      { requests: counted, statuses: byStatus, perSecond },
      'requests counted, not logged one by one (LOG_REQUESTS_PER_SECOND)',
    );
    counted = 0;
    byStatus = {};
  };

  /** False when the second's quick answers have had their lines: this one is counted instead. */
  const getsLine = (now: number): boolean => {
    const current = Math.floor(now / 1000);
    if (current !== second) {
      writeCount();
      second = current;
      written = 0;
    }
    if (written < budget) {
      written += 1;
      return true;
    }
    return false;
  };

  return (id, incoming, status, started) => {
    const now = performance.now();
    const ms = now - started;
    if (budget !== Number.POSITIVE_INFINITY && status < 400 && ms < SLOW_MS && !getsLine(now)) {
      counted += 1;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      // The count is written when the second ends, even if no request comes after it.
      flush ??= setTimeout(writeCount, 1000 - (now % 1000)).unref();
      return;
    }
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    lines.info(
      {
        requestId: id ?? requestIdFrom(incoming),
        method: incoming.method,
        path: query < 0 ? url : url.slice(0, query),
        status,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
  };
}
