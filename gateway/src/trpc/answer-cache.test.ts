import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BundledCatalog } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { COMPRESS_FROM } from '../http/answer-copies.js';

let h: Harness;
// Over HTTP on purpose: the answer cache sits at the tRPC edge, before tRPC's own handler.
const product = useProduct({ shared: true });
const startProduct = useProduct();

/** The URL the React app's httpBatchLink sends for queries that go out together. */
const batched = (calls: Array<[string, unknown]>) =>
  `/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(calls.map(([, input], index) => [index, input]))),
  )}`;
const single = (name: string, input: unknown) =>
  `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** What the app answers, as the React app asks. */
const answer = async (url: string) => {
  const res = await h.app.request(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    vary: res.headers.get('vary'),
    body: await res.text(),
  };
};
/** What tRPC's own handler answers: a GET that names a body format is always left to it. */
const trpcOwn = async (url: string) => {
  const res = await h.app.request(url, { headers: { 'content-type': 'application/json' } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    vary: res.headers.get('vary'),
    body: await res.text(),
  };
};

const URLS = [
  batched([['catalog.featured', undefined]]),
  batched([['catalog.countries', undefined]]),
  batched([['catalog.cities', { countryCode: 'FR' }]]),
  batched([
    ['catalog.touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }],
    ['catalog.specialTours', { country: 'India' }],
  ]),
  batched([['catalog.search', { searchedTouristPlace: 'fort' }]]),
  batched([['catalog.place', { touristPlace: 'Taj Mahal' }]]),
  single('catalog.featured', undefined),
  single('catalog.touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }),
  single('catalog.place', { touristPlace: 'amber-fort' }),
];

describe('the catalog’s tRPC answers, kept', () => {
  it('answer each catalog query byte for byte as tRPC does, the first time and from memory', async () => {
    h = await product();
    for (const url of URLS) {
      const own = await trpcOwn(url);
      expect({ url, status: own.status }).toEqual({ url, status: 200 });
      // A large answer may also be sent compressed: caches are told to keep the codings apart.
      const kept =
        Buffer.byteLength(own.body) < COMPRESS_FROM ? own : { ...own, vary: `${own.vary}, Accept-Encoding` };
      expect({ url, first: await answer(url) }).toEqual({ url, first: kept });
      expect({ url, again: await answer(url) }).toEqual({ url, again: kept });
    }
  });

  it('send a large answer compressed to a client that takes it, the same bytes once decoded', async () => {
    h = await product();
    const url = batched([['catalog.cities', { countryCode: 'FR' }]]);
    const own = await trpcOwn(url);
    for (const [accepted, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await h.app.request(url, { headers: { 'accept-encoding': accepted } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-encoding')]).toEqual([200, coding]);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(own.body) / 5);
      expect(decode(bytes).toString('utf8')).toBe(own.body);
    }
  });

  it('are kept: a later change of the bundled catalog does not reach an answer already made', async () => {
    // A product of its own: the test changes its catalog.
    const own = await startProduct();
    const url = batched([['catalog.place', { touristPlace: 'golden-pavilion' }]]);
    const before = await (await own.app.request(url)).text();
    if (!(own.deps.places instanceof BundledCatalog)) throw new Error('the harness has the bundled catalog');
    const place = own.deps.places.catalog().places.find((p) => p.id === 'golden-pavilion');
    if (!place) throw new Error('no Golden Pavilion in the catalog');
    place.name = 'Renamed While Running';
    expect(await (await own.app.request(url)).text()).toBe(before);
    expect(
      await (await own.app.request(url, { headers: { 'content-type': 'application/json' } })).text(),
    ).toContain('Renamed While Running');
  });

  it('leave errors, other procedures and streamed batches to tRPC, every time', async () => {
    h = await product();
    const others = [
      batched([['catalog.cities', { countryCode: 'ZZ' }]]),
      batched([['catalog.place', { touristPlace: 'Nowhere Land' }]]),
      single('catalog.cities', {}),
      '/trpc/catalog.cities?input=not-json',
      `/trpc/catalog.cities?batch=1&input=${encodeURIComponent('[{"countryCode":"FR"}]')}`,
      batched([
        ['catalog.featured', undefined],
        ['nope.nothing', undefined],
      ]),
    ];
    for (const url of others) {
      const own = await trpcOwn(url);
      expect({ url, ok: own.status === 200 }).toEqual({ url, ok: false });
      expect({ url, first: await answer(url) }).toEqual({ url, first: own });
      expect({ url, again: await answer(url) }).toEqual({ url, again: own });
    }
    const streamed = await h.app.request(batched([['catalog.featured', undefined]]), {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).not.toBe(
      await (await h.app.request(batched([['catalog.featured', undefined]]))).text(),
    );
  });
});
