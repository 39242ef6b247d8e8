/** A city's banner picture: drawn from the kinds of its places, or a plain skyline when it has none. */
import type { Ports } from '../core/index.js';
import { cityArtSvg } from './art/city-art.js';

export async function cityImage(
  deps: Pick<Ports, 'places'>,
  input: { country: string; city: string },
): Promise<string> {
  const places = await deps.places.inCity(input.country, input.city);
  return cityArtSvg(
    input.city,
    input.country,
    places.map((p) => p.kind),
  );
}
