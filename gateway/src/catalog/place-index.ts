/**
 * Search and name lookups over the bundled catalog, indexed once: the adapter's own `search` and
 * `byName` fold every place's text on every call, which was a scan of the whole catalog per
 * request. Live sources (Google) answer through their port as before.
 */
import type { CatalogPlace } from '@app/contracts';
import { BundledCatalog, type Places } from '@app/infra';

/** The adapter's folding (accents dropped, trimmed, lower case): the index must match as it matches. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export interface PlaceIndex {
  /** Places whose name, city, region, country or category contain every word, in catalog order. */
  search(text: string): CatalogPlace[];
  /** Places named `name` (or with that id), in catalog order. */
  named(name: string): readonly CatalogPlace[];
}

/** Positions in both, ascending (both lists are). */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const [x, y] = [a[i] as number, b[j] as number];
    if (x === y) both.push(x);
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return both;
}

/**
 * A search word matches where it is a substring of a place's text; a word has no spaces, so it
 * lies within one of the text's words. Every substring of every word of the catalog is a key to
 * the places holding it (a few thousand keys for the bundled catalog), so a search is a lookup
 * and an intersection per word.
 */
export function buildPlaceIndex(places: readonly CatalogPlace[]): PlaceIndex {
  const bySubstring = new Map<string, number[]>();
  const byName = new Map<string, CatalogPlace[]>();
  places.forEach((place, position) => {
    const text = fold(`${place.name} ${place.city} ${place.region} ${place.country} ${place.category}`);
    for (const word of text.split(/\s+/)) {
      for (let from = 0; from < word.length; from++) {
        for (let to = from + 1; to <= word.length; to++) {
          const key = word.slice(from, to);
          const holders = bySubstring.get(key);
          if (holders === undefined) bySubstring.set(key, [position]);
          // Positions arrive in order, so a repeat can only be the last one.
          else if (holders[holders.length - 1] !== position) holders.push(position);
        }
      }
    }
    const name = fold(place.name);
    for (const key of name === place.id ? [name] : [name, place.id]) {
      byName.set(key, [...(byName.get(key) ?? []), place]);
    }
  });
  return {
    search(text) {
      const words = fold(text).split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      let found: readonly number[] | undefined;
      for (const word of words) {
        const holders = bySubstring.get(word) ?? [];
        found = found === undefined ? holders : intersect(found, holders);
        if (found.length === 0) return [];
      }
      return (found ?? []).map((position) => places[position] as CatalogPlace);
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
