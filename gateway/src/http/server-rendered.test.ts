/**
 * The pages rendered on request, as the site serves them: with a server build of the shape the
 * frontend's (`dist-ssr/prerender.js`), written here so that the gateway's side is tested alone.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_DATA } from '@app/contracts';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { mountStaticSite, type SiteOptions } from './static-site.js';

const INDEX = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

/**
 * Renders any address it is asked for with what the router answers the context it is given (which
 * pages to render is the gateway's choice); an address with `broken` in it fails.
 * Counts its renders where the test can read them (the module is the gateway's own import of it).
 */
const SERVER_BUILD = `
export const renders = [];
export async function renderPageWithData(url, provider, source) {
  if (url.includes('broken')) throw new Error('the render broke');
  const caller = source.router.createCaller(await source.createContext());
  const who = await caller.who();
  renders.push(url);
  return { html: '<h1>' + url + ' for ' + provider + ' as ' + who + '</h1>', state: { queries: [{ said: '</script><script>alert(1)</script>' }], mutations: [] } };
}
export function pageDocuments(dist) {
  return (pathname, html) => '<!doctype html><html><head><title>' + pathname + '</title></head><body><div id="root">' + html + '</div></body></html>';
}
`;

/** A build with the browser's index.html and, unless told otherwise, the server build beside it. */
function build(serverBuild: string | null = SERVER_BUILD): {
  dist: string;
  renders: () => Promise<string[]>;
} {
  const root = mkdtempSync(join(tmpdir(), 'server-rendered-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), INDEX);
  const entry = join(root, 'dist-ssr', 'prerender.js');
  if (serverBuild !== null) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(entry, serverBuild);
  }
  const renders = async () => ((await import(pathToFileURL(entry).href)) as { renders: string[] }).renders;
  return { dist, renders };
}

const t = initTRPC.context<{ visitor: string }>().create();
const router = t.router({ who: t.procedure.query(({ ctx }) => ctx.visitor) });

function site(dist: string, options: Partial<SiteOptions> = {}) {
  const app = new Hono<AppEnv>();
  const failures: string[] = [];
  mountStaticSite(app, dist, {
    checkout: 'sandbox',
    dataSource: (c) => ({
      router,
      createContext: async () => ({ visitor: c.req.header('x-visitor') ?? 'nobody' }),
    }),
    withSession: (c) => c.req.header('cookie') !== undefined,
    onRenderError: (_error, url) => failures.push(url),
    ...options,
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  return { get, failures };
}

/** The page's state block, as the browser reads it. */
function stateOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_DATA}">(.*?)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('pages rendered on request', () => {
  it('sends a city’s page rendered with its data, the answers it was rendered from in a block that cannot close', async () => {
    const { dist, renders } = build();
    const { get } = site(dist);
    const res = await get('/ExploreMore?country=India&city=Agra', { 'x-visitor': 'asha' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<h1>/ExploreMore?country=India&city=Agra for sandbox as asha</h1>');
    expect(html).not.toContain('<script>alert(1)');
    expect(stateOf(html)).toEqual({
      queries: [{ said: '</script><script>alert(1)</script>' }],
      mutations: [],
    });
    expect(await renders()).toEqual(['/ExploreMore?country=India&city=Agra']);
  });

  it('keeps the render for the next visitors, who may revalidate it', async () => {
    const { dist, renders } = build();
    const { get } = site(dist);
    const first = await get('/tourPlans', { 'x-visitor': 'asha' });
    const etag = first.headers.get('etag');
    const second = await get('/tourPlans', { 'x-visitor': 'ravi' });
    expect(await second.text()).toContain('as asha');
    expect(second.headers.get('etag')).toBe(etag);
    const again = await get('/tourPlans', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await renders()).toEqual(['/tourPlans']);
  });

  it('sends the app page when the render fails, and says so', async () => {
    const { dist } = build();
    const { get, failures } = site(dist);
    const res = await get('/ExploreMore?city=broken');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(failures).toEqual(['/ExploreMore?city=broken']);
  });

  it('renders only the pages that show the deployment’s data', async () => {
    const { dist, renders } = build();
    const { get } = site(dist);
    for (const path of ['/Subscription', '/logout', '/no-such-page'])
      expect(await (await get(path)).text()).toContain('<div id="root"></div>');
    // Another spelling is sent to the route's own address first.
    expect((await get('/TOURPLANS')).headers.get('location')).toBe('/tourPlans');
    expect(await renders()).toEqual([]);
  });

  it('renders the guide dashboard for visitors only: a signed-in user’s is theirs alone', async () => {
    const { dist, renders } = build();
    const { get } = site(dist);
    expect(await (await get('/tourGuideProfile', { cookie: 'sid=abc' })).text()).toContain(
      '<div id="root"></div>',
    );
    expect(await renders()).toEqual([]);
    expect(await (await get('/tourGuideProfile')).text()).toContain('<h1>/tourGuideProfile for sandbox');
    // Kept for visitors, still not sent to a signed-in user.
    expect(await (await get('/tourGuideProfile', { cookie: 'sid=abc' })).text()).toContain(
      '<div id="root"></div>',
    );
    // Every other page is the same for both.
    expect(await (await get('/tourPlans', { cookie: 'sid=abc' })).text()).toContain('<h1>/tourPlans');
    expect(await renders()).toEqual(['/tourGuideProfile', '/tourPlans']);
  });

  it('serves the site unrendered when the server build does not fit the browser build, and says so', async () => {
    const unfit = SERVER_BUILD.replace(
      'export function pageDocuments(dist) {',
      "export function pageDocuments(dist) {\n  throw new Error('the build has no chunk for src/pages/home/HomePage.tsx');",
    );
    const { dist } = build(unfit);
    const { get, failures } = site(dist);
    const res = await get('/tourPlans');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect((await get('/')).status).toBe(200);
    expect(failures).toEqual(['the server build']);
  });

  it('leaves the pages to the browser without a server build or a data source', async () => {
    const without = build(null);
    expect(await (await site(without.dist).get('/tourPlans')).text()).toContain('<div id="root"></div>');
    const { dist, renders } = build();
    const app = new Hono<AppEnv>();
    mountStaticSite(app, dist, { checkout: 'sandbox' });
    expect(await (await app.request('/tourPlans')).text()).toContain('<div id="root"></div>');
    expect(await renders()).toEqual([]);
  });
});
