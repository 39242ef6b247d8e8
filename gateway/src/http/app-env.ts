/** The Hono app's environment: on Node, the raw request (read directly where it is cheaper). */
import type { IncomingMessage } from 'node:http';

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
}
