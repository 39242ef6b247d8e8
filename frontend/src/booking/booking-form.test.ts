import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountFor,
  bookingFor,
  checkDetails,
  checkOfferText,
  checkPeopleText,
  dateBounds,
  firstInvalid,
  searchFor,
} from './booking-form';
import type { DetailsFields } from './booking-steps';

// 10:00 in India (UTC+5:30) on 10 March 2026.
const NOW = new Date('2026-03-10T04:30:00Z');
const reserved = (fields: Partial<DetailsFields>): DetailsFields => ({
  people: '2',
  location: 'Hotel Clarks, Agra',
  date: '2026-03-11',
  time: '10:00',
  ...fields,
});

describe('Number of People', () => {
  it('must be a whole number of at least 1', () => {
    expect(checkPeopleText('1')).toBeNull();
    expect(checkPeopleText('12')).toBeNull();
    for (const bad of ['', '  ', '0', '-1', '1.5', 'two'])
      expect(checkPeopleText(bad)).toBe(MESSAGES.peopleMinimum);
  });

  it('refuses more than one guide can take', () => {
    expect(checkPeopleText('50')).toBeNull();
    expect(checkPeopleText('51')).toMatch(/At most 50 people/);
  });
});

describe('the details form', () => {
  it('checks only the people of an instant booking', () => {
    expect(checkDetails('instant', { people: '3', location: '', date: '', time: '' }, NOW)).toEqual({});
    expect(checkDetails('instant', { people: '0', location: '', date: '', time: '' }, NOW)).toEqual({
      people: MESSAGES.peopleMinimum,
    });
  });

  it('requires the pick-up location, date and time of a reserved booking', () => {
    const errors = checkDetails('reserved', reserved({ location: ' ', date: '', time: '' }), NOW);
    expect(errors).toEqual({
      location: MESSAGES.guideFieldsRequired,
      date: MESSAGES.guideFieldsRequired,
      time: MESSAGES.guideFieldsRequired,
    });
    expect(firstInvalid('reserved', errors)).toBe('location');
  });

  it("says 'The selected date and time cannot be in the past.' on the date", () => {
    expect(checkDetails('reserved', reserved({ date: '2026-03-10', time: '09:59' }), NOW)).toEqual({
      date: MESSAGES.bookingInPast,
    });
    expect(checkDetails('reserved', reserved({ date: '2026-03-10', time: '10:00' }), NOW)).toEqual({});
  });

  it("says 'Please select a time between 7am and 9pm.' on the time", () => {
    expect(checkDetails('reserved', reserved({ time: '06:59' }), NOW)).toEqual({
      time: MESSAGES.bookingHours,
    });
    expect(checkDetails('reserved', reserved({ time: '21:00' }), NOW)).toEqual({
      time: MESSAGES.bookingHours,
    });
    expect(checkDetails('reserved', reserved({ time: '07:00' }), NOW)).toEqual({});
    expect(checkDetails('reserved', reserved({ time: '20:59' }), NOW)).toEqual({});
  });

  it('puts the first field in error first, in the order the form shows them', () => {
    expect(firstInvalid('reserved', { people: 'x', time: 'y' })).toBe('time');
    expect(firstInvalid('instant', {})).toBeNull();
  });

  it('offers dates from today in India to a year ahead', () => {
    // 23:00 UTC on the 10th is already the 11th in India.
    expect(dateBounds(new Date('2026-03-10T23:00:00Z'))).toEqual({ min: '2026-03-11', max: '2027-03-11' });
  });
});

describe('the requests built from the form', () => {
  const place = { touristPlace: 'Taj Mahal', city: 'Agra' };

  it('searches an instant grid without a slot, a reserved one with it', () => {
    expect(searchFor('instant', place, reserved({}))).toEqual({ kind: 'instant', ...place });
    expect(searchFor('reserved', place, reserved({}))).toEqual({
      kind: 'reserved',
      ...place,
      date: '2026-03-11',
      time: '10:00',
    });
    expect(searchFor('instant', { touristPlace: 'Hampi' }, reserved({}))).toEqual({
      kind: 'instant',
      touristPlace: 'Hampi',
    });
  });

  it('books the chosen guide for the search, with the pick-up location when reserved', () => {
    const search = searchFor('reserved', place, reserved({}));
    expect(bookingFor(search, reserved({ people: ' 3 ', location: ' Gate 1 ' }), 'g@x.example')).toEqual({
      ...search,
      guideEmail: 'g@x.example',
      numPeople: 3,
      location: 'Gate 1',
    });
    expect(bookingFor(searchFor('instant', place, reserved({})), reserved({}), 'g@x.example')).toEqual({
      kind: 'instant',
      ...place,
      guideEmail: 'g@x.example',
      numPeople: 2,
    });
  });
});

describe('the offer', () => {
  it("is strictly between 10 and 20 in cents, else 'Price must be bwtween (10 to 20)'", () => {
    for (const good of ['10.01', '15', '19.99']) expect(checkOfferText(good)).toBeNull();
    for (const bad of ['', '10', '20', '9', '21', '12.345', 'abc'])
      expect(checkOfferText(bad)).toBe(MESSAGES.offerRange);
  });

  it('costs the price per person times the people, in whole cents', () => {
    expect(amountFor(14.5, 3)).toBe(43.5);
    expect(amountFor(0.1, 3)).toBe(0.3);
  });
});
