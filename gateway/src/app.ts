/** The gateway as a Hono app, built from its dependencies so tests construct it on embedded adapters. */
import { MESSAGES } from '@app/contracts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Deps } from './deps.js';
import { errorResponse } from './http/error-handler.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security.js';
import { mountStaticSite } from './http/static-site.js';
import { restRoutes } from './rest.js';
import { systemRoutes } from './system/system.routes.js';
import { appRouter } from './trpc/app-router.js';

export function createApp(deps: Deps): Hono {
  const app = new Hono();
  const logger = deps.logger;

  app.use('*', requestId());
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders());
  for (const prefix of ['/api/*', '/trpc/*']) {
    app.use(
      prefix,
      bodyLimit({
        maxSize: deps.config.BODY_LIMIT_BYTES,
        onError: (c) => c.json({ message: MESSAGES.bodyTooLarge }, 413),
      }),
    );
  }

  app.route('/', systemRoutes(deps));
  app.route('/', restRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: () => ({ deps, requestId: c.get('requestId') }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error(
            { err: error.cause ?? error, requestId: c.get('requestId'), procedure: path },
            'tRPC error',
          );
        }
      },
    }),
  );

  mountStaticSite(app, deps.frontendDist);

  app.onError((error, c) => errorResponse(error, c, logger));
  return app;
}
