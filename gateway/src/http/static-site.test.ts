import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { mountStaticSite, type SiteOptions } from './static-site.js';

const INDEX = '<!doctype html><title>app</title><div id="root"></div>'.repeat(20);
const SCRIPT = 'console.log("the app, long enough to be worth compressing");\n'.repeat(50);
const STYLE = 'body{margin:0}';
const BROWSER = 'gzip, deflate, br, zstd';
const WORKER = 'self.addEventListener("fetch", () => {});';
const WEB_MANIFEST = JSON.stringify({ name: 'Xplore Guide', start_url: '/', display: 'standalone' });

/**
 * A built frontend as the build leaves it: index.html and a script with brotli and gzip copies, a
 * style without, and at the root the service worker and the web app manifest (vite-plugin-pwa).
 */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, text: string, copies: boolean) => {
    writeFileSync(join(dir, path), text);
    if (!copies) return;
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', INDEX, true);
  write('assets/index-Bx12abcd.js', SCRIPT, true);
  write('assets/style-Cd34efgh.css', STYLE, false);
  write('sw.js', WORKER, false);
  write('manifest.webmanifest', WEB_MANIFEST, false);
  return dir;
}

function site(root: string | null, options: SiteOptions = {}) {
  const app = new Hono<AppEnv>();
  mountStaticSite(app, root, options);
  return (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(path, { method, headers });
}

let get: ReturnType<typeof site>;
beforeAll(() => {
  get = site(dist());
});

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('content coding', () => {
  it('sends the brotli copy to a browser that takes brotli', async () => {
    const res = await get('/assets/index-Bx12abcd.js', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not taken, or refused with q=0', async () => {
    for (const accepted of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get('/assets/index-Bx12abcd.js', { 'accept-encoding': accepted });
      expect({ accepted, coding: res.headers.get('content-encoding') }).toEqual({ accepted, coding: 'gzip' });
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(gunzipSync(await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is to a client that takes neither, still saying it varies', async () => {
    const clients: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of clients) {
      const res = await get('/assets/index-Bx12abcd.js', headers);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it('sends a file the build left uncompressed as it is, with no Vary', async () => {
    const res = await get('/assets/style-Cd34efgh.css', { 'accept-encoding': BROWSER });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(await res.text()).toBe(STYLE);
  });
});

describe('caching', () => {
  it('caches hashed assets for a year', async () => {
    for (const accepted of [BROWSER, 'gzip', '']) {
      const res = await get('/assets/index-Bx12abcd.js', { 'accept-encoding': accepted });
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets index.html be cached unrevalidated, in any coding, on any route', async () => {
    for (const path of ['/', '/index.html', '/Explore', '/no-such-page'])
      for (const accepted of [BROWSER, 'gzip', '']) {
        const res = await get(path, { 'accept-encoding': accepted });
        expect({ path, accepted, cache: res.headers.get('cache-control') }).toEqual({
          path,
          accepted,
          cache: 'no-cache',
        });
      }
  });

  it('answers 304 to a client whose copy is current, per coding', async () => {
    const first = await get('/', { 'accept-encoding': BROWSER });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    // The gzip copy is another representation: the brotli copy's tag does not match it.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
    expect((await get('/', { 'accept-encoding': BROWSER, 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get('/', { 'accept-encoding': BROWSER, 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('the installable app', () => {
  it('serves /sw.js as a script revalidated on every use, so a new build reaches the browser', async () => {
    const res = await get('/sw.js', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Served from the root, it controls the whole site by default: no wider scope to allow.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
    expect(await res.text()).toBe(WORKER);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(await res.text())).toMatchObject({ name: 'Xplore Guide', start_url: '/' });
  });

  it('lets pages register the worker and read the manifest under their security policy', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('what index.html tells the page', () => {
  const HEAD_PAGE =
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

  function withHead(): string {
    const dir = dist();
    writeFileSync(join(dir, 'index.html'), HEAD_PAGE);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(HEAD_PAGE));
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(HEAD_PAGE));
    return dir;
  }
  const TAG = '<meta name="payments-provider" content="sandbox" /></head>';

  it('puts the deployment’s facts in the page’s head, in every coding the page is sent in', async () => {
    const read = site(withHead(), { meta: { 'payments-provider': 'sandbox' } });
    const plain = await (await read('/Explore')).text();
    expect(plain).toContain(`<title>app</title>${TAG}`);
    const br = await read('/', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(plain);
    const gz = await read('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(plain);
    // Other files are sent as built.
    expect(await (await read('/assets/index-Bx12abcd.js')).text()).toBe(SCRIPT);
  });

  it('writes answers the page needs at once as JSON data blocks no text in them can close', async () => {
    const facts = { company: { name: 'Acme </script><script>alert(1)</script> <!-- Ltd' }, socialLinks: [] };
    const page = await (await site(withHead(), { data: { 'site-info': facts } })('/')).text();
    const block = '<script type="application/json" id="site-info">';
    expect(page).toContain(`${block}{"company":`);
    const text = page.slice(page.indexOf(block) + block.length, page.indexOf('</script></head>'));
    // One element, closed where the gateway closed it, whose text reads back as the answer.
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(facts);
    // Data, never run: the policy allows no script for it.
    const res = await site(withHead(), { data: { 'site-info': facts } })('/');
    expect(res.headers.get('content-security-policy')).not.toContain('sha256');
  });

  it('sends the page as built when there is nothing to tell', async () => {
    expect(await (await site(withHead())('/')).text()).toBe(HEAD_PAGE);
  });

  it('lets the page’s own inline script run by its hash, and no other inline script', async () => {
    const own = "addEventListener('click', keep, true);";
    const dir = dist();
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${own}</script></head><body><div id="root"></div>` +
        '<script type="module" src="/assets/index-Bx12abcd.js"></script></body></html>',
    );
    const csp = (await site(dir)('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(own).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    // The other pages' policy is the same: one policy for the whole site.
    expect((await site(dir)('/assets/index-Bx12abcd.js')).headers.get('content-security-policy')).toBe(csp);
  });
});

describe('prerendered pages', () => {
  const PAGE = (name: string) =>
    `<!doctype html><html><head><title>app</title></head><body><div id="root"><h1>${name}</h1></div></body></html>`;

  /** A build with the pages prerendered for each checkout, as scripts/prerender.ts writes them. */
  function withPages(): string {
    const dir = dist();
    for (const checkout of ['sandbox', 'razorpay'] as const) {
      mkdirSync(join(dir, '.prerendered', checkout), { recursive: true });
      writeFileSync(join(dir, '.prerendered', checkout, 'home.html'), PAGE(`${checkout} home`));
      writeFileSync(join(dir, '.prerendered', checkout, 'subscription.html'), PAGE(`${checkout} plans`));
      writeFileSync(join(dir, '.prerendered', checkout, 'explore-taj-mahal.html'), PAGE(`${checkout} Taj`));
    }
    return dir;
  }
  const TAJ = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal';
  const meta = { 'payments-provider': 'razorpay' };

  it('sends the page prerendered for the deployment’s checkout, with its facts, on each spelling', async () => {
    const read = site(withPages(), { meta, checkout: 'razorpay' });
    const TAG = '<meta name="payments-provider" content="razorpay" /></head>';
    for (const [path, name] of [
      ['/', 'razorpay home'],
      ['/Subscription', 'razorpay plans'],
      ['/subscription/', 'razorpay plans'],
      [TAJ, 'razorpay Taj'],
    ] as const) {
      const res = await read(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(PAGE(name).replace('</head>', TAG));
    }
    // Other addresses get the app page: another route, another place, the featured one asked otherwise.
    for (const path of ['/Explore', '/Explore?country=India&city=Agra&touristPlace=Agra+Fort', '/?signin=ok'])
      expect(await (await read(path)).text()).toContain('<div id="root"></div>');
  });

  it('sends a prerendered page compressed, revalidated by its own ETag', async () => {
    const read = site(withPages(), { meta, checkout: 'sandbox' });
    const plain = await (await read('/')).text();
    expect(plain).toContain('<h1>sandbox home</h1>');
    const br = await read('/', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(plain);
    const etag = br.headers.get('etag') ?? '';
    const index = await read('/Explore', { 'accept-encoding': 'br' });
    expect(index.headers.get('etag')).not.toBe(etag);
    expect((await read('/', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
  });

  it('never serves the prerendered files by their own path', async () => {
    const read = site(withPages(), { meta, checkout: 'sandbox' });
    expect((await read('/.prerendered/sandbox/home.html')).status).toBe(404);
  });

  it('sends the app page when the build has no prerendered pages or no checkout is named', async () => {
    expect(await (await site(dist(), { meta, checkout: 'sandbox' })('/')).text()).toBe(INDEX);
    expect(await (await site(withPages(), { meta })('/')).text()).toContain('<div id="root"></div>');
  });
});

describe('HEAD and ranges', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/', { 'accept-encoding': BROWSER });
    const head = await get('/', { 'accept-encoding': BROWSER }, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'cache-control'])
      expect({ name, value: head.headers.get(name) }).toEqual({ name, value: got.headers.get(name) });
  });

  it('sends one byte range of the representation, and 416 for a range past its end', async () => {
    const part = await get('/assets/index-Bx12abcd.js', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${SCRIPT.length}`);
    expect(part.headers.get('content-length')).toBe('10');
    expect(await part.text()).toBe(SCRIPT.slice(0, 10));
    const past = await get('/assets/index-Bx12abcd.js', { range: `bytes=${SCRIPT.length + 5}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${SCRIPT.length}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const res = await get('/assets/index-Bx12abcd.js', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SCRIPT);
  });
});

describe('routes', () => {
  it('serves the app for its routes and 404 with the app for other paths', async () => {
    for (const path of ['/', '/Explore', '/Explore/', '/ExploreMore']) {
      const res = await get(path, { 'accept-encoding': BROWSER });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(INDEX);
    }
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(await missing.text()).toBe(INDEX);
  });

  it('sends a route typed in another case to its one address, query kept (issue 26: /EXPLORE was a 404)', async () => {
    for (const [typed, to] of [
      ['/EXPLORE', '/Explore'],
      ['/explore/', '/Explore'],
      ['/exploremore?country=India&city=Jaipur', '/ExploreMore?country=India&city=Jaipur'],
    ] as const) {
      const res = await get(typed);
      expect({ typed, status: res.status, location: res.headers.get('location') }).toEqual({
        typed,
        status: 301,
        location: to,
      });
    }
    expect((await get('/Explore')).status).toBe(200);
    expect((await get('/EXPLORE-NOT')).status).toBe(404);
  });

  it('answers 404 for an asset that does not exist, and for a path climbing out', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    const climbing = await get('/..%2f..%2fetc/passwd');
    expect(climbing.status).toBe(404);
    expect(await climbing.text()).not.toContain('root:');
  });

  it('puts the page security policy on every answer', async () => {
    for (const path of ['/', '/assets/index-Bx12abcd.js', '/no-such-page', '/assets/missing-123.js']) {
      const res = await get(path);
      expect({ path, csp: res.headers.get('content-security-policy') }).toMatchObject({
        csp: expect.stringContaining("script-src 'self'"),
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers OPTIONS with what a page allows and other methods 404', async () => {
    const options = await get('/', {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await get('/', {}, 'POST')).status).toBe(404);
  });

  it('says the app is not built when there is no build', async () => {
    for (const root of [null, join(tmpdir(), 'no-such-build-dir')]) {
      const res = await site(root)('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('pnpm build');
    }
  });
});
