import { describe, expect, it } from 'vitest';
import { BundledCatalog } from './catalog.js';
import { placeKindOf } from './place-kind.js';

describe('the kind of a place a live source names', () => {
  it('reads it from the name first', () => {
    expect(placeKindOf('Mehrangarh Fort')).toBe('fort');
    expect(placeKindOf('Umaid Bhawan Palace')).toBe('palace');
    expect(placeKindOf('Itmad-ud-Daulah’s Tomb', 'Historical landmark')).toBe('tomb');
    expect(placeKindOf('Jama Masjid')).toBe('mosque');
    expect(placeKindOf('St. Paul’s Cathedral')).toBe('church');
    expect(placeKindOf('Baga Beach', 'Tourist attraction')).toBe('beach');
  });

  it('then from the source’s type, and says landmark when neither tells', () => {
    expect(placeKindOf('Birla Mandir Hyderabad')).toBe('temple');
    expect(placeKindOf('Salar Jung', 'Museum')).toBe('museum');
    expect(placeKindOf('Lodhi', 'Park')).toBe('garden');
    expect(placeKindOf('Chand Baori', 'Tourist attraction')).toBe('landmark');
  });

  it('takes the head noun: the last kind word, or the first one before "of"', () => {
    expect(placeKindOf('Tower Bridge')).toBe('bridge');
    expect(placeKindOf('Temple of the Sacred Tooth Relic')).toBe('temple');
    expect(placeKindOf('Museum of the Fort')).toBe('museum');
  });

  it('never takes a palace for a fort: the word that is there decides', () => {
    expect(placeKindOf('Buckingham Palace', 'Fort & Palace')).toBe('palace');
    expect(placeKindOf('Red Fort')).toBe('fort');
  });

  it('agrees with most of what the curated catalog says of its own places', () => {
    const places = new BundledCatalog().catalog().places;
    const agreeing = places.filter((place) => placeKindOf(place.name) === place.kind);
    // Named for what they are (Tower Bridge, Hawa Mahal): the rest (Charminar, Colosseum) need the
    // catalog's own word.
    expect(agreeing.length / places.length).toBeGreaterThan(0.6);
  });
});
