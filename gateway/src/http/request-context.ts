/**
 * Per-request facts, worked out only when a handler asks for them: the cookie jar, where the
 * client is, and who it is. Most API calls (the catalog) never ask, and pay nothing.
 */
import type { Context } from 'hono';
import type { Ports } from '../core/index.js';
import type { AppEnv } from './app-env.js';
import { type ClientInfo, clientInfo, type Peer, type ProxyTrust, proxyTrust } from './client.js';
import { type CookieJar, cookieJar } from './cookies.js';

interface RequestState {
  cookies?: CookieJar;
  client?: ClientInfo;
}

const states = new WeakMap<Context, RequestState>();
/** Parsed once per configuration rather than per request. */
const trusts = new WeakMap<Ports['config'], ProxyTrust | undefined>();

function stateOf(c: Context): RequestState {
  let state = states.get(c);
  if (!state) {
    state = {};
    states.set(c, state);
  }
  return state;
}

/** A request header, read from Node's own object when there is one (cheaper than a web Headers). */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (incoming) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/** The request's cookies; cookies set through it go out with the response. */
export function cookiesOf(c: Context<AppEnv>): CookieJar {
  const state = stateOf(c);
  state.cookies ??= cookieJar(requestHeader(c, 'cookie'), (line) =>
    c.header('set-cookie', line, { append: true }),
  );
  return state.cookies;
}

export function clientOf(deps: Pick<Ports, 'config'>, c: Context<AppEnv>): ClientInfo {
  const state = stateOf(c);
  if (!state.client) {
    if (!trusts.has(deps.config)) trusts.set(deps.config, proxyTrust(deps.config));
    const incoming = c.env?.incoming;
    const peer: Peer = incoming
      ? { kind: 'socket', address: incoming.socket.remoteAddress }
      : { kind: 'in-process' };
    state.client = clientInfo(
      trusts.get(deps.config),
      peer,
      (name) => requestHeader(c, name),
      deps.config.PUBLIC_URL,
    );
  }
  return state.client;
}
