/**
 * The API's front door: refuses state-changing calls that a browser says came from another site
 * (403), and bodies that do not say they are JSON (415) except on the upload paths, which take
 * multipart.
 */
import { MESSAGES } from '@app/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/index.js';
import type { AppEnv } from './app-env.js';
import { isCrossSite } from './cross-site.js';
import { requireJsonBody } from './read-json.js';
import { requestHeader } from './request-context.js';

export function apiGuard(publicUrl: string, multipartPaths: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const request = {
      method: c.req.method,
      origin: requestHeader(c, 'origin'),
      secFetchSite: requestHeader(c, 'sec-fetch-site'),
      host: requestHeader(c, 'host'),
    };
    if (isCrossSite(request, publicOrigin)) throw new AppError('FORBIDDEN', MESSAGES.crossSite, 'CROSS_SITE');
    if (!multipartPaths.has(c.req.path)) requireJsonBody(c);
    await next();
  };
}
