/**
 * A page rendered on the server, as a whole document: the built index.html with the page's HTML in
 * #root, the styles its page and the data layer's chunk need (else it would paint unstyled until
 * their scripts load), and its banner picture asked for first. Used by the build for the
 * prerendered pages (scripts/prerender.ts) and by the gateway for the pages it renders on request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@app/contracts';
import { PAGE_CHUNKS_ID } from '../app/page-chunks';

/** The modules whose chunks a rendered page shows: its page and the layout's data layer. */
const DATA_LAYER = 'src/app/layout-data.ts';
const PAGE_MODULES: Record<string, string> = {
  [ROUTES.home]: 'src/pages/home/HomePage.tsx',
  [ROUTES.subscription]: 'src/pages/subscription/SubscriptionPage.tsx',
  [ROUTES.subscriptionAlias]: 'src/pages/subscription/SubscriptionPage.tsx',
  [ROUTES.explore]: 'src/pages/explore/ExplorePage.tsx',
  [ROUTES.exploreMore]: 'src/pages/explore-more/ExploreMorePage.tsx',
  [ROUTES.tourPlans]: 'src/pages/tour-plans/TourPlansPage.tsx',
  [ROUTES.userReview]: 'src/pages/user-review/UserReviewPage.tsx',
  [ROUTES.guideProfile]: 'src/pages/guide-dashboard/GuideDashboardPage.tsx',
  ...Object.fromEntries(
    [ROUTES.terms, ROUTES.privacy, ROUTES.disclaimer, ROUTES.refund, ROUTES.contact].map((path) => [
      path,
      'src/pages/legal/LegalPage.tsx',
    ]),
  ),
};

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

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

/** Makes the documents of rendered pages from the build in `dist`: `(pathname, html) => document`. */
export function pageDocuments(dist: string): (pathname: string, html: string) => string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT) || !template.includes('</head>'))
    throw new Error('dist/index.html has no empty #root or no </head>');
  if (!template.includes(CHARSET))
    throw new Error('dist/index.html does not start its head with the charset');

  const chunk = (key: string): Chunk => {
    const found = manifest[key];
    if (found === undefined) throw new Error(`the build has no chunk for ${key}`);
    return found;
  };
  /** These modules' chunks and those of everything they import statically, each once, in order. */
  const withImports = (keys: readonly string[]): Chunk[] => {
    const seen = new Map<string, Chunk>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const found = chunk(key);
      seen.set(key, found);
      (found.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...seen.values()];
  };
  /** The stylesheets of these modules and of everything they import statically, but the site's own. */
  const pageSheets = (keys: readonly string[]): string[] =>
    [...new Set(withImports(keys).flatMap(({ css = [] }) => css))].filter(
      (sheet) => !template.includes(`href="/${sheet}"`),
    );
  /** The script chunks of these modules and of everything they import statically, but the template's. */
  const pageScripts = (keys: readonly string[]): string[] =>
    [...new Set(withImports(keys).map(({ file }) => file))]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `/${file}`);
  /**
   * What the page's head gains:
   * - The stylesheets of its modules, in the document itself: a phone's few connections fetched a
   *   page's dozen small sheets in two waves before its first paint (the guide page's eleven put
   *   its LCP past 2.5 s). The site's own sheet, shared by every page and cached, stays the
   *   template's link.
   * - Each of those sheets named again by a disabled link, which the browser does not fetch: the
   *   app's loader (Vite's preload helper) looks for a stylesheet link before adding one, and
   *   otherwise added a dozen to the head while the entry ran, fetched the sheets again and
   *   waited for them before the page was taken over.
   *
   * - The page's script chunks, named in a list the app reads (page-chunks.ts), not preloaded from
   *   here: preloaded, their requests counted before the first paint (Lighthouse's FCP went from
   *   1.4 s to 2–2.9 s), or at low priority before the largest one (LCP to 2.0–2.9 s); not
   *   preloaded at all, each waited for the chunk importing it. The app asks for them a few per
   *   task once the page is on screen, where the loader asked for all at once in one long task.
   */
  const pageHead = (keys: readonly string[]): string => {
    const sheets = pageSheets(keys);
    const css = sheets.map((sheet) => readFileSync(join(dist, sheet), 'utf8')).join('\n');
    if (css.includes('</style')) throw new Error('a stylesheet of the build would end its <style> early');
    return [
      css === '' ? '' : `<style>${css}</style>`,
      ...sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" disabled>`),
      `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(pageScripts(keys))}</script>`,
    ].join('');
  };
  const heads = new Map<string, string>();
  for (const [path, module] of Object.entries(PAGE_MODULES)) heads.set(path, pageHead([module, DATA_LAYER]));

  return (pathname, html) => {
    const head = heads.get(pathname);
    if (head === undefined) throw new Error(`no page module is named for ${pathname}`);
    // Replaced by functions: in a replacement string, `$&` or `$'` (in a review, say, or a selector)
    // would be read as patterns.
    return template
      .replace(CHARSET, () => `${CHARSET}${leadPicture(html)}`)
      .replace('</head>', () => `${head}</head>`)
      .replace(ROOT, () => `<div id="root">${html}</div>`);
  };
}
