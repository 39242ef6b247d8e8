/** What every tRPC procedure receives: the app's dependencies, the caller, and the cookie jar. */
import type { Actor } from '../accounts/index.js';
import type { Deps } from '../deps/index.js';
import type { CookieJar } from '../http/index.js';

export interface TrpcContext {
  deps: Deps;
  requestId: string;
  actor: Actor;
  cookies: CookieJar;
}
