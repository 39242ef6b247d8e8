/** What every tRPC procedure receives: the app's dependencies, the caller, and the cookie jar. */
import type { Actor } from '../accounts/actor.js';
import type { Deps } from '../deps.js';
import type { CookieJar } from '../http/cookies.js';

export interface TrpcContext {
  deps: Deps;
  requestId: string;
  actor: Actor;
  cookies: CookieJar;
}
