import { describe, expect, it } from 'vitest';
import { exploreMoreHref, placeHref, readDestinationQuery } from './destination-query';

const read = (query: string) => readDestinationQuery(new URLSearchParams(query));

describe('readDestinationQuery (query defaults of /Explore and /ExploreMore, spec §2)', () => {
  it('defaults to "No country specified", "No city specified", no place and no plan', () => {
    expect(read('')).toEqual({
      country: 'No country specified',
      city: 'No city specified',
      touristPlace: null,
      plan: null,
      hasDestination: false,
    });
  });

  it('reads the given values', () => {
    expect(read('country=India&city=Agra&touristPlace=Taj%20Mahal&co=Agra+Highlights')).toEqual({
      country: 'India',
      city: 'Agra',
      touristPlace: 'Taj Mahal',
      plan: 'Agra Highlights',
      hasDestination: true,
    });
  });

  it('treats blank values as missing', () => {
    const query = read('country=%20&city=&touristPlace=++');
    expect(query.country).toBe('No country specified');
    expect(query.city).toBe('No city specified');
    expect(query.touristPlace).toBeNull();
    expect(query.hasDestination).toBe(false);
  });

  it('reads co=no as no plan', () => {
    expect(read('co=no').plan).toBeNull();
    expect(read('co=NO').plan).toBeNull();
  });

  it('has a destination only with both a country and a city', () => {
    expect(read('country=India').hasDestination).toBe(false);
    expect(read('city=Jaipur').hasDestination).toBe(false);
    expect(read('country=India&city=Jaipur').hasDestination).toBe(true);
  });
});

describe('destination links', () => {
  it('links the Explore More popup to /ExploreMore?country=&city=', () => {
    expect(exploreMoreHref('United States', 'New York City')).toBe(
      '/ExploreMore?country=United+States&city=New+York+City',
    );
  });

  it('links a place to /Explore with co=no unless a plan is given', () => {
    expect(placeHref('India', 'Jaipur', 'Hawa Mahal')).toBe(
      '/Explore?country=India&city=Jaipur&touristPlace=Hawa+Mahal&co=no',
    );
    expect(placeHref('India', 'Agra', 'Taj Mahal', 'Agra Highlights')).toBe(
      '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=Agra+Highlights',
    );
  });
});
