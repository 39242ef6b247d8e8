/**
 * The one log line every request gets once answered, with its id: the client's, when it sends a
 * well-formed one (so a trace crosses services), else a new one.
 */
import type { IncomingMessage } from 'node:http';
import type { Logger } from '@app/infra';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/** What the line reads of a request (Node's HTTP/1 and HTTP/2 requests both have it). */
type Incoming = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

/** The id a request is known by in the log and in its error answers. */
export function requestIdFrom(incoming: Incoming): string {
  const given = incoming.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export type RequestLine = (id: string, incoming: Incoming, status: number, started: number) => void;

/**
 * Writes a request's line. Its fields are the method, the path without its query (where personal
 * data could be), the status and the time: nothing to redact, so the line skips the logger's
 * redaction, which cost a third of writing it.
 */
export function requestLine(logger: Logger): RequestLine {
  const lines = logger.child({}, { redact: { paths: [] } });
  return (id, incoming, status, started) => {
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    lines.info(
      {
        requestId: id,
        method: incoming.method,
        path: query < 0 ? url : url.slice(0, query),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
