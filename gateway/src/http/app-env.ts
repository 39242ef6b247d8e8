/** What every request carries through the Hono app once the actor middleware ran. */
import type { IncomingMessage } from 'node:http';
import type { Actor } from '../accounts/actor.js';
import type { CookieJar } from './cookies.js';

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    /** The caller, resolved from the session on first use (most API calls never ask). */
    actor: () => Promise<Actor>;
    client: { ip: string; secure: boolean };
    cookies: CookieJar;
    bodyLimit: number;
  };
}
