/** Distances on the globe, by geolib (great-circle over the WGS 84 sphere). */
import { getDistance } from 'geolib';

export interface Position {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres, to the metre. */
export function greatCircleKm(a: Position, b: Position): number {
  return getDistance({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) / 1000;
}
