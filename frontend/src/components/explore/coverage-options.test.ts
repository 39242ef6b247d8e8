import type { Coverage } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cityCounts, countryCounts, coveredFirst } from './coverage-options';

const COVERAGE: Coverage = {
  everywhere: false,
  countries: [
    { isoCode: 'FR', name: 'France', places: 6, cities: [{ name: 'Paris', places: 6 }] },
    {
      isoCode: 'IN',
      name: 'India',
      places: 7,
      cities: [
        { name: 'Agra', places: 6 },
        { name: 'Kandla', places: 1 },
      ],
    },
  ],
};
const options = (...names: string[]) => names.map((name) => ({ value: name, label: name }));

describe('the pickers’ order and marks', () => {
  it('puts covered cities first in their own order, marked with their tours, the rest after', () => {
    const counts = cityCounts(COVERAGE, 'IN');
    expect(counts).not.toBeNull();
    expect(coveredFirst(options('Agartala', 'Agra', 'Jabalpur', 'Kandla'), counts ?? new Map())).toEqual([
      { value: 'Agra', label: 'Agra', note: '6 tours' },
      { value: 'Kandla', label: 'Kandla', note: '1 tour' },
      { value: 'Agartala', label: 'Agartala' },
      { value: 'Jabalpur', label: 'Jabalpur' },
    ]);
  });

  it('marks countries by code, and leaves a country without tours with no covered city', () => {
    const counts = countryCounts(COVERAGE) ?? new Map();
    const countries = [
      { value: 'AF', label: 'Afghanistan' },
      { value: 'FR', label: 'France' },
      { value: 'IN', label: 'India' },
    ];
    expect(coveredFirst(countries, counts).map((o) => o.note ?? o.label)).toEqual([
      '6 tours',
      '7 tours',
      'Afghanistan',
    ]);
    expect(cityCounts(COVERAGE, 'AF')?.size).toBe(0);
  });

  it('moves and marks nothing when the provider covers everywhere or coverage is not known', () => {
    expect(countryCounts({ everywhere: true, countries: [] })).toBeNull();
    expect(countryCounts(undefined)).toBeNull();
    expect(cityCounts(COVERAGE, null)).toBeNull();
  });
});
