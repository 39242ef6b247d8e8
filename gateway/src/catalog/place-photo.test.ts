import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';

/** A local server speaking the Places API: one place with a photo, one without. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const place = (id: string, name: string, photos?: Array<{ name: string }>) => ({
  id,
  displayName: { text: name },
  location: { latitude: 26.9, longitude: 75.8 },
  addressComponents: [
    { longText: 'Jaipur', types: ['locality'] },
    { longText: 'India', shortText: 'IN', types: ['country'] },
  ],
  ...(photos ? { photos } : {}),
});
const HAWA = place('hawa', 'Hawa Mahal', [{ name: 'places/hawa/photos/p1' }]);
const BARE = place('bare', 'Jal Mahal');
const SVG = place('svg', 'Trick', [{ name: 'places/svg/photos/p2' }]);
const AMER = place('amer', 'Amer Fort', [{ name: 'places/amer/photos/p3' }]);

let server: Server;
let base = '';
/** On the fake server, whose address is known once it listens (before a test starts the product). */
const product = useProduct({
  shared: true,
  env: {
    PLACES: 'google',
    GOOGLE_MAPS_API_KEY: 'secret-key',
    get GOOGLE_PLACES_BASE_URL() {
      return base;
    },
  },
});
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = { 'content-type': 'application/json' };
    const url = req.url ?? '';
    if (url === '/v1/places:searchText')
      return res.writeHead(200, json).end(JSON.stringify({ places: [HAWA, BARE] }));
    for (const p of [HAWA, BARE, SVG, AMER])
      if (url === `/v1/places/${p.id}`) return res.writeHead(200, json).end(JSON.stringify(p));
    if (url.startsWith('/v1/places/hawa/photos/p1/media?'))
      return res.writeHead(200, json).end(JSON.stringify({ photoUri: `${base}/img/hawa.png` }));
    if (url.startsWith('/v1/places/svg/photos/p2/media?'))
      return res.writeHead(200, json).end(JSON.stringify({ photoUri: `${base}/img/trick.svg` }));
    if (url.startsWith('/v1/places/amer/photos/p3/media?'))
      return res.writeHead(200, json).end(JSON.stringify({ photoUri: `${base}/img/amer.jpg` }));
    // A type as some servers spell it: capitals and a parameter.
    if (url === '/img/amer.jpg') return res.writeHead(200, { 'content-type': 'Image/JPEG; q=0.9' }).end(PNG);
    if (url === '/img/hawa.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (url === '/img/trick.svg')
      return res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg><script>alert(1)</script></svg>');
    return res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server?.close();
});

describe('true photos from the Google places adapter, through the gateway', () => {
  it('gives photoUrl on the gateway for a place with a photo, and the card for one without', async () => {
    const h = await product();
    const res = await post(h, '/api/touristPlaces', {
      selectedCountryName: 'India',
      selectedCityName: 'Jaipur',
    });
    expect(res.body).toEqual([
      {
        id: 'g-hawa',
        name: 'Hawa Mahal',
        imageUrl: '/api/places/g-hawa/image.svg',
        photoUrl: '/api/places/g-hawa/photo',
      },
      {
        id: 'g-bare',
        name: 'Jal Mahal',
        imageUrl: '/api/places/g-bare/image.svg',
        photoUrl: '/api/places/g-bare/image.svg',
      },
    ]);
    // No provider URL (and so no key) ever reaches a browser.
    const api = await callerFor(h);
    expect(
      JSON.stringify(
        await api.catalog.touristPlaces({ selectedCountryName: 'India', selectedCityName: 'Jaipur' }),
      ),
    ).not.toContain(base);
  });

  it('serves the photo’s bytes from its own origin, cached for a day', async () => {
    const h = await product();
    const res = await h.app.request('/api/places/g-hawa/photo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    const jpeg = await h.app.request('/api/places/g-amer/photo');
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 for a place without a photo, and for a provider "photo" that is not a raster picture', async () => {
    const h = await product();
    expect((await h.app.request('/api/places/g-bare/photo')).status).toBe(404);
    expect((await h.app.request('/api/places/g-svg/photo')).status).toBe(404);
    expect((await h.app.request('/api/places/g-gone/photo')).status).toBe(404);
  });

  it('keeps the page’s CSP to its own origin for pictures but the map’s tiles: photos need no outside origin', async () => {
    const h = await product();
    const page = await h.app.request('/');
    expect(page.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it('marks nothing as covered: a live provider finds places in any city', async () => {
    const h = await product();
    const api = await callerFor(h);
    expect(await api.catalog.coverage()).toEqual({ everywhere: true, countries: [] });
    expect(await api.catalog.nearestCovered({ countryCode: 'IN', city: 'Nagpur' })).toBeNull();
  });
});
