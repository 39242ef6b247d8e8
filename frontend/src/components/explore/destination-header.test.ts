import { describe, expect, it } from 'vitest';
import { withCityArt } from './DestinationHeader';

describe('the banner’s picture', () => {
  it('is the city’s drawn banner for a city’s page', () => {
    expect(withCityArt('Jaipur', { name: 'Jaipur', where: 'India' })?.art).toBe(
      '/api/cities/image.svg?country=India&city=Jaipur',
    );
  });

  it('leaves a place’s picture, and a picture that already has its drawing, as they are', () => {
    const place = { name: 'Hawa Mahal', where: 'Jaipur', category: 'Fort & Palace' };
    expect(withCityArt('hawa-mahal', place)).toBe(place);
    const loading = { name: 'Hawa Mahal', where: 'Jaipur' };
    expect(withCityArt(null, loading)).toBe(loading);
    const drawn = { name: 'Jaipur', where: 'India', art: '/x.svg' };
    expect(withCityArt('Jaipur', drawn)).toBe(drawn);
    expect(withCityArt('Jaipur', undefined)).toBeUndefined();
  });
});
