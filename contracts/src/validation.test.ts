import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { PHONE_EXAMPLE } from './account-rules.js';
import { MESSAGES } from './messages.js';
import { emailField } from './schemas.js';
import {
  checkBookingSlot,
  checkEmail,
  checkOffer,
  checkOpinion,
  checkPassword,
  checkPeople,
  checkPhone,
  checkPreference,
} from './validation.js';

/**
 * The spec's e-mail pattern (text, @, text, dot, text), as the reference checkEmail must agree
 * with; polynomial on hostile input (issue 23), so it is run here on short texts only.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('e-mail rule', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@sub.domain.in'])('accepts %s', (email) => {
    expect(checkEmail(email)).toBeNull();
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.'])(
    'answers "Please enter a valid email address." for %j',
    (email) => {
      expect(checkEmail(email)).toBe(MESSAGES.invalidEmail);
    },
  );
});

describe('e-mail rule read in one pass', () => {
  it('agrees with the address pattern on every text of up to 6 of @, dots, spaces and letters', () => {
    const units = ['a', '.', '@', ' ', '\u2028', 'é'];
    let texts = [''];
    for (let length = 1; length <= 6; length++) {
      texts = texts.flatMap((t) => (t.length === length - 1 ? units.map((u) => t + u) : [t]));
      for (const value of texts.filter((t) => t.length === length))
        if ((checkEmail(value) === null) !== EMAIL_PATTERN.test(value))
          throw new Error(`disagree on ${JSON.stringify(value)}`);
    }
    expect(texts.length).toBe(6 ** 6);
  });

  it('refuses the address that froze the server ("a@", 99,000 dots and a space)', () => {
    expect(checkEmail(`a@${'.'.repeat(99_000)} `)).toBe(MESSAGES.invalidEmail);
    expect(emailField.safeParse(`a@${'.'.repeat(99_000)} `).error?.issues.map((i) => i.message)).toEqual([
      'Must be at most 254 characters.',
    ]);
  });
});

describe('password rule: 8 to 13 characters', () => {
  it.each([
    [7, MESSAGES.passwordLength],
    [8, null],
    [13, null],
    [14, MESSAGES.passwordLength],
    [0, MESSAGES.passwordLength],
  ])('a password of %i characters gives %j', (length, expected) => {
    expect(checkPassword('p'.repeat(length))).toBe(expected);
  });
});

describe('phone rule: + and country code and a number valid for that country (libphonenumber-js)', () => {
  it.each([
    ['an Indian mobile', '+918123456789'],
    ['another Indian mobile', '+919876543210'],
    ['a Bengaluru landline', '+918045678900'],
    ['a US number', '+14155552671'],
    ['a UK mobile', '+447400123456'],
  ])('accepts %s (%s)', (_, phone) => expect(checkPhone(phone)).toBeNull());

  it('accepts its own placeholder, the library example Indian mobile number', () => {
    expect(PHONE_EXAMPLE).toBe(getExampleNumber('IN', examples)?.number);
    expect(checkPhone(PHONE_EXAMPLE)).toBeNull();
  });

  it.each([
    ['a +91 number one digit short', '+9181234567'],
    ['a +91 number one digit long', '+9181234567890'],
    ['a US number whose area code starts with 1', '+11234567890'],
    ['a number without +', '918123456789'],
    ['a number with a letter', '+91812345678a'],
    ['a number with spaces', '+91 81234 56789'],
    ['only a country code', '+91'],
    ['nothing', ''],
  ])('answers "phone number must have 10 numbers" for %s (%j)', (_, phone) =>
    expect(checkPhone(phone)).toBe(MESSAGES.phoneLength),
  );
});

describe('people rule: a whole number, at least 1', () => {
  it.each([1, 2, 40])('accepts %i', (n) => expect(checkPeople(n)).toBeNull());
  it.each([0, -1, 1.5, Number.NaN])('refuses %d', (n) => expect(checkPeople(n)).toBe(MESSAGES.peopleMinimum));
});

describe('negotiation offer: strictly between 10 and 20, in cents', () => {
  it.each([10.01, 15, 19.99])('accepts %d', (offer) => expect(checkOffer(offer)).toBeNull());
  it.each([10, 20, 9.99, 20.01, 15.001, Number.NaN, Number.POSITIVE_INFINITY])(
    'answers "Price must be bwtween (10 to 20)" for %d',
    (offer) => expect(checkOffer(offer)).toBe('Price must be bwtween (10 to 20)'),
  );
});

describe('reserved booking slot: from 07:00, before 21:00, not in the past (India time)', () => {
  // 2026-11-22 10:00 in India is 04:30 UTC.
  const now = new Date('2026-11-22T04:30:00Z');
  it.each(['07:00', '20:59', '12:30'])('accepts %s tomorrow', (time) => {
    expect(checkBookingSlot({ date: '2026-11-23', time }, now)).toBeNull();
  });
  it.each(['06:59', '21:00', '23:30', '00:00'])(
    'answers "Please select a time between 7am and 9pm." for %s',
    (time) => {
      expect(checkBookingSlot({ date: '2026-11-23', time }, now)).toBe(MESSAGES.bookingHours);
    },
  );
  it('accepts later today and refuses earlier today', () => {
    expect(checkBookingSlot({ date: '2026-11-22', time: '10:00' }, now)).toBeNull();
    expect(checkBookingSlot({ date: '2026-11-22', time: '09:59' }, now)).toBe(MESSAGES.bookingInPast);
  });
  it('refuses yesterday, and impossible dates', () => {
    expect(checkBookingSlot({ date: '2026-11-21', time: '12:00' }, now)).toBe(MESSAGES.bookingInPast);
    expect(checkBookingSlot({ date: '2026-02-30', time: '12:00' }, now)).toBe(MESSAGES.bookingInPast);
    expect(checkBookingSlot({ date: 'tomorrow', time: '12:00' }, now)).toBe(MESSAGES.bookingInPast);
    expect(checkBookingSlot({ date: '2026-11-23', time: '7am' }, now)).toBe(MESSAGES.bookingInPast);
  });
  it('uses the guide’s time zone, not the server’s', () => {
    // 23:00 UTC on the 22nd is already 04:30 on the 23rd in India.
    const late = new Date('2026-11-22T23:00:00Z');
    expect(checkBookingSlot({ date: '2026-11-23', time: '07:00' }, late)).toBeNull();
    expect(checkBookingSlot({ date: '2026-11-22', time: '20:00' }, late)).toBe(MESSAGES.bookingInPast);
  });
});

describe('text rules', () => {
  it('refuses an empty or blank preference', () => {
    expect(checkPreference('  ')).toBe('Please select or enter a valid preference.');
    expect(checkPreference('Historian')).toBeNull();
  });
  it('refuses an empty opinion', () => {
    expect(checkOpinion('')).toBe('opinion cant be empty');
    expect(checkOpinion('Lovely tour')).toBeNull();
  });
});
