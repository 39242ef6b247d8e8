/** The gateway as a Hono app, built from its dependencies so tests construct it on embedded adapters. */
import { GUIDE_RULES, MESSAGES, PICTURE_RULES } from '@app/contracts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from './deps.js';
import { apiGuard } from './http/api-guard.js';
import type { AppEnv } from './http/app-env.js';
import { cookieJar } from './http/cookies.js';
import { errorResponse, isClientAbort } from './http/error-handler.js';
import { actorOf } from './http/request-context.js';
import { pageHeaders } from './http/security.js';
import { requestIdOf } from './http/serve-fetch.js';
import { mountStaticSite } from './http/static-site.js';
import { operatorRoutes } from './operator/operator.routes.js';
import { restRoutes } from './rest.js';
import { systemRoutes } from './system/system.routes.js';
import { appRouter } from './trpc/app-router.js';
import { checkTrpcRequest } from './trpc/request-checks.js';

/** Multipart uploads may be larger than JSON bodies; headroom covers the multipart framing. */
const UPLOAD_LIMITS: Record<string, number> = {
  '/api/userprofilePicture': PICTURE_RULES.maxBytes + 64 * 1024,
  '/api/your-api-endpoint': PICTURE_RULES.maxBytes + GUIDE_RULES.documentMaxBytes + 128 * 1024,
  '/api/set-negotiations': 64 * 1024,
};

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const logger = deps.logger;

  const tooLarge = {
    onError: (c: Context) => c.json({ message: MESSAGES.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' }, 413),
  };
  // Uploads are counted as they stream (multipart); JSON bodies are counted where they are read.
  for (const [path, maxSize] of Object.entries(UPLOAD_LIMITS))
    app.use(path, bodyLimit({ maxSize, ...tooLarge }));
  app.use('/trpc/*', bodyLimit({ maxSize: deps.config.BODY_LIMIT_BYTES, ...tooLarge }));
  const guard = apiGuard(deps.config.PUBLIC_URL, new Set(Object.keys(UPLOAD_LIMITS)));
  app.use('/api/*', guard);
  app.use('/trpc/*', guard);

  app.route('/', systemRoutes(deps));
  app.route('/', operatorRoutes(deps, deps.operatorToken));
  app.route('/', restRoutes(deps));
  app.all('/api/*', (c) => {
    c.header('X-Request-Id', requestIdOf(c.req.raw));
    return c.json({ message: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  });

  app.all('/trpc/*', (c) => {
    checkTrpcRequest(c);
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: async ({ resHeaders }) => ({
        deps,
        requestId: requestIdOf(c.req.raw),
        actor: await actorOf(deps, c),
        // Cookies a procedure sets travel on the tRPC response.
        cookies: cookieJar(c.req.header('cookie'), (line) => resHeaders.append('set-cookie', line)),
      }),
      onError: ({ error, path }) => {
        if (isClientAbort(error.cause)) {
          logger.info({ requestId: requestIdOf(c.req.raw), procedure: path }, 'client closed the connection');
        } else if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error(
            { err: error.cause ?? error, requestId: requestIdOf(c.req.raw), procedure: path },
            'tRPC error',
          );
        }
      },
    });
  });

  // Registered after the API: API answers never pass through it.
  app.use('*', pageHeaders(deps.payments.checkoutOrigins));
  mountStaticSite(app, deps.frontendDist);

  app.onError((error, c) => errorResponse(error, c, logger));
  return app;
}
