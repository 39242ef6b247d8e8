/** What every request carries through the Hono app once the actor middleware ran. */
import type { IncomingMessage } from 'node:http';
import type { Actor } from '../accounts/actor.js';
import type { CookieJar } from './cookies.js';

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { requestId: string; actor: Actor; cookies: CookieJar; bodyLimit: number };
}
