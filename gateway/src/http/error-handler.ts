/**
 * The one error handler: a broken rule answers 400 with its message, a domain error its own
 * status and message, a write the full disk refused or a call a service that is down refused 503
 * (retry shortly), and anything else 500
 * with a generic message; details only in the log. Every answer carries a stable code beside the
 * message (`{ message, code }`).
 */
import { type ErrorBody, MESSAGES } from '@app/contracts';
import type { Logger } from '@app/infra';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, retryLaterError } from '../core/index.js';
import { requestIdOf } from './serve-fetch.js';
import { zodMessage } from './zod-message.js';

/** A client that hung up mid-request: nothing to answer and nothing wrong on our side. */
export function isClientAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

export function errorResponse(error: unknown, c: Context, logger: Logger): Response {
  const requestId = requestIdOf(c.req.raw);
  c.header('X-Request-Id', requestId);
  const answer = (body: ErrorBody, status: ContentfulStatusCode) => c.json(body, status);
  if (error instanceof ZodError) return answer({ message: zodMessage(error), code: 'INVALID_INPUT' }, 400);
  const later = retryLaterError(error);
  if (later) {
    // The operator has to free space or bring a service back: as loud as a failure, though the client only has to wait.
    const { error: refusal, retryAfterSeconds } = later;
    logger.error(
      { err: refusal.cause ?? refusal, requestId, path: c.req.path },
      refusal.appCode === 'STORAGE_FULL'
        ? 'no room on the disk to save'
        : 'a service the request needs is down',
    );
    c.header('Retry-After', String(retryAfterSeconds));
    return answer({ message: refusal.message, code: refusal.appCode }, refusal.status);
  }
  if (error instanceof AppError) return answer({ message: error.message, code: error.appCode }, error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return answer(
      {
        message: error.message || MESSAGES.notFound,
        code: error.status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT',
      },
      error.status as ContentfulStatusCode,
    );
  }
  if (isClientAbort(error)) {
    logger.info({ requestId, path: c.req.path }, 'client closed the connection');
    return answer({ message: MESSAGES.internalError, code: 'INTERNAL' }, 400);
  }
  logger.error({ err: error, requestId, path: c.req.path }, 'unhandled error');
  return answer({ message: MESSAGES.internalError, code: 'INTERNAL' }, 500);
}
