/** Checks every curated catalog file: shape, word counts, unique ids, and the catalog's reach. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogPlaceSchema, FEATURED_PLACES, LANGUAGES, translationsSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { citiesOfCountry, findCountry } from '../geo/countries.js';

const dir = fileURLToPath(new URL('./data/', import.meta.url));
const placeFiles = readdirSync(dir).filter((f) => f.startsWith('places-') && f.endsWith('.json'));
const load = (file: string): unknown => JSON.parse(readFileSync(`${dir}${file}`, 'utf8'));

describe.each(placeFiles)('catalog file %s', (file) => {
  const places = load(file);
  it('is an array of valid places', () => {
    expect(Array.isArray(places)).toBe(true);
    for (const place of places as unknown[]) {
      const result = catalogPlaceSchema.safeParse(place);
      const id = (place as { id?: string }).id;
      expect(
        result.success ? [] : result.error.issues.map((i) => `${id} ${i.path.join('.')}: ${i.message}`),
      ).toEqual([]);
    }
  });
});

describe('the whole catalog', () => {
  const all = placeFiles.flatMap(
    (f) => load(f) as Array<{ id: string; name: string; city: string; country: string }>,
  );
  it('tags every place’s facts with a theme each, so each perspective hears its own (issue 26)', () => {
    const untagged = (all as Array<{ id: string; factThemes?: unknown }>).filter((p) => !p.factThemes);
    expect(untagged.map((p) => p.id)).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = all.map((p) => p.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('reaches at least 120 places in 25 cities of 10 countries, India-heavy (10 Indian cities)', () => {
    const cities = new Set(all.map((p) => `${p.city}|${p.country}`));
    const indian = new Set(all.filter((p) => p.country === 'India').map((p) => p.city));
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(cities.size).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((p) => p.country)).size).toBeGreaterThanOrEqual(10);
    expect(indian.size).toBeGreaterThanOrEqual(10);
    expect(all.filter((p) => p.country === 'India').length).toBeGreaterThan(all.length / 2);
  });

  it('names its cities and countries as the countries dataset does', () => {
    for (const place of all) {
      const country = findCountry(place.country);
      expect(country?.name, place.id).toBe(place.country);
      expect(
        citiesOfCountry(country?.isoCode ?? '').map((c) => c.value),
        place.id,
      ).toContain(place.city);
    }
  });

  it('includes the five featured places', () => {
    for (const featured of FEATURED_PLACES) expect(all.map((p) => p.name)).toContain(featured.name);
  });

  it('has every featured narration in all 30 languages', () => {
    const translations: Record<string, Record<string, string>> = {};
    for (const file of readdirSync(dir).filter((f) => f.startsWith('translations-') && f.endsWith('.json'))) {
      for (const [place, byLanguage] of Object.entries(translationsSchema.parse(load(file)))) {
        translations[place] = { ...translations[place], ...byLanguage };
      }
    }
    for (const featured of FEATURED_PLACES) {
      const place = all.find((p) => p.name === featured.name);
      const byLanguage = translations[place?.id ?? ''] ?? {};
      expect(LANGUAGES.filter((l) => l.id !== 'en-US' && !byLanguage[l.id]).map((l) => l.id)).toEqual([]);
    }
  });
});
