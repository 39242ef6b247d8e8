/** The places port: tourist places by city, by search, and one by id; coverage; true photos. */
import type { CatalogPlace } from '@app/contracts';

/** One city that has places: where it is (the mean position of its places) and how many. */
export interface CityPlaces {
  country: string;
  countryCode: string;
  city: string;
  places: number;
  lat: number;
  lng: number;
}

/** A photo's bytes as the provider sent them. */
export interface PlacePhoto {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface Places {
  readonly kind: 'embedded' | 'google';
  inCountry(country: string): Promise<CatalogPlace[]>;
  inCity(country: string, city: string): Promise<CatalogPlace[]>;
  search(text: string): Promise<CatalogPlace[]>;
  byId(id: string): Promise<CatalogPlace | null>;
  /** A place by its name (what /Explore's touristPlace carries), optionally within a city. */
  byName(name: string, city?: string): Promise<CatalogPlace | null>;
  /** Every city with places; null when the provider finds places in any city (a live search). */
  coverage(): Promise<CityPlaces[] | null>;
  /** The place's true photo (its `photoUrl`), or null when it has none. */
  photo(place: CatalogPlace): Promise<PlacePhoto | null>;
}
