/**
 * The one error handler: a broken rule answers 400 with its message, a domain error its own
 * status and message, and anything else 500 with a generic message; details only in the log.
 */
import { MESSAGES } from '@app/contracts';
import type { Logger } from '@app/infra';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';
import { requestIdOf } from './serve-fetch.js';
import { zodMessage } from './zod-message.js';

export function errorResponse(error: unknown, c: Context, logger: Logger): Response {
  c.header('X-Request-Id', requestIdOf(c.req.raw));
  if (error instanceof ZodError) return c.json({ message: zodMessage(error) }, 400);
  if (error instanceof AppError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || MESSAGES.notFound }, error.status as ContentfulStatusCode);
  }
  logger.error({ err: error, requestId: requestIdOf(c.req.raw), path: c.req.path }, 'unhandled error');
  return c.json({ message: MESSAGES.internalError }, 500);
}
