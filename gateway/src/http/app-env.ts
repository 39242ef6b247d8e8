/**
 * The Hono app's environment: on Node, the raw request (read directly where it is cheaper) and
 * response (a file streamed to it directly).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
}
