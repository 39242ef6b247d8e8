/**
 * The catalog as clients read it — the tRPC queries the React app sends (batched GETs, as its
 * httpBatchLink sends them), the REST POSTs of spec §7 — and the page and its entry script, each
 * against a bare server answering the product's own bytes.
 */
import { bareAnswer, capture } from './bare.js';
import { atLeast, benchLine, rates } from './compare.js';

const REST_POSTS: Array<[string, unknown]> = [
  ['/api/touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }],
  ['/api/getAllCitiesOfACountry', { countryCode: 'FR' }],
  ['/api/searchedTouristPlace', { searchedTouristPlace: 'fort' }],
  ['/api/getTouristData', { touristPlace: 'Taj Mahal' }],
  ['/api/special-tours', { country: 'India' }],
  ['/api/getAllCountries', {}],
];

/** The app's catalog queries (frontend/src: trpc.catalog.*.useQuery), as they go out together. */
const TRPC_BATCHES: Array<Array<[string, unknown]>> = [
  [['catalog.featured', undefined]],
  [['catalog.countries', undefined]],
  [['catalog.cities', { countryCode: 'FR' }]],
  [
    ['catalog.touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }],
    ['catalog.specialTours', { country: 'India' }],
  ],
  [['catalog.search', { searchedTouristPlace: 'fort' }]],
  // The Explore page sends it batched with audio.description, which is rate-limited per address
  // (a load run would be refused): measured alone.
  [['catalog.place', { touristPlace: 'Taj Mahal' }]],
];

/** The URL httpBatchLink builds for a batch of queries (`?batch=1&input={"0":…}`). */
export function batchPath(calls: ReadonlyArray<[string, unknown]>): string {
  const input = Object.fromEntries(calls.map(([, value], index) => [index, value]));
  return `/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** A browser's request headers that change the answer. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function getLine(label: string, gateway: string, path: string, goal: number, headers = {}) {
  const answer = await capture(`${gateway}${path}`, { headers });
  const bare = await bareAnswer(answer, false);
  const measured = await rates({ url: `${gateway}${path}`, headers }, { url: `${bare.url}${path}`, headers });
  bare.close();
  return benchLine(
    label,
    measured.product,
    { name: 'bare node:http', value: measured.baseline },
    'req/s',
    atLeast(goal),
  );
}

async function postLine(gateway: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const json = { 'content-type': 'application/json' };
  const answer = await capture(`${gateway}${path}`, { method: 'POST', headers: json, body: text });
  const bare = await bareAnswer(answer, true);
  const measured = await rates({ url: `${gateway}${path}`, body: text }, { url: bare.url, body: text });
  bare.close();
  return benchLine(
    `REST POST ${path}`,
    measured.product,
    { name: 'bare node:http POST', value: measured.baseline },
    'req/s',
    atLeast(0.7),
  );
}

export async function catalogLines(gateway: string): Promise<string[]> {
  const lines: string[] = [];
  for (const calls of TRPC_BATCHES) {
    const names = calls.map(([name]) => name).join(',');
    lines.push(await getLine(`tRPC GET ${names} (batched)`, gateway, batchPath(calls), 0.5));
  }
  const single = `/trpc/catalog.touristPlaces?input=${encodeURIComponent(
    JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Agra' }),
  )}`;
  lines.push(await getLine('tRPC GET catalog.touristPlaces (single)', gateway, single, 0.5));
  for (const [path, body] of REST_POSTS) lines.push(await postLine(gateway, path, body));
  return lines;
}

/** `GET /` and the entry script named in it, as a browser asks for them (compression accepted). */
export async function pageLines(gateway: string): Promise<string[]> {
  const index = await (await fetch(`${gateway}/`)).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  if (!script) throw new Error('index.html names no entry script');
  return [
    await getLine('GET / (index.html)', gateway, '/', 0.5, BROWSER),
    await getLine(`GET ${script} (entry script)`, gateway, script, 0.5, BROWSER),
  ];
}
