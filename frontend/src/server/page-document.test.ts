/**
 * The document of a rendered page: its page's and the data layer's styles arrive in it (one request
 * fewer per sheet before the first paint) and are named by links the browser does not fetch, the
 * site's own sheet stays the template's link, its script chunks are named for the app to ask for,
 * and the page's HTML goes in as it is, whatever it holds.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID } from '../app/page-chunks';
import { pageDocuments } from './page-document';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

/** A build whose guide page imports a shared chunk; every sheet's text names it. */
function dist(sheets: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'page-document-'));
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  const css = {
    'assets/index-1.css': '.site{}',
    'assets/Guide-1.css': '.guide{}',
    'assets/Modal-1.css': '.modal{}',
    'assets/layout-1.css': '.layout{}',
    ...sheets,
  };
  for (const [file, text] of Object.entries(css)) writeFileSync(join(root, file), text);
  const page = { file: 'assets/Guide-1.js', css: ['assets/Guide-1.css'], imports: ['_Modal.js'] };
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/pages/guide-dashboard/GuideDashboardPage.tsx': page,
    '_Modal.js': { file: 'assets/Modal-1.js', css: ['assets/Modal-1.css'], imports: ['index.html'] },
    'src/app/layout-data.ts': { file: 'assets/layout-1.js', css: ['assets/layout-1.css'] },
  };
  for (const module of [
    'src/pages/home/HomePage.tsx',
    'src/pages/subscription/SubscriptionPage.tsx',
    'src/pages/explore/ExplorePage.tsx',
    'src/pages/explore-more/ExploreMorePage.tsx',
    'src/pages/tour-plans/TourPlansPage.tsx',
    'src/pages/user-review/UserReviewPage.tsx',
    'src/pages/legal/LegalPage.tsx',
  ])
    manifest[module] = { file: 'assets/page.js' };
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('a rendered page’s document', () => {
  it('holds its page’s styles and the data layer’s in the document, the site’s sheet staying a link', () => {
    const document = pageDocuments(dist())('/tourGuideProfile', '<h1>Guides</h1>');
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<style>.guide{}\n.modal{}\n.layout{}</style>');
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" href="/assets/Guide-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/Modal-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/layout-1.css" disabled>',
    ]);
    expect(head).not.toContain('.site{}');
    expect(document).toContain('<div id="root"><h1>Guides</h1></div>');
  });

  it('names its page’s script chunks and the data layer’s for the app to ask for, but the entry', () => {
    const document = pageDocuments(dist())('/tourGuideProfile', '<h1>Guides</h1>');
    const head = document.slice(0, document.indexOf('</head>'));
    const list = new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ID}">([^<]*)</script>`).exec(
      head,
    );
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual([
      '/assets/Guide-1.js',
      '/assets/Modal-1.js',
      '/assets/layout-1.js',
    ]);
    // Named, not preloaded: a modulepreload link would count against the first paint.
    expect(head).not.toContain('modulepreload');
  });

  it('puts the page in as it is, patterns of a replacement string and all', () => {
    const html = "<p>Costs $&amp; more, $' and $$ too</p>";
    expect(pageDocuments(dist())('/tourGuideProfile', html)).toContain(`<div id="root">${html}</div>`);
  });

  it('refuses a sheet that would end its style element early', () => {
    expect(() => pageDocuments(dist({ 'assets/Modal-1.css': '.a{content:"</style>"}' }))).toThrow(/<style>/);
  });
});
