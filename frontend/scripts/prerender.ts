/**
 * The last step of `pnpm build`: renders the pages that are the same for every first-time visitor
 * (PRERENDERED_PAGES) with the server build of src/prerender.tsx, once per checkout a deployment
 * may run, and writes each into a copy of dist/index.html at `dist/${prerenderedFile(…)}`, with the
 * stylesheets its page and the data layer's chunk need (else the page would paint unstyled until
 * their scripts load). The gateway sends these pages in place of the empty app page.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAYMENTS_PROVIDERS, PRERENDERED_PAGES, prerenderedFile, ROUTES } from '@app/contracts';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const dist = join(frontend, 'dist');
const serverEntry = join(frontend, 'dist-ssr', 'prerender.js');

/** The modules whose chunks a prerendered page shows: its page and the layout's data layer. */
const DATA_LAYER = 'src/app/layout-data.ts';
const PAGE_MODULES: Record<string, string> = {
  [ROUTES.home]: 'src/pages/home/HomePage.tsx',
  [ROUTES.subscription]: 'src/pages/subscription/SubscriptionPage.tsx',
  [ROUTES.subscriptionAlias]: 'src/pages/subscription/SubscriptionPage.tsx',
  [ROUTES.explore]: 'src/pages/explore/ExplorePage.tsx',
};

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const template = readFileSync(join(dist, 'index.html'), 'utf8');

function chunk(key: string): Chunk {
  const found = manifest[key];
  if (found === undefined) throw new Error(`the build has no chunk for ${key}`);
  return found;
}

/** The stylesheets of these modules and of everything they import statically. */
function stylesheetsOf(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const { imports = [], css = [] } = chunk(key);
    for (const sheet of css) sheets.add(`/${sheet}`);
    imports.forEach(visit);
  };
  keys.forEach(visit);
  return [...sheets].filter((sheet) => !template.includes(`href="${sheet}"`));
}

const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('</head>'))
  throw new Error('dist/index.html has no empty #root or no </head>');

const CHARSET = '<meta charset="UTF-8" />';
if (!template.includes(CHARSET)) throw new Error('dist/index.html does not start its head with the charset');

/**
 * The page's own high-priority picture (a place's banner), asked for first thing in the head: it
 * is the largest element, and on a phone's few connections it would otherwise queue behind the
 * stylesheets and the scripts.
 */
function leadPicture(html: string): string {
  const img = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
  const src = img === undefined ? undefined : /\ssrc="(\/[^"]+)"/.exec(img)?.[1];
  return src === undefined ? '' : `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
}

function page(html: string, sheets: readonly string[]): string {
  const links = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet}">`).join('');
  return template
    .replace(CHARSET, `${CHARSET}${leadPicture(html)}`)
    .replace('</head>', `${links}</head>`)
    .replace(ROOT, `<div id="root">${html}</div>`);
}

const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as typeof import('../src/prerender');
rmSync(join(dist, '.prerendered'), { recursive: true, force: true });
for (const provider of PAYMENTS_PROVIDERS) {
  const written = new Set<string>();
  for (const { url, name } of PRERENDERED_PAGES) {
    if (written.has(name)) continue;
    written.add(name);
    const pageModule = PAGE_MODULES[new URL(url, 'http://prerender.invalid').pathname];
    if (pageModule === undefined) throw new Error(`no page module is named for ${url}`);
    const target = join(dist, prerenderedFile(provider, name));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, page(await renderPage(url, provider), stylesheetsOf([pageModule, DATA_LAYER])));
  }
}
