/** What every request carries through the Hono app once the actor middleware ran. */
import type { IncomingMessage } from 'node:http';

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    /** The JSON body limit of this path, for bodies sent without a declared length. */
    bodyLimit: number;
  };
}
