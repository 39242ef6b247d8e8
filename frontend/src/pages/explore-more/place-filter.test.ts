import { describe, expect, it } from 'vitest';
import { placesCount, shownPlaces } from './place-filter';

const places = [
  { id: 'amber-fort', name: 'Amber Fort' },
  { id: 'hawa-mahal', name: 'Hawa Mahal' },
  { id: 'jal-mahal', name: 'Jal Mahal' },
];
const options = places.map((p) => ({ value: p.id, label: p.name }));
const ids = (shown: ReadonlyArray<{ id: string }>) => shown.map((p) => p.id);

describe('the place filter of /ExploreMore', () => {
  it('narrows the grid as a name is typed, before any place is chosen', () => {
    expect(ids(shownPlaces(places, options, null, 'mahal'))).toEqual(['hawa-mahal', 'jal-mahal']);
    expect(ids(shownPlaces(places, options, null, 'zzz'))).toEqual([]);
    expect(placesCount(2, 3)).toBe('2 of 3 places');
    expect(placesCount(0, 3)).toBe('0 of 3 places');
  });

  it('shows the chosen place alone once picked, and every place when nothing is typed', () => {
    expect(ids(shownPlaces(places, options, 'jal-mahal', null))).toEqual(['jal-mahal']);
    expect(ids(shownPlaces(places, options, 'jal-mahal', ''))).toEqual(['jal-mahal']);
    expect(ids(shownPlaces(places, options, null, null))).toEqual(ids(places));
    expect(ids(shownPlaces(places, options, null, '  '))).toEqual(ids(places));
    expect(placesCount(3, 3)).toBe('3 places');
    expect(placesCount(1, 1)).toBe('1 place');
  });

  it('follows a new typing over an earlier choice', () => {
    expect(ids(shownPlaces(places, options, 'jal-mahal', 'amber'))).toEqual(['amber-fort']);
  });
});
