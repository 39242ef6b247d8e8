/**
 * The one error handler: a broken rule answers 400 with its message, a domain error its own
 * status and message, and anything else 500 with a generic message; details only in the log.
 * Every answer carries a stable code beside the message (`{ message, code }`).
 */
import { type ErrorBody, MESSAGES } from '@app/contracts';
import type { Logger } from '@app/infra';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';
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
