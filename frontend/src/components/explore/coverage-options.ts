/** The pickers' options with the places that have tours first, each marked with its number of tours. */
import { COVERAGE_TEXT, type Coverage } from '@app/contracts';
import type { ComboboxOption } from '../ui/Combobox';

/**
 * Covered options first (in their own order), marked '5 tours'; then the rest as they were. With
 * no counts (a provider that covers everywhere, or coverage not known yet) nothing moves.
 */
export function coveredFirst(
  options: readonly ComboboxOption[],
  counts: ReadonlyMap<string, number>,
): ComboboxOption[] {
  const covered: ComboboxOption[] = [];
  const rest: ComboboxOption[] = [];
  for (const option of options) {
    const count = counts.get(option.value);
    if (count === undefined || count <= 0) rest.push(option);
    else covered.push({ ...option, note: COVERAGE_TEXT.tours(count) });
  }
  return [...covered, ...rest];
}

/** Places per country code; null when every city is covered or coverage is not known yet. */
export function countryCounts(coverage: Coverage | undefined): Map<string, number> | null {
  if (coverage === undefined || coverage.everywhere) return null;
  return new Map(coverage.countries.map((country) => [country.isoCode, country.places]));
}

/** Places per city name of one country; null when every city is covered or not known yet. */
export function cityCounts(
  coverage: Coverage | undefined,
  isoCode: string | null,
): Map<string, number> | null {
  if (coverage === undefined || coverage.everywhere || isoCode === null) return null;
  const country = coverage.countries.find((entry) => entry.isoCode === isoCode);
  return new Map((country?.cities ?? []).map((city) => [city.name, city.places]));
}
