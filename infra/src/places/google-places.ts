/**
 * Google Places (the Places API's text search and place details) as the places port, for
 * production. Google has no narrations: pair it with the LLM writer, which tells the story from
 * the facts given here.
 */
import type { CatalogPlace } from '@app/contracts';
import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import type { Places } from './port.js';

const FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'primaryTypeDisplayName',
  'editorialSummary',
  'addressComponents',
];

const text = z.object({ text: z.string().optional() });

const googlePlaceSchema = z.object({
  id: z.string().optional(),
  displayName: text.optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number().optional(), longitude: z.number().optional() }).optional(),
  primaryTypeDisplayName: text.optional(),
  editorialSummary: text.optional(),
  addressComponents: z
    .array(
      z.object({
        longText: z.string().optional(),
        shortText: z.string().optional(),
        types: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
const searchAnswerSchema = z.object({ places: z.array(googlePlaceSchema).optional() });

type GooglePlace = z.infer<typeof googlePlaceSchema>;

const component = (place: GooglePlace, type: string) =>
  place.addressComponents?.find((c) => c.types?.includes(type));

/** Google's place as the catalog's shape; ids are prefixed so they never collide with curated ones. */
export function fromGoogle(place: GooglePlace): CatalogPlace | null {
  if (!place.id || !place.displayName?.text) return null;
  const summary = place.editorialSummary?.text ?? '';
  const country = component(place, 'country');
  return {
    id: `g-${place.id}`,
    name: place.displayName.text,
    city: component(place, 'locality')?.longText ?? component(place, 'postal_town')?.longText ?? '',
    region: component(place, 'administrative_area_level_1')?.longText ?? '',
    country: country?.longText ?? '',
    countryCode: country?.shortText ?? '',
    lat: place.location?.latitude ?? 0,
    lng: place.location?.longitude ?? 0,
    category: 'Landmark',
    facts: [summary, place.formattedAddress ?? '', place.primaryTypeDisplayName?.text ?? ''].filter(Boolean),
    narration: summary,
    longNarration: summary,
    quiz: [],
  };
}

export class GooglePlaces implements Places {
  readonly kind = 'google' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://places.googleapis.com',
  ) {}

  /** One call; null when Google answers 404, the answer read through `schema` otherwise. */
  private async call<S extends z.ZodType>(
    path: string,
    init: RequestInit,
    fields: string,
    schema: S,
  ): Promise<z.output<S> | null> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'X-Goog-Api-Key': this.apiKey,
        'X-Goog-FieldMask': fields,
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return null;
    if (!response.ok)
      throw new Error(`Places API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return readAnswer('Places API', schema, response);
  }

  private async textSearch(textQuery: string): Promise<CatalogPlace[]> {
    const body = await this.call(
      '/v1/places:searchText',
      { method: 'POST', body: JSON.stringify({ textQuery, maxResultCount: 20 }) },
      FIELDS.map((f) => `places.${f}`).join(','),
      searchAnswerSchema,
    );
    return (body?.places ?? []).map(fromGoogle).filter((p): p is CatalogPlace => p !== null);
  }

  inCountry(country: string): Promise<CatalogPlace[]> {
    return this.textSearch(`top tourist attractions in ${country}`);
  }

  inCity(country: string, city: string): Promise<CatalogPlace[]> {
    return this.textSearch(`tourist attractions in ${city}, ${country}`);
  }

  search(text: string): Promise<CatalogPlace[]> {
    return this.textSearch(text);
  }

  async byId(id: string): Promise<CatalogPlace | null> {
    if (!id.startsWith('g-')) return null;
    const place = await this.call(
      `/v1/places/${encodeURIComponent(id.slice(2))}`,
      { method: 'GET' },
      FIELDS.join(','),
      googlePlaceSchema,
    );
    return place ? fromGoogle(place) : null;
  }

  async byName(name: string, city?: string): Promise<CatalogPlace | null> {
    const [first] = await this.textSearch(city ? `${name}, ${city}` : name);
    return first ?? null;
  }
}
