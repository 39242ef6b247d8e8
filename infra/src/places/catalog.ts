/**
 * The bundled catalog (the embedded places adapter): curated places and their narrations, read
 * from the JSON files beside this module once, on first use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogPlace, catalogPlaceSchema, translationsSchema } from '@app/contracts';
import type { CityPlaces, PlacePhoto, Places } from './port.js';

export const CATALOG_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** Names people and the spec use that the countries dataset spells otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states',
  us: 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  'great britain': 'united kingdom',
  uae: 'united arab emirates',
};
const CITY_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  mysore: 'mysuru',
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  'new delhi': 'delhi',
  goa: 'panaji',
};

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const countryKey = (s: string) => COUNTRY_ALIASES[fold(s)] ?? fold(s);
const cityKey = (s: string) => CITY_ALIASES[fold(s)] ?? fold(s);

export interface CatalogData {
  places: CatalogPlace[];
  /** place id → language id → one-minute narration. */
  translations: Record<string, Record<string, string>>;
}

/** Reads and validates every `places-*.json` and `translations-*.json` file of a directory. */
export function loadCatalogData(dir: string = CATALOG_DIR): CatalogData {
  const files = readdirSync(dir).sort();
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const places = files
    .filter((f) => f.startsWith('places-') && f.endsWith('.json'))
    .flatMap((f) => catalogPlaceSchema.array().parse(read(f)));
  const translations: CatalogData['translations'] = {};
  for (const file of files.filter((f) => f.startsWith('translations-') && f.endsWith('.json'))) {
    for (const [id, byLanguage] of Object.entries(translationsSchema.parse(read(file)))) {
      translations[id] = { ...translations[id], ...byLanguage };
    }
  }
  return { places, translations };
}

export class BundledCatalog implements Places {
  readonly kind = 'embedded' as const;
  private data: CatalogData | undefined;
  private ids: Map<string, CatalogPlace> | undefined;
  /** Places by `country|city` and by country, in folded form: lookups are on every catalog request. */
  private cities: Map<string, CatalogPlace[]> | undefined;
  private countries: Map<string, CatalogPlace[]> | undefined;

  constructor(private readonly dir: string = CATALOG_DIR) {}

  /** Everything, loaded on first use. */
  catalog(): CatalogData {
    this.data ??= loadCatalogData(this.dir);
    return this.data;
  }

  private byIds(): Map<string, CatalogPlace> {
    this.ids ??= new Map(this.catalog().places.map((p) => [p.id, p]));
    return this.ids;
  }

  private index(): { cities: Map<string, CatalogPlace[]>; countries: Map<string, CatalogPlace[]> } {
    if (!this.cities || !this.countries) {
      const cities = new Map<string, CatalogPlace[]>();
      const countries = new Map<string, CatalogPlace[]>();
      const add = (map: Map<string, CatalogPlace[]>, key: string, place: CatalogPlace) => {
        map.set(key, [...(map.get(key) ?? []), place]);
      };
      for (const place of this.catalog().places) {
        add(cities, `${countryKey(place.country)}|${cityKey(place.city)}`, place);
        add(countries, countryKey(place.country), place);
      }
      this.cities = cities;
      this.countries = countries;
    }
    return { cities: this.cities, countries: this.countries };
  }

  async inCountry(country: string): Promise<CatalogPlace[]> {
    return this.index().countries.get(countryKey(country)) ?? [];
  }

  async inCity(country: string, city: string): Promise<CatalogPlace[]> {
    return this.index().cities.get(`${countryKey(country)}|${cityKey(city)}`) ?? [];
  }

  async search(text: string): Promise<CatalogPlace[]> {
    const words = fold(text).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    return this.catalog().places.filter((p) => {
      const haystack = fold(`${p.name} ${p.city} ${p.region} ${p.country} ${p.category}`);
      return words.every((w) => haystack.includes(w));
    });
  }

  async byId(id: string): Promise<CatalogPlace | null> {
    return this.byIds().get(id) ?? null;
  }

  async byName(name: string, city?: string): Promise<CatalogPlace | null> {
    const wanted = fold(name);
    const matches = this.catalog().places.filter((p) => fold(p.name) === wanted || p.id === wanted);
    if (city === undefined) return matches[0] ?? null;
    return matches.find((p) => cityKey(p.city) === cityKey(city)) ?? matches[0] ?? null;
  }

  async coverage(): Promise<CityPlaces[]> {
    return [...this.index().cities.values()].flatMap((places) => {
      const [first] = places;
      if (first === undefined) return [];
      const mean = (pick: (p: CatalogPlace) => number) =>
        places.reduce((sum, p) => sum + pick(p), 0) / places.length;
      return [
        {
          country: first.country,
          countryCode: first.countryCode,
          city: first.city,
          places: places.length,
          lat: mean((p) => p.lat),
          lng: mean((p) => p.lng),
        },
      ];
    });
  }

  /** The bundled catalog holds no photos: its places get a neutral card, never a stand-in. */
  async photo(_place: CatalogPlace): Promise<PlacePhoto | null> {
    return null;
  }

  /** The one-minute narration in a language, when the catalog has it. */
  translation(placeId: string, languageId: string): string | undefined {
    return this.catalog().translations[placeId]?.[languageId];
  }
}
