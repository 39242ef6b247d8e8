/**
 * Reverse geocoding, behind a port: the embedded adapter finds the nearest city of the dataset
 * (city, state, country), the Google adapter asks the Geocoding API.
 */

import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import { geoDataset } from './dataset.js';
import { greatCircleKm } from './distance.js';

export interface Geocoder {
  readonly kind: 'embedded' | 'google';
  /** A human address for a position, or null when nothing is near. */
  reverse(lat: number, lng: number): Promise<string | null>;
}

interface IndexedCity {
  name: string;
  countryCode: string;
  stateCode: string;
  lat: number;
  lng: number;
}

const CELL_DEGREES = 1;
const MAX_RING = 6;

const cellKey = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

export class DatasetGeocoder implements Geocoder {
  readonly kind = 'embedded' as const;
  private grid: Map<string, IndexedCity[]> | undefined;

  /** Buckets the 150,000 cities by 1° cells once, on first use. */
  private index(): Map<string, IndexedCity[]> {
    if (this.grid) return this.grid;
    const grid = new Map<string, IndexedCity[]>();
    for (const c of geoDataset().City.getAllCities()) {
      const city = {
        name: c.name,
        countryCode: c.countryCode,
        stateCode: c.stateCode,
        lat: Number(c.latitude),
        lng: Number(c.longitude),
      };
      if (!Number.isFinite(city.lat) || !Number.isFinite(city.lng)) continue;
      const key = cellKey(city.lat, city.lng);
      const bucket = grid.get(key);
      if (bucket) bucket.push(city);
      else grid.set(key, [city]);
    }
    this.grid = grid;
    return grid;
  }

  /** The nearest city within about 6° (a few hundred km), searched ring by ring around the cell. */
  nearest(lat: number, lng: number): (IndexedCity & { km: number }) | null {
    const grid = this.index();
    const row = Math.floor(lat / CELL_DEGREES);
    const col = Math.floor(lng / CELL_DEGREES);
    let best = null as (IndexedCity & { km: number }) | null;
    for (let ring = 0; ring <= MAX_RING; ring++) {
      for (let r = row - ring; r <= row + ring; r++) {
        for (let c = col - ring; c <= col + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
          const wrapped = ((((c + 180) % 360) + 360) % 360) - 180;
          for (const city of grid.get(`${r}:${wrapped}`) ?? []) {
            const km = greatCircleKm({ lat, lng }, city);
            if (!best || km < best.km) best = { ...city, km };
          }
        }
      }
      // A city found in this ring cannot be beaten by one two rings out.
      if (best && best.km < ring * 111 * CELL_DEGREES) break;
    }
    return best;
  }

  async reverse(lat: number, lng: number): Promise<string | null> {
    const city = this.nearest(lat, lng);
    if (!city) return null;
    const state = geoDataset().State.getStateByCodeAndCountry(city.stateCode, city.countryCode)?.name;
    const country = geoDataset().Country.getCountryByCode(city.countryCode)?.name ?? city.countryCode;
    return [city.name, state !== city.name ? state : undefined, country].filter(Boolean).join(', ');
  }
}

/** The Geocoding API's answer: a status always, results when OK, a message when refused. */
const geocodeAnswerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(z.object({ formatted_address: z.string().optional() })).optional(),
});

export class GoogleGeocoder implements Geocoder {
  readonly kind = 'google' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://maps.googleapis.com',
  ) {}

  async reverse(lat: number, lng: number): Promise<string | null> {
    const url = new URL('/maps/api/geocode/json', this.baseUrl);
    url.searchParams.set('latlng', `${lat},${lng}`);
    url.searchParams.set('key', this.apiKey);
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`geocoding answered ${response.status}`);
    const body = await readAnswer('Geocoding API', geocodeAnswerSchema, response);
    if (body.status === 'ZERO_RESULTS') return null;
    if (body.status !== 'OK')
      throw new Error(
        `geocoding status ${body.status}${body.error_message ? `: ${body.error_message}` : ''}`,
      );
    return body.results?.[0]?.formatted_address ?? null;
  }
}
