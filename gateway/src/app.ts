/** The gateway as a Hono app, built from its dependencies so tests construct it on embedded adapters. */
import {
  GUIDE_RULES,
  MESSAGES,
  PAYMENTS_META,
  PICTURE_RULES,
  SITE_INFO_DATA,
  TRPC_MAX_BATCH,
} from '@app/contracts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SESSION_COOKIE } from './accounts/index.js';
import type { Deps } from './deps/index.js';
import {
  type AppEnv,
  apiGuard,
  clientOf,
  cookieJar,
  cookiesOf,
  errorResponse,
  isClientAbort,
  mountStaticSite,
  requestIdOf,
} from './http/index.js';
import { actorOf, operatorRoutes, restRoutes, systemRoutes } from './rest/index.js';
import { siteInfo } from './system/index.js';
import { answerCache, appRouter, checkTrpcRequest, quietRefusals, type TrpcContext } from './trpc/index.js';

const PICTURE_UPLOAD = PICTURE_RULES.maxBytes + 64 * 1024;
const GUIDE_UPLOAD = PICTURE_RULES.maxBytes + GUIDE_RULES.documentMaxBytes + 128 * 1024;

/**
 * Multipart uploads may be larger than JSON bodies; headroom covers the multipart framing. The app
 * uploads through tRPC (FormData inputs, one call per request); other clients through REST.
 */
const UPLOAD_LIMITS: Record<string, number> = {
  '/api/userprofilePicture': PICTURE_UPLOAD,
  '/trpc/profile.uploadPicture': PICTURE_UPLOAD,
  '/api/your-api-endpoint': GUIDE_UPLOAD,
  '/trpc/guides.submitProfile': GUIDE_UPLOAD,
  '/api/set-negotiations': 64 * 1024,
};

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const logger = deps.logger;

  const tooLarge = {
    onError: (c: Context) => c.json({ message: MESSAGES.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' }, 413),
  };
  // GET and HEAD carry no body to count; asking for one would build a whole web Request for nothing.
  const bodyLimited = (maxSize: number): MiddlewareHandler<AppEnv> => {
    const limit = bodyLimit({ maxSize, ...tooLarge });
    return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  };
  // Uploads are counted as they stream (multipart); JSON bodies are counted where they are read.
  for (const [path, maxSize] of Object.entries(UPLOAD_LIMITS)) app.use(path, bodyLimited(maxSize));
  const trpcLimited = bodyLimited(deps.config.BODY_LIMIT_BYTES);
  app.use('/trpc/*', (c, next) => (c.req.path in UPLOAD_LIMITS ? next() : trpcLimited(c, next)));
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

  /** tRPC's context; `setCookie` sends a cookie a procedure sets with the answer. */
  const trpcContext = async (
    c: Context<AppEnv>,
    setCookie: (line: string) => void,
  ): Promise<TrpcContext> => ({
    deps,
    requestId: requestIdOf(c.req.raw),
    actor: await actorOf(deps, c),
    cookies: cookieJar(c.req.header('cookie'), setCookie),
  });
  const cached = answerCache(deps);
  app.all('/trpc/*', async (c) => {
    await checkTrpcRequest(c);
    return cached(c, () =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: c.req.raw,
        router: appRouter,
        // checkTrpcRequest refuses longer batches first, with the product's own answer; this is tRPC's own bound behind it.
        maxBatchSize: TRPC_MAX_BATCH,
        responseMeta: quietRefusals,
        createContext: ({ resHeaders }) => trpcContext(c, (line) => resHeaders.append('set-cookie', line)),
        onError: ({ error, path }) => {
          if (isClientAbort(error.cause)) {
            logger.info(
              { requestId: requestIdOf(c.req.raw), procedure: path },
              'client closed the connection',
            );
          } else if (error.code === 'INTERNAL_SERVER_ERROR') {
            logger.error(
              { err: error.cause ?? error, requestId: requestIdOf(c.req.raw), procedure: path },
              'tRPC error',
            );
          }
        },
      }),
    );
  });

  // Registered after the API: API answers never pass through it.
  mountStaticSite(app, deps.frontendDist, {
    origins: {
      checkout: deps.payments.checkoutOrigins,
      images: [new URL(deps.config.MAP_TILE_URL).origin],
    },
    meta: { [PAYMENTS_META]: deps.payments.kind },
    // Every page shows the company (footer, legal pages): known in the page, not asked for after.
    data: { [SITE_INFO_DATA]: siteInfo(deps.config) },
    checkout: deps.payments.kind,
    // A page rendered on request is a first-time visitor's: no session, no cookie set.
    dataSource: (c) => ({
      router: appRouter,
      createContext: async (): Promise<TrpcContext> => ({
        deps,
        requestId: requestIdOf(c.req.raw),
        actor: { ...clientOf(deps, c), user: null, sessionId: null },
        cookies: cookieJar(undefined, () => {}),
      }),
    }),
    withSession: (c) => cookiesOf(c).get(SESSION_COOKIE) !== undefined,
    onRenderError: (err, url) =>
      logger.error({ err, url }, 'a page could not be rendered on the server: the app page was sent'),
  });

  app.onError((error, c) => errorResponse(error, c, logger));
  return app;
}
