/** What every tRPC procedure receives: the app's dependencies and the request it serves. */
import type { Deps } from '../deps.js';

export interface TrpcContext {
  deps: Deps;
  requestId: string;
}
