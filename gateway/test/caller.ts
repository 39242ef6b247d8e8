/**
 * tRPC through its typed caller, as one session sees it: inputs and answers typed by the router,
 * no string paths and no casts. `const api = await callerFor(h, cookie); await api.bookings.mine();`
 * A refused call rejects with a TRPCError whose `cause` is the service's AppError (its `appCode`).
 */
import { resolveActor } from '../src/accounts/index.js';
import { cookieJar } from '../src/http/index.js';
import { appRouter } from '../src/trpc/index.js';
import { createCallerFactory } from '../src/trpc/trpc.js';
import type { Harness } from './harness.js';

const createCaller = createCallerFactory(appRouter);

export type Caller = ReturnType<typeof createCaller>;

/** A caller for the session of `cookie` (a visitor without one), from `ip`; set cookies land in `setCookies`. */
export async function callerFor(
  h: Harness,
  cookie?: string,
  options: { ip?: string; setCookies?: string[] } = {},
): Promise<Caller> {
  const cookies = cookieJar(cookie, (line) => options.setCookies?.push(line));
  const actor = await resolveActor(h.deps, cookies, { ip: options.ip ?? '127.0.0.1', secure: false });
  return createCaller({ deps: h.deps, requestId: crypto.randomUUID(), actor, cookies });
}
