/** The catalog's data and requests, as the gateway checks and parses them. */
import { z } from 'zod';
import { PLACE_CATEGORIES, PLACE_KINDS } from './catalog.js';
import { FACT_THEMES } from './fact-themes.js';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const quizQuestionSchema = z.object({
  question: z.string().min(10).max(200),
  options: z.array(z.string().min(1).max(100)).length(4),
  /** Index of the right option. */
  answer: z.number().int().min(0).max(3),
});

export const catalogPlaceSchema = z
  .object({
    /** kebab-case, unique across the catalog, e.g. 'taj-mahal'. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2).max(80),
    city: z.string().min(2).max(60),
    /** State, province or region. */
    region: z.string().min(2).max(60),
    /** Country name as the countries dataset spells it (e.g. 'United States', 'India'). */
    country: z.string().min(2).max(60),
    /** ISO 3166-1 alpha-2. */
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    category: z.enum(PLACE_CATEGORIES),
    /** What it is, for its picture and for search (PLACE_KINDS). */
    kind: z.enum(PLACE_KINDS),
    /** Other names people search it by (Harmandir Sahib, Lal Qila); the name itself is not repeated. */
    aliases: z.array(z.string().min(2).max(80)).optional(),
    facts: z.array(z.string().min(10).max(240)).min(4).max(8),
    /** What each fact is about, one per fact in order (fact-themes.ts); without them, all history. */
    factThemes: z.array(z.enum(FACT_THEMES)).optional(),
    /** About one minute spoken: 120 to 180 words. */
    narration: z
      .string()
      .refine((t) => words(t) >= 120 && words(t) <= 180, 'narration must be 120 to 180 words'),
    /** The audio book: 520 to 720 words. */
    longNarration: z
      .string()
      .refine((t) => words(t) >= 520 && words(t) <= 720, 'longNarration must be 520 to 720 words'),
    quiz: z.array(quizQuestionSchema).length(3),
    /**
     * The provider's own photo of this very place (the Google adapter's media URL, without the key),
     * fetched by the gateway through the places port; absent when no true picture exists.
     */
    photoUrl: z.string().url().optional(),
  })
  .refine((place) => !place.factThemes || place.factThemes.length === place.facts.length, {
    message: 'factThemes must name one theme per fact',
    path: ['factThemes'],
  });
export type CatalogPlace = z.infer<typeof catalogPlaceSchema>;

/** One-minute narrations of a place in other languages, keyed by language id (languages.ts). */
export const translationsSchema = z.record(z.string(), z.record(z.string(), z.string().min(200).max(3000)));

export const countryCodeSchema = z.object({
  countryCode: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country.'),
});

const coordinate = (name: string, limit: number) => {
  const message = `${name} must be a number between -${limit} and ${limit}.`;
  return z.number({ error: message }).min(-limit, message).max(limit, message);
};

/** A coordinate as a query string carries it: text, then the number's own rules. */
const coordinateText = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .transform(Number)
    .pipe(coordinate(name, limit));

/** Query of GET /api/geocode. */
export const geocodeQuerySchema = z.object({
  lat: coordinateText('lat', 90),
  lng: coordinateText('lng', 180),
});

/** The same position as numbers (tRPC `catalog.geocode`), with the same messages. */
export const geocodeSchema = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

export const touristPlacesSchema = z.object({
  selectedCountryName: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .min(1, 'Please choose a country.')
    .max(80),
  selectedCityName: z
    .string({ error: 'Please choose a city.' })
    .trim()
    .min(1, 'Please choose a city.')
    .max(80),
});
export const searchSchema = z.object({
  searchedTouristPlace: z
    .string({ error: 'Please type a place to search for.' })
    .trim()
    .min(1, 'Please type a place to search for.')
    .max(80),
});
export const touristDataSchema = z.object({
  touristPlace: z
    .string({ error: 'Please choose a tourist place.' })
    .trim()
    .min(1, 'Please choose a tourist place.')
    .max(120),
  city: z.string().trim().max(80).optional(),
});
export const specialToursSchema = z.object({
  country: z.string({ error: 'Please choose a country.' }).trim().min(1, 'Please choose a country.').max(80),
});

/** Input of catalog.walk (tRPC, walking tours): the city, as the Explore More page names it. */
export const walkingTourSchema = touristPlacesSchema;

/** Query of GET /api/cities/image.svg: the city whose banner is drawn. */
export const cityImageSchema = z.object({
  country: z.string({ error: 'Please choose a country.' }).trim().min(1, 'Please choose a country.').max(80),
  city: z.string({ error: 'Please choose a city.' }).trim().min(1, 'Please choose a city.').max(80),
});

/** Input of catalog.nearestCovered (tRPC) and GET /api/coverage/nearest (query). */
export const nearestCoveredSchema = z.object({
  countryCode: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country.'),
  city: z.string({ error: 'Please choose a city.' }).trim().min(1, 'Please choose a city.').max(80),
});
