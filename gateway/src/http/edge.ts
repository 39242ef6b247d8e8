/**
 * What every request needs, in one middleware per kind of request (each extra middleware layer
 * costs a measurable share of a small request): its id and log line; for the API hardening
 * headers, the declared body size and who is calling; for pages the full hardening set.
 */
import { MESSAGES } from '@app/contracts';
import type { Logger } from '@app/infra';
import type { Context, MiddlewareHandler } from 'hono';
import { type Actor, resolveActor } from '../accounts/actor.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { AppEnv } from './app-env.js';
import { clientInfo } from './client.js';
import { cookieJar } from './cookies.js';
import { securityHeaders } from './security.js';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * JSON and media answers are never rendered or framed as documents: they need only nosniff.
 * Documents get the full set, with the content security policy (pageEdge).
 */
const API_HEADERS: ReadonlyArray<[string, string]> = [['X-Content-Type-Options', 'nosniff']];

/** A request header, read from Node's own object when there is one (cheaper than a web Headers). */
export function requestHeader(
  c: { env?: AppEnv['Bindings']; req: { header(name: string): string | undefined } },
  name: string,
) {
  const incoming = c.env?.incoming;
  if (incoming) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/** The request's id (the client's, when well-formed) and one log line when it is answered. */
async function identifyAndLog(c: Context<AppEnv>, logger: Logger, next: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const given = requestHeader(c, 'x-request-id');
  const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  try {
    await next();
  } finally {
    logger.info(
      {
        requestId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  }
}

/** For pages and other documents: id, log line, and the full hardening set with the CSP. */
export function pageEdge(logger: Logger): MiddlewareHandler<AppEnv> {
  const hardening = securityHeaders();
  return (c, next) => identifyAndLog(c, logger, () => hardening(c, next) as Promise<void>);
}

/** For the API: id, log line, hardening headers, the declared body size, and the caller. */
export function apiEdge(deps: Deps, maxBodyBytes: (path: string) => number): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    identifyAndLog(c, deps.logger, async () => {
      for (const [name, value] of API_HEADERS) c.header(name, value);
      const limit = maxBodyBytes(c.req.path);
      const declared = requestHeader(c, 'content-length');
      if (declared !== undefined && Number(declared) > limit)
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge);
      c.set('bodyLimit', limit);
      const cookies = cookieJar(requestHeader(c, 'cookie'), (line) =>
        c.header('set-cookie', line, { append: true }),
      );
      c.set('cookies', cookies);
      const forwarded = deps.config.TRUST_PROXY
        ? { for: requestHeader(c, 'x-forwarded-for'), proto: requestHeader(c, 'x-forwarded-proto') }
        : undefined;
      const client = clientInfo(forwarded, c.env?.incoming, deps.config.PUBLIC_URL);
      c.set('client', client);
      let actor: Promise<Actor> | undefined;
      c.set('actor', () => {
        actor ??= resolveActor(deps, cookies, client);
        return actor;
      });
      await next();
    });
}
