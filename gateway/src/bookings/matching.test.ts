import type { CatalogPlace } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { GuideDoc } from '../guides/guide-store.js';
import { guideMatches } from './matching.js';

const place = (name: string, city: string, region: string) => ({ name, city, region }) as CatalogPlace;
const guide = (guidePlaces: string, guideCity: string) => ({ guidePlaces, guideCity }) as GuideDoc;

describe('which guides a place is offered with', () => {
  it('offers for an instant tour a guide who lists the place, even one whose name holds a comma', () => {
    const palace = place('City Palace, Jaipur', 'Jaipur', 'Rajasthan');
    expect(
      guideMatches(guide('Hawa Mahal, City Palace, Jaipur, Amber Fort', 'Rajasthan'), palace, 'instant'),
    ).toBe(true);
    expect(guideMatches(guide('city palace ,  jaipur', 'Rajasthan'), palace, 'instant')).toBe(true);
    expect(guideMatches(guide('City Palace, Udaipur', 'Rajasthan'), palace, 'instant')).toBe(false);
    expect(guideMatches(guide('Jaipur, City Palace', 'Rajasthan'), palace, 'instant')).toBe(false);
    expect(guideMatches(guide('Amber Fort', 'Rajasthan'), palace, 'instant')).toBe(false);
  });

  it('offers for a reserved tour a guide of the place’s state or city', () => {
    const taj = place('Taj Mahal', 'Agra', 'Uttar Pradesh');
    expect(guideMatches(guide('Sarnath', 'Uttar Pradesh'), taj, 'reserved')).toBe(true);
    expect(guideMatches(guide('Agra Fort', 'Delhi'), taj, 'reserved')).toBe(true);
    expect(guideMatches(guide('Hawa Mahal', 'Rajasthan'), taj, 'reserved')).toBe(false);
  });
});
