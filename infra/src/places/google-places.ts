/**
 * Google Places (the Places API's text search, place details and place photos) as the places port,
 * for production. Google has no narrations: pair it with the LLM writer, which tells the story from
 * the facts given here.
 */
import type { CatalogPlace } from '@app/contracts';
import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import { placeKindOf } from './place-kind.js';
import type { CityPlaces, PlacePhoto, Places } from './port.js';

const FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'primaryTypeDisplayName',
  'editorialSummary',
  'addressComponents',
  'photos',
];

/** Wide enough for the largest picture the app draws (the destination banner, at 2x). */
const PHOTO_WIDTH_PX = 1200;
/** A photo larger than this is refused rather than held in memory. */
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** `places/{placeId}/photos/{photoReference}`, as Google names a photo. */
const PHOTO_NAME = /^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/;

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
  photos: z.array(z.object({ name: z.string().optional() })).optional(),
});
const searchAnswerSchema = z.object({ places: z.array(googlePlaceSchema).optional() });

type GooglePlace = z.infer<typeof googlePlaceSchema>;
const photoMediaSchema = z.object({ photoUri: z.string().url() });

const component = (place: GooglePlace, type: string) =>
  place.addressComponents?.find((c) => c.types?.includes(type));

/**
 * Google's place as the catalog's shape; ids are prefixed so they never collide with curated ones.
 * Its first photo becomes `photoUrl`, the media URL under `baseUrl` without the key (the gateway
 * fetches it through `photo()`, so the key never reaches a browser).
 */
export function fromGoogle(
  place: GooglePlace,
  baseUrl = 'https://places.googleapis.com',
): CatalogPlace | null {
  if (!place.id || !place.displayName?.text) return null;
  const summary = place.editorialSummary?.text ?? '';
  const country = component(place, 'country');
  const photo = place.photos?.find((p) => p.name !== undefined && PHOTO_NAME.test(p.name))?.name;
  return {
    ...(photo ? { photoUrl: `${baseUrl}/v1/${photo}/media?maxWidthPx=${PHOTO_WIDTH_PX}` } : {}),
    id: `g-${place.id}`,
    name: place.displayName.text,
    city: component(place, 'locality')?.longText ?? component(place, 'postal_town')?.longText ?? '',
    region: component(place, 'administrative_area_level_1')?.longText ?? '',
    country: country?.longText ?? '',
    countryCode: country?.shortText ?? '',
    lat: place.location?.latitude ?? 0,
    lng: place.location?.longitude ?? 0,
    category: 'Landmark',
    kind: placeKindOf(place.displayName.text, place.primaryTypeDisplayName?.text),
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
    return (body?.places ?? [])
      .map((p) => fromGoogle(p, this.baseUrl))
      .filter((p): p is CatalogPlace => p !== null);
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
    return place ? fromGoogle(place, this.baseUrl) : null;
  }

  async byName(name: string, city?: string): Promise<CatalogPlace | null> {
    const [first] = await this.textSearch(city ? `${name}, ${city}` : name);
    return first ?? null;
  }

  /** Google finds places in any city: there is no list of covered ones. */
  async coverage(): Promise<CityPlaces[] | null> {
    return null;
  }

  /**
   * The place's photo: the media call answers where the picture is (skipHttpRedirect), then the
   * picture is fetched from there without the key. Null for a place without a photo of ours.
   */
  async photo(place: CatalogPlace): Promise<PlacePhoto | null> {
    if (!place.photoUrl?.startsWith(`${this.baseUrl}/v1/places/`)) return null;
    const media = await this.call(
      `${place.photoUrl.slice(this.baseUrl.length)}&skipHttpRedirect=true`,
      { method: 'GET' },
      'photoUri',
      photoMediaSchema,
    );
    if (!media) return null;
    const response = await fetch(media.photoUri, { signal: AbortSignal.timeout(10_000) });
    const contentType = response.headers.get('content-type') ?? '';
    // Media types are case-insensitive (RFC 9110): Image/JPEG is a picture too.
    if (!response.ok || !contentType.toLowerCase().startsWith('image/'))
      throw new Error(`Place photo answered ${response.status} (${contentType || 'no type'})`);
    if (Number(response.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES)
      throw new Error(`Place photo too large: ${response.headers.get('content-length')} bytes`);
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.length > PHOTO_MAX_BYTES) throw new Error(`Place photo too large: ${body.length} bytes`);
    return { body, contentType };
  }
}
