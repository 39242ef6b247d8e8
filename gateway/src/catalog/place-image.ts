/**
 * The picture of a place for REST clients (imageUrl, and photoUrl when there is no photo): a drawing
 * of the place's KIND (a temple for a temple, a beach for a beach), named by its title. It is
 * generic, never a likeness of this place, and never another kind's building: see art/kinds.ts.
 */
import type { CatalogPlace } from '@app/contracts';
import { placeArtSvg } from './art/place-art.js';

export const placeImageSvg = (place: Pick<CatalogPlace, 'id' | 'name' | 'city' | 'kind'>): string =>
  placeArtSvg(place);
