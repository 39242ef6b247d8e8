/** Resolves who is calling (session cookie, client address) once per request, for every route. */
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { clientInfo } from '../http/client.js';
import { cookieJar } from '../http/cookies.js';
import { resolveActor } from './actor.js';

export function actorMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookies = cookieJar(c.req.header('cookie'), (line) =>
      c.header('set-cookie', line, { append: true }),
    );
    const client = clientInfo(
      c.req.raw.headers,
      c.env?.incoming,
      deps.config.TRUST_PROXY,
      deps.config.PUBLIC_URL,
    );
    c.set('cookies', cookies);
    c.set('actor', await resolveActor(deps, cookies, client));
    await next();
  };
}
