/** The search index's rules, each on a few places of its own, and when the index is used at all. */
import type { CatalogPlace } from '@app/contracts';
import { BundledCatalog, type Places } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { buildPlaceIndex, placeNamed, searchIn } from './place-index.js';

/** Only what the index reads; the city, region and country share no word with any query below. */
const place = (id: string, name: string, fields: Partial<CatalogPlace> = {}) =>
  ({
    id,
    name,
    kind: 'fort',
    city: 'Zedburg',
    region: 'Zedshire',
    country: 'Zedland',
    ...fields,
  }) as CatalogPlace;
const ids = (found: ReadonlyArray<{ id: string }>) => found.map((p) => p.id);

describe('the index folds letters as travellers type them', () => {
  const index = buildPlaceIndex([place('caesar-hall', 'Cæsar Hall'), place('strasse', 'Große Straße')]);

  it('reads æ as "ae", in search and in names', () => {
    expect(ids(index.search('caesar'))).toEqual(['caesar-hall']);
    expect(ids(index.named('Caesar Hall'))).toEqual(['caesar-hall']);
    expect(ids(index.named('CÆSAR HALL'))).toEqual(['caesar-hall']);
  });

  it('reads ß as "ss", in search and in names', () => {
    expect(ids(index.search('strasse'))).toEqual(['strasse']);
    expect(ids(index.search('grosse'))).toEqual(['strasse']);
    expect(ids(index.named('Grosse Strasse'))).toEqual(['strasse']);
  });
});

describe('the index’s words', () => {
  const index = buildPlaceIndex([place('larc', 'L’Arc Gate'), place('dor', "Côte d'Or Tower")]);

  it('joins a word across its apostrophe, so the joined word finds it', () => {
    expect(ids(index.search('larc'))).toEqual(['larc']);
    expect(ids(index.search('dor'))).toEqual(['dor']);
    expect(ids(index.search('d’or'))).toEqual(['dor']);
  });
});

describe('cut-short and misspelt words', () => {
  const index = buildPlaceIndex([
    place('hawa-mahal', 'Hawa Mahal', { kind: 'palace' }),
    place('meenakshi', 'Meenakshi Temple', { kind: 'temple' }),
  ]);

  it('finds a word by its beginning', () => {
    expect(ids(index.search('meenak'))).toEqual(['meenakshi']);
    expect(ids(index.search('haw'))).toEqual(['hawa-mahal']);
  });

  it('forgives a wrong letter in a word of five letters, not of four or three', () => {
    expect(ids(index.search('mahel'))).toEqual(['hawa-mahal']);
    expect(ids(index.search('hawe'))).toEqual([]);
    expect(ids(index.search('hwa'))).toEqual([]);
    expect(ids(index.search('tenple'))).toEqual(['meenakshi']);
  });

  it('needs every word: one word of another place finds neither', () => {
    expect(ids(index.search('hawa temple'))).toEqual([]);
    expect(ids(index.search('hawa palace'))).toEqual(['hawa-mahal']);
  });
});

describe('other names', () => {
  const index = buildPlaceIndex([
    place('red-fort', 'Delhi Citadel', { aliases: ['Lal Qila', 'Red Fort'] }),
    place('plain', 'Plain Hall'),
  ]);

  it('finds a place by each word of each other name', () => {
    expect(ids(index.search('lal qila'))).toEqual(['red-fort']);
    expect(ids(index.search('red'))).toEqual(['red-fort']);
    expect(ids(index.search('qila red'))).toEqual(['red-fort']);
  });

  it('gives a place without other names none: it is found by its own words only', () => {
    for (const word of ['was', 'here', 'stryker']) expect(ids(index.search(word)), word).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the better match first, whatever its place in the catalog', () => {
    const index = buildPlaceIndex([
      place('in-hall-city', 'Old Mill', { city: 'Hallstatt' }),
      place('named-hall', 'Hallstatt Gate'),
    ]);
    expect(ids(index.search('hallstatt'))).toEqual(['named-hall', 'in-hall-city']);
  });

  it('keeps catalog order between equal matches', () => {
    const index = buildPlaceIndex([
      place('abd', 'Abd Gate'),
      place('abc', 'Abc Gate'),
      place('abb', 'Abb Gate'),
    ]);
    expect(ids(index.search('ab'))).toEqual(['abd', 'abc', 'abb']);
    expect(ids(index.search('gate'))).toEqual(['abd', 'abc', 'abb']);
  });

  it('finds nothing for no words', () => {
    const index = buildPlaceIndex([place('abd', 'Abd Gate')]);
    expect(index.search('')).toEqual([]);
    expect(index.search(' - ')).toEqual([]);
  });
});

describe('names that are ids', () => {
  const named = place('taj-mahal', 'taj-mahal');
  const index = buildPlaceIndex([named, place('red-fort', 'Red Fort')]);

  it('lists a place named as its own id once', () => {
    expect(index.named('taj-mahal')).toEqual([named]);
    expect(index.named('TAJ-MAHAL')).toEqual([named]);
  });

  it('finds a place by its name and by its id', () => {
    expect(ids(index.named('Red Fort'))).toEqual(['red-fort']);
    expect(ids(index.named('red-fort'))).toEqual(['red-fort']);
  });
});

describe('when the index is used', () => {
  const live = () => {
    const found = place('live', 'Live Place');
    return {
      found,
      places: {
        kind: 'google',
        search: vi.fn(async () => [found]),
        byName: vi.fn(async () => found),
      } as unknown as Places,
    };
  };

  it('asks a live source itself: its search and its byName, with the city', async () => {
    const { found, places } = live();
    expect(await searchIn(places, 'anything')).toEqual([found]);
    expect(places.search).toHaveBeenCalledWith('anything');
    expect(await placeNamed(places, 'Live Place', 'Paris')).toBe(found);
    expect(places.byName).toHaveBeenCalledWith('Live Place', 'Paris');
  });

  it('answers a bundled catalog from its index, built once on first use, never by scanning', async () => {
    const catalog = new BundledCatalog();
    const read = vi.spyOn(catalog, 'catalog');
    const scan = vi.spyOn(catalog, 'byName');
    const scanSearch = vi.spyOn(catalog, 'search');
    expect((await placeNamed(catalog, 'Taj Mahal'))?.id).toBe('taj-mahal');
    expect(ids(await searchIn(catalog, 'taj mahal'))).toEqual(['taj-mahal']);
    expect((await placeNamed(catalog, 'red-fort'))?.id).toBe('red-fort');
    expect(read).toHaveBeenCalledTimes(1);
    expect(scan).not.toHaveBeenCalled();
    expect(scanSearch).not.toHaveBeenCalled();
  });
});
