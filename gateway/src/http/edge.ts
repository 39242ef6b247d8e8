/**
 * The little every request needs before its handler. The request id and log line are added
 * around the app (serve-fetch.ts); who is calling is worked out on first use (request-context.ts).
 */
import { MESSAGES } from '@app/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.js';
import type { AppEnv } from './app-env.js';
import { requestHeader } from './request-context.js';
import { securityHeaders } from './security.js';

/** Pages and other documents: the full hardening set, with the content security policy. */
export const pageEdge = (): MiddlewareHandler<AppEnv> => securityHeaders();

/**
 * The API: a body over its limit is refused by its declared length before anything reads it, and
 * the limit is kept for the reader of a body without one. Synchronous on purpose: cheap. API
 * answers are JSON or media with exact content types, never rendered as documents, so the
 * document hardening headers stay on pages.
 */
export function apiEdge(maxBodyBytes: (path: string) => number): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const limit = maxBodyBytes(c.req.path);
    const declared = requestHeader(c, 'content-length');
    if (declared !== undefined && Number(declared) > limit)
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge);
    c.set('bodyLimit', limit);
    return next();
  };
}
