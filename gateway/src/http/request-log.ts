/** One log line per request, with its id, status and time; the id is also sent back to the client. */
import type { Logger } from '@app/infra';
import type { MiddlewareHandler } from 'hono';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
