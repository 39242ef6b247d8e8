/** The places port: tourist places by city, by search, and one by id. */
import type { CatalogPlace } from '@app/contracts';

export interface Places {
  readonly kind: 'embedded' | 'google';
  inCountry(country: string): Promise<CatalogPlace[]>;
  inCity(country: string, city: string): Promise<CatalogPlace[]>;
  search(text: string): Promise<CatalogPlace[]>;
  byId(id: string): Promise<CatalogPlace | null>;
  /** A place by its name (what /Explore's touristPlace carries), optionally within a city. */
  byName(name: string, city?: string): Promise<CatalogPlace | null>;
}
