/** Who calls a REST route: worked out once per request, and only when a handler asks. */
import type { Context } from 'hono';
import { type Actor, requireUser, resolveActor } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { type AppEnv, clientOf, cookiesOf } from '../http/index.js';

const actors = new WeakMap<Context, Promise<Actor>>();

/** The caller: address, TLS, and the session's user if any. */
export function actorOf(deps: Pick<Ports, 'config' | 'store'>, c: Context<AppEnv>): Promise<Actor> {
  let actor = actors.get(c);
  if (!actor) {
    actor = resolveActor(deps, cookiesOf(c), clientOf(deps, c));
    actors.set(c, actor);
  }
  return actor;
}

/**
 * The caller of a call that needs a session: 401 before anything else is looked at, so a
 * visitor learns to log in rather than how the body is wrong.
 */
export async function signedInActor(
  deps: Pick<Ports, 'config' | 'store'>,
  c: Context<AppEnv>,
): Promise<Actor> {
  const actor = await actorOf(deps, c);
  requireUser(actor);
  return actor;
}
