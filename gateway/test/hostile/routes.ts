/** What the hostile-input suites walk: every REST path and tRPC procedure the running app has. */
import { appRouter } from '../../src/trpc/app-router.js';
import type { Harness } from '../harness.js';

/** The app's REST calls that take a body (every POST under /api, and the sandbox checkout's). */
export function restPosts(h: Harness): string[] {
  return h.app.routes
    .filter((r) => r.method === 'POST' && (r.path.startsWith('/api/') || r.path.startsWith('/sandbox/')))
    .map((r) => r.path);
}

export const MULTIPART_PATHS = new Set(['/api/userprofilePicture']);

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** Every tRPC procedure with its kind. */
export function procedures(): Array<{ path: string; type: ProcedureType }> {
  const record = (
    appRouter._def as unknown as { procedures: Record<string, { _def: { type: ProcedureType } }> }
  ).procedures;
  return Object.entries(record).map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

/** Raw text that must never reach a user: zod's wording, stack frames, internals. */
export const LEAK =
  /Invalid input|expected \w+, received|ZodError|\bat \S+ \(|node_modules|TypeError|Cannot read/;
