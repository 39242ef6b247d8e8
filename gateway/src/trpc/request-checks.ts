/** What a tRPC request must satisfy before tRPC reads it (besides the API's front door): a bounded batch. */
import { MESSAGES, TRPC_MAX_BATCH } from '@app/contracts';
import type { Context } from 'hono';
import { AppError } from '../errors.js';
import type { AppEnv } from '../http/app-env.js';

export function checkTrpcRequest(c: Context<AppEnv>): void {
  // A batch names its procedures in the path, comma-separated: /trpc/a.b,c.d?batch=1
  const path = c.req.path;
  let calls = 1;
  for (let i = path.indexOf(','); i !== -1; i = path.indexOf(',', i + 1)) calls++;
  if (calls > TRPC_MAX_BATCH) throw new AppError('BAD_REQUEST', MESSAGES.tooManyCalls, 'TOO_MANY_CALLS');
}
