/** REST for the user's data rights (not in spec §7; paths in contracts/privacy.ts): thin edges over the services. */
import { deleteAccountSchema, myDataFileName, PRIVACY_PATHS } from '@app/contracts';
import { Hono } from 'hono';
import { clearSessionCookie, deleteAccount, exportMyData } from '../accounts/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, cookiesOf, jsonReader } from '../http/index.js';
import { signedInActor } from './request-actor.js';

export function privacyRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);

  r.get(PRIVACY_PATHS.myData, async (c) => {
    const data = await exportMyData(deps, await signedInActor(deps, c));
    // A file to save, never a page to keep: no cache (shared or the browser's) may hold a copy.
    c.header('Content-Disposition', `attachment; filename="${myDataFileName(data.exportedAt)}"`);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(JSON.stringify(data, null, 2));
  });
  r.post(PRIVACY_PATHS.deleteAccount, async (c) => {
    const actor = await signedInActor(deps, c);
    const result = await deleteAccount(deps, actor, await readJson(c, deleteAccountSchema));
    clearSessionCookie(cookiesOf(c));
    return c.json(result);
  });
  return r;
}
