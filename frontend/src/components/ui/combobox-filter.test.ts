import { describe, expect, it } from 'vitest';
import { filterOptions } from './Combobox';

const options = ['Jaigaon', 'Jaipur', 'Bijaipur', 'São Paulo', 'Udaipur'].map((label) => ({
  value: label,
  label,
}));
const labels = (query: string) => filterOptions(options, query).map((option) => option.label);

describe('filterOptions (the searchable select)', () => {
  it('lists everything for an empty query', () => {
    expect(labels('  ')).toHaveLength(5);
  });

  it('puts names starting with the query before names containing it', () => {
    expect(labels('jaip')).toEqual(['Jaipur', 'Bijaipur']);
    expect(labels('pur')).toEqual(['Jaipur', 'Bijaipur', 'Udaipur']);
  });

  it('ignores case and accents', () => {
    expect(labels('SAO')).toEqual(['São Paulo']);
  });

  it('finds nothing for an unknown name', () => {
    expect(labels('zzz')).toEqual([]);
  });
});
