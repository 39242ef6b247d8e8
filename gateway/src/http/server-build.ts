/**
 * The app's server build (`frontend/dist-ssr/prerender.js`, written by `pnpm build` beside the
 * browser build): the gateway renders with it the pages that show the deployment's data. Loaded
 * at run time from beside the build it serves, so the gateway compiles without the frontend; a
 * build without it (a dev build, an older one) leaves those pages to the browser.
 */
import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRouter } from '@trpc/server';
import type { Checkout } from './site-files.js';

/** Where a render asks for its data: a tRPC router, called in this process, and its context. */
export interface DataSource {
  readonly router: AnyRouter;
  readonly createContext: () => Promise<object>;
}

/** What the server build offers the gateway (frontend/src/prerender.tsx). */
export interface ServerBuild {
  renderPageWithData(
    url: string,
    provider: Checkout,
    source: DataSource,
  ): Promise<{ html: string; state: unknown } | undefined>;
  pageDocuments(dist: string): (pathname: string, html: string) => string;
}

/** The server build beside `dist`, or undefined when the build has none. */
export async function loadServerBuild(dist: string): Promise<ServerBuild | undefined> {
  const entry = join(dirname(dist), 'dist-ssr', 'prerender.js');
  try {
    await access(entry);
  } catch {
    return undefined;
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}
