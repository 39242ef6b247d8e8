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

const search = async (query: string) => ids(await searchIn(catalog, query));
const FORTS = places.filter((p) => p.kind === 'fort').map((p) => p.id);

describe('the search', () => {
  it('finds forts for "fort", and no palace (issue 26: it gave Buckingham Palace)', async () => {
    expect(FORTS).toEqual(expect.arrayContaining(['amber-fort', 'red-fort', 'agra-fort', 'golconda-fort']));
    expect((await search('fort')).sort()).toEqual([...FORTS].sort());
    expect(await search('FORT')).toEqual(await search('fort'));
    expect(await search('fort')).not.toContain('buckingham-palace');
  });

  it('ranks by name first: a place named for the words comes before places only in that city', async () => {
    const jaipur = await search('jaipur');
    expect(jaipur.slice(0, 2).sort()).toEqual(['city-palace-jaipur', 'jantar-mantar-jaipur']);
    expect(jaipur).toEqual(expect.arrayContaining(['amber-fort', 'hawa-mahal', 'nahargarh-fort']));
    expect((await search('palace'))[0]).not.toBe('agra-fort');
    expect((await search('fort jaipur')).sort()).toEqual(['amber-fort', 'nahargarh-fort']);
  });

  it('ignores accents, case, apostrophes and extra spaces', async () => {
    expect(await search('sacre coeur')).toEqual(['sacre-coeur']);
    expect(await search('SACRÉ-CŒUR')).toEqual(['sacre-coeur']);
    expect(await search('  Taj   MAHAL ')).toEqual(['taj-mahal']);
    expect(await search('humayuns tomb')).toEqual(['humayuns-tomb']);
    expect(await search('Kyōto')).toEqual(await search('kyoto'));
    expect((await search('kyoto')).length).toBeGreaterThan(3);
  });

  it('tolerates a letter wrong in a longer word, and a word cut short', async () => {
    expect(await search('taj mahel')).toEqual(['taj-mahal']);
    expect(await search('qutab minar')).toEqual(['qutub-minar']);
    expect(await search('colloseum')).toEqual(['colosseum']);
    expect(await search('meenak')).toEqual(['meenakshi-amman-temple']);
  });

  it('knows common other names', async () => {
    expect(await search('Harmandir Sahib')).toEqual(['golden-temple-amritsar']);
    expect(await search('Darbar Sahib')).toEqual(['golden-temple-amritsar']);
    expect((await search('Sikandra'))[0]).toBe('akbars-tomb-sikandra');
    expect(await search('Lal Qila')).toEqual(['red-fort']);
    expect(await search('temple of dawn')).toEqual(['wat-arun']);
  });

  it('needs every word, and finds nothing for nothing', async () => {
    expect(await search('fort zzz')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('!!')).toEqual([]);
  });

  it('finds each place first by its own name, and every place of a kind by the kind', async () => {
    for (const place of places) expect((await search(place.name))[0], place.name).toBe(place.id);
    for (const place of places) expect(await search(place.kind), place.kind).toContain(place.id);
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
