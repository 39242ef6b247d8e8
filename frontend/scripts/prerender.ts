/**
 * The last step of `pnpm build`: renders the pages that are the same for every first-time visitor
 * (PRERENDERED_PAGES) with the server build of src/prerender.tsx, once per checkout a deployment
 * may run, and writes each as a whole document (src/server/page-document.ts) at
 * `dist/${prerenderedFile(…)}`. The gateway sends these pages in place of the empty app page.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAYMENTS_PROVIDERS, PRERENDERED_PAGES, prerenderedFile } from '@app/contracts';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const dist = join(frontend, 'dist');
const serverEntry = join(frontend, 'dist-ssr', 'prerender.js');

const { renderPage, pageDocuments } = (await import(
  pathToFileURL(serverEntry).href
)) as typeof import('../src/prerender');
const documentOf = pageDocuments(dist);
rmSync(join(dist, '.prerendered'), { recursive: true, force: true });
for (const provider of PAYMENTS_PROVIDERS) {
  const written = new Set<string>();
  for (const { url, name } of PRERENDERED_PAGES) {
    if (written.has(name)) continue;
    written.add(name);
    const target = join(dist, prerenderedFile(provider, name));
    mkdirSync(dirname(target), { recursive: true });
    const { pathname } = new URL(url, 'http://prerender.invalid');
    writeFileSync(target, documentOf(pathname, await renderPage(url, provider)));
  }
}
