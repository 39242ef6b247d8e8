import { describe, expect, it } from 'vitest';
import { cityArtUrl, placeArtUrl } from './picture-urls';

describe('the drawn pictures’ addresses', () => {
  it('escapes the id and the city so the gateway reads them back', () => {
    expect(placeArtUrl('taj-mahal')).toBe('/api/places/taj-mahal/image.svg');
    expect(placeArtUrl('a/b c')).toBe('/api/places/a%2Fb%20c/image.svg');
    expect(cityArtUrl('India', 'New Delhi')).toBe('/api/cities/image.svg?country=India&city=New+Delhi');
    expect(new URL(cityArtUrl('Côte d’Ivoire', 'A&B'), 'http://x').searchParams.get('city')).toBe('A&B');
  });
});
