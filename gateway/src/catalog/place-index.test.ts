import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BundledCatalog } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { placeNamed, searchIn } from './place-index.js';

// The adapter's own search and byName scan the whole catalog per call: they are the reference.
const catalog = new BundledCatalog();
const places = catalog.catalog().places;
const ids = (found: ReadonlyArray<{ id: string }>) => found.map((p) => p.id);

describe('the indexed search', () => {
  const queries = [
    'fort',
    'FORT',
    'ort',
    'taj mahal',
    '  Taj   MAHAL ',
    'mahal agra',
    'india palace',
    'temple',
    'a',
    'e',
    'museum paris',
    'new york',
    'usa',
    'Kyōto',
    'kyoto',
    'zzz',
    '',
    '   ',
    'fort zzz',
    ...places.flatMap((p) => [p.name, p.city, p.country, p.category, p.region, p.id]),
    ...places.map((p) => p.name.slice(1, 5)),
  ];

  it('finds what the catalog scan finds, in the same order, for every query', async () => {
    for (const query of queries) {
      expect({ query, found: ids(await searchIn(catalog, query)) }).toEqual({
        query,
        found: ids(await catalog.search(query)),
      });
    }
  });

  it('finds each place by its own name, so the comparison is not of empty lists', async () => {
    for (const place of places) expect(ids(await searchIn(catalog, place.name))).toContain(place.id);
    expect((await searchIn(catalog, 'fort')).length).toBeGreaterThan(1);
  });
});

describe('the indexed name lookup', () => {
  const cities = ['Agra', 'agra', 'Bombay', 'Mumbai', 'New York', 'Paris', 'Nowhere'];
  const names = [
    ...places.flatMap((p) => [p.name, p.id]),
    ...places.slice(0, 10).flatMap((p) => [p.name.toUpperCase(), ` ${p.name} `]),
    'No Such Place',
    '',
  ];

  it('answers what the catalog scan answers, with and without a city', async () => {
    for (const name of names) {
      for (const city of [undefined, ...cities, ...[...new Set(places.map((p) => p.city))].slice(0, 10)]) {
        expect({ name, city, found: (await placeNamed(catalog, name, city))?.id ?? null }).toEqual({
          name,
          city,
          found: (await catalog.byName(name, city))?.id ?? null,
        });
      }
    }
  });

  it('finds every place by its name', async () => {
    for (const place of places)
      expect((await placeNamed(catalog, place.name, place.city))?.id).toBe(place.id);
  });
});

describe('the indexed name lookup where names repeat', () => {
  // The bundled places all have different names; a catalog where they do not tells whether the
  // first match, the one in the asked city and the city's other names still win as before.
  const [taj, amber] = [places.find((p) => p.id === 'taj-mahal'), places.find((p) => p.id === 'amber-fort')];
  if (!taj || !amber) throw new Error('the catalog has the Taj Mahal and the Amber Fort');
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  writeFileSync(
    join(dir, 'places-repeats.json'),
    JSON.stringify([
      taj,
      { ...taj, id: 'taj-mahal-mumbai', city: 'Mumbai' },
      { ...amber, id: 'amber-named-like-an-id', name: 'taj-mahal' },
      { ...taj, id: 'taj-mahal-paris', city: 'Paris', country: 'France', countryCode: 'FR' },
    ]),
  );
  const repeats = new BundledCatalog(dir);

  it('answers what the catalog scan answers, for every name and city', async () => {
    for (const name of ['Taj Mahal', 'taj-mahal', 'TAJ MAHAL', 'taj-mahal-paris', 'Amber Fort'])
      for (const city of [undefined, 'Agra', 'Mumbai', 'Bombay', 'Paris', 'paris', 'Jaipur', 'Nowhere']) {
        expect({ name, city, found: (await placeNamed(repeats, name, city))?.id ?? null }).toEqual({
          name,
          city,
          found: (await repeats.byName(name, city))?.id ?? null,
        });
      }
    expect((await placeNamed(repeats, 'Taj Mahal', 'Bombay'))?.id).toBe('taj-mahal-mumbai');
    expect((await placeNamed(repeats, 'Taj Mahal'))?.id).toBe('taj-mahal');
  });
});
