/**
 * A guide's places as a list. The spec keeps them as one comma-separated text, and some catalog
 * names hold a comma themselves ("Akbar’s Tomb, Sikandra", "City Palace, Jaipur"): parts that
 * together name one place stay one entry (issue 26: the profile showed "Sikandra" as a place).
 */
import { splitPlaces } from '@app/contracts';
import { namesOnePlace } from '../catalog/index.js';
import type { Ports } from '../core/index.js';

/** No catalog name has more than two commas. */
const MOST_PARTS = 3;

export async function listedPlaces(deps: Pick<Ports, 'places'>, guidePlaces: string): Promise<string[]> {
  const parts = splitPlaces(guidePlaces);
  const listed: string[] = [];
  for (let start = 0; start < parts.length; ) {
    let taken = 1;
    for (let count = Math.min(MOST_PARTS, parts.length - start); count > 1; count--) {
      if (await namesOnePlace(deps, parts.slice(start, start + count).join(', '))) {
        taken = count;
        break;
      }
    }
    listed.push(parts.slice(start, start + taken).join(', '));
    start += taken;
  }
  return listed;
}
