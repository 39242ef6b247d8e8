/**
 * The city's place grid under its filter: the chosen place alone, or while a name is typed the
 * places matching it as the list below the field does (issue 26: typing left "6 places" shown).
 */
import { type ComboboxOption, filterOptions } from '../../components/ui/Combobox';

export function shownPlaces<T extends { id: string }>(
  places: readonly T[],
  options: readonly ComboboxOption[],
  chosen: string | null,
  typed: string | null,
): T[] {
  if (chosen !== null && (typed === null || typed.trim() === ''))
    return places.filter((place) => place.id === chosen);
  if (typed === null || typed.trim() === '') return [...places];
  const matching = new Set(filterOptions(options, typed).map((option) => option.value));
  return places.filter((place) => matching.has(place.id));
}

/** '6 places', or '2 of 6 places' while filtered. */
export function placesCount(shown: number, all: number): string {
  if (shown === all) return `${all} ${all === 1 ? 'place' : 'places'}`;
  return `${shown} of ${all} places`;
}
