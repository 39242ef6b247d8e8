/** Refuses state-changing API and tRPC calls that a browser says came from another site (403). */
import { MESSAGES } from '@app/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.js';
import type { AppEnv } from './app-env.js';
import { isCrossSite } from './cross-site.js';
import { requestHeader } from './request-context.js';

export function crossSiteGuard(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const request = {
      method: c.req.method,
      origin: requestHeader(c, 'origin'),
      secFetchSite: requestHeader(c, 'sec-fetch-site'),
      host: requestHeader(c, 'host'),
    };
    if (isCrossSite(request, publicOrigin)) throw new AppError('FORBIDDEN', MESSAGES.crossSite, 'CROSS_SITE');
    await next();
  };
}
