/**
 * Search and name lookups over the bundled catalog, indexed once. Search ranks as a traveller
 * expects (issue 26): the name and other names first, then the kind of place, then where it is;
 * accents and apostrophes are ignored, a word may be cut short or misspelt a little, and every word
 * must match. Live sources (Google) answer through their port as before.
 */
import type { CatalogPlace } from '@app/contracts';
import { BundledCatalog, type Places } from '@app/infra';
import MiniSearch from 'minisearch';

/** Accents and ligatures dropped, lower case: "Sacré-Cœur" is "sacre-coeur". */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .trim()
    .toLowerCase();

/** Words of folded text; an apostrophe joins ("Humayun’s" is "humayuns"), other marks split. */
const words = (text: string) =>
  fold(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface PlaceIndex {
  /** Places matching every word, best first: by name, other names, kind, then city and country. */
  search(text: string): CatalogPlace[];
  /** Places named `name` (or with that id), in catalog order. */
  named(name: string): readonly CatalogPlace[];
}

const FIELDS = ['name', 'aliases', 'kind', 'city', 'region', 'country'] as const;
type Field = (typeof FIELDS)[number];
const BOOST: Record<Field, number> = { name: 6, aliases: 5, kind: 3, city: 2, region: 1, country: 1 };
/** A word of five letters or more may be one letter off ("mahel"), of ten or more two. */
const fuzziness = (term: string) => (term.length >= 5 ? 0.2 : false);

export function buildPlaceIndex(places: readonly CatalogPlace[]): PlaceIndex {
  const search = new MiniSearch<{ position: number } & Record<Field, string>>({
    idField: 'position',
    fields: [...FIELDS],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: { boost: BOOST, prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
  });
  search.addAll(
    places.map((place, position) => ({
      position,
      name: place.name,
      aliases: (place.aliases ?? []).join(' | '),
      kind: place.kind,
      city: place.city,
      region: place.region,
      country: place.country,
    })),
  );
  const byName = new Map<string, CatalogPlace[]>();
  for (const place of places) {
    const name = fold(place.name);
    for (const key of name === place.id ? [name] : [name, place.id]) {
      byName.set(key, [...(byName.get(key) ?? []), place]);
    }
  }
  return {
    search(text) {
      if (words(text).length === 0) return [];
      return search
        .search(text)
        .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
        .map((hit) => places[hit.id as number] as CatalogPlace);
    },
    named: (name) => byName.get(fold(name)) ?? [],
  };
}

const indexes = new WeakMap<Places, PlaceIndex>();

/** The index of a bundled catalog (built on first use), or undefined for a live source. */
function indexOf(places: Places): PlaceIndex | undefined {
  if (!(places instanceof BundledCatalog)) return undefined;
  let index = indexes.get(places);
  if (index === undefined) {
    index = buildPlaceIndex(places.catalog().places);
    indexes.set(places, index);
  }
  return index;
}

/** What `places.search` answers, looked up in the index when there is one. */
export async function searchIn(places: Places, text: string): Promise<CatalogPlace[]> {
  const index = indexOf(places);
  return index ? index.search(text) : places.search(text);
}

/**
 * What `places.byName` answers: the first place of that name, preferring one in `city`. Whether
 * a place is in the city is asked of the adapter's own city index, so its city aliases count.
 */
export async function placeNamed(places: Places, name: string, city?: string): Promise<CatalogPlace | null> {
  const index = indexOf(places);
  if (!index) return places.byName(name, city);
  const matches = index.named(name);
  if (city !== undefined) {
    for (const place of matches) {
      const inCity = await places.inCity(place.country, city);
      if (inCity.some((other) => other.id === place.id)) return place;
    }
  }
  return matches[0] ?? null;
}
