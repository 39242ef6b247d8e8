import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ExternalAnswerError } from '../external-answer.js';
import { citiesOfCountry, findCountry, listCountries } from './countries.js';
import { DatasetGeocoder, GoogleGeocoder } from './geocoder.js';

describe('countries and cities, offline', () => {
  it('lists every country, sorted, with its ISO code', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ name: 'India', isoCode: 'IN' });
    expect(countries.map((c) => c.name)).toEqual(
      [...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(findCountry('in')?.name).toBe('India');
    expect(findCountry('United States')?.isoCode).toBe('US');
  });

  it('lists a country’s cities as unique {value, label} options, and none for an unknown code', () => {
    const cities = citiesOfCountry('IN');
    expect(cities).toContainEqual({ value: 'Agra', label: 'Agra' });
    expect(cities.length).toBeGreaterThan(1000);
    expect(new Set(cities.map((c) => c.value)).size).toBe(cities.length);
    expect(citiesOfCountry('ZZ')).toEqual([]);
  });
});

describe('embedded reverse geocoding', () => {
  const geocoder = new DatasetGeocoder();
  it.each([
    [27.1751, 78.0421, /^Agra, Uttar Pradesh, India$/],
    [48.8584, 2.2945, /Paris|Boulogne|Neuilly|Levallois|Issy/],
    [40.6892, -74.0445, /United States$/],
    [-33.8568, 151.2153, /^(Sydney|The Rocks), New South Wales, Australia$/],
  ])('names the nearest city of (%d, %d)', async (lat, lng, expected) => {
    expect(await geocoder.reverse(lat, lng)).toMatch(expected);
  });

  it('answers null in the middle of an ocean', async () => {
    expect(await geocoder.reverse(-40, -130)).toBeNull();
  });
});

describe('Google geocoding adapter against a local server speaking its API', () => {
  it('asks with latlng and key and returns the first formatted address', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      const zero = (req.url ?? '').includes('latlng=0%2C0') || (req.url ?? '').includes('latlng=0,0');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            zero
              ? { status: 'ZERO_RESULTS', results: [] }
              : { status: 'OK', results: [{ formatted_address: 'Agra, Uttar Pradesh, India' }] },
          ),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const geocoder = new GoogleGeocoder('key-1', `http://127.0.0.1:${port}`);
    expect(await geocoder.reverse(27.17, 78.04)).toBe('Agra, Uttar Pradesh, India');
    expect(seen[0]).toContain('key=key-1');
    expect(await geocoder.reverse(0, 0)).toBeNull();
    server.close();
  });
});

describe('Google geocoding adapter refusing a malformed answer', () => {
  it('refuses an answer without a status, naming the field', async () => {
    const server = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ results: [{ formatted_address: 42 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const reverse = new GoogleGeocoder('key-1', `http://127.0.0.1:${port}`).reverse(27.17, 78.04);
      await expect(reverse).rejects.toBeInstanceOf(ExternalAnswerError);
      await expect(reverse).rejects.toThrow(
        'Geocoding API gave a malformed answer: status: Invalid input: expected string, received undefined; ' +
          'results.0.formatted_address: Invalid input: expected string, received number',
      );
    } finally {
      server.close();
    }
  });
});
