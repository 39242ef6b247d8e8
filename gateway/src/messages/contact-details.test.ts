/**
 * Contact details held back until a booking is paid, as a rule: whatever words surround them and
 * however they are typed, no phone number, e-mail address or link of a generated message survives;
 * and the dates, times, prices and counts travellers ask about are left as they were.
 */
import { MESSAGE_TEXTS } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdBackContacts } from './contact-details.js';

const word = fc.constantFrom(
  'Namaste',
  'we',
  'can',
  'meet',
  'at',
  'the',
  'gate',
  'Agra',
  'Fort',
  'call',
  'me',
  'on',
  'or',
  'mail',
  'ok?',
  '—',
  'तो',
  '明天',
);
const words = fc.array(word, { maxLength: 6 }).map((w) => w.join(' '));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const separator = fc.constantFrom('', '', ' ', '-', '.', ' - ');

/**
 * Typed exactly as a date that exists (2026-12-05, 05-12-2026): read as the date, which stays (the
 * last example below). No generated phone number is shaped so.
 */
const CALENDAR_DATE =
  /^(?:19|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])$|^(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-(?:19|20)\d\d$/;

/** A phone number as people type one: 8 to 13 digits, a country code or not, separators between. */
const phone = fc
  .tuple(
    fc.constantFrom('', '+91 ', '+91-', '0', '(022) ', '+1 '),
    fc.array(fc.tuple(digit, separator), { minLength: 8, maxLength: 13 }),
  )
  .map(([prefix, digits]) => ({
    typed: prefix + digits.map(([d, s], i) => (i === digits.length - 1 ? d : d + s)).join(''),
    digits: digits.map(([d]) => d).join(''),
  }))
  .filter(({ typed }) => !CALENDAR_DATE.test(typed));
/** With a digit, so that no surrounding word or the placeholder contains it by chance. */
const label = fc.stringMatching(/^[a-z]{1,4}[0-9][a-z0-9]{0,6}$/);
const email = fc
  .tuple(
    label,
    fc.constantFrom('@', ' @ ', '(at)', ' [at] '),
    label,
    fc.constantFrom('.com', '.in', '.co.in', ' dot com', '(dot)org'),
  )
  .map(([user, at, host, tld]) => ({ typed: `${user}${at}${host}${tld}`, secret: host }));
const link = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'www.', ''),
    label,
    fc.constantFrom('.com', '.in', '.me', '.io'),
    fc.constantFrom('', '/x', '/call?id=7'),
  )
  .map(([scheme, host, tld, path]) => ({ typed: `${scheme}${host}${tld}${path}`, secret: `${host}${tld}` }));

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('contact details, held back', () => {
  it('no generated phone number survives, whatever surrounds it', () => {
    fc.assert(
      fc.property(words, phone, words, (before, { typed, digits }, after) => {
        const { text, held } = holdBackContacts(`${before} ${typed} ${after}`);
        expect(held).toBe(true);
        expect(digitsOf(text)).not.toContain(digits.slice(-8));
      }),
      { numRuns: 500 },
    );
  });

  it('holds back eight digits typed in the shape of a date that does not exist', () => {
    for (const typed of ['0000-00-00', '9876-54-32', '12-34-5678', '2026-13-05'])
      expect(holdBackContacts(`call ${typed} ok?`)).toEqual({
        text: `call ${MESSAGE_TEXTS.held} ok?`,
        held: true,
      });
  });

  it('no generated e-mail address or link survives', () => {
    fc.assert(
      fc.property(words, fc.oneof(email, link), words, (before, { typed, secret }, after) => {
        const { text, held } = holdBackContacts(`${before} ${typed} ${after}`);
        expect(held).toBe(true);
        expect(text.replaceAll(MESSAGE_TEXTS.held, '')).not.toContain(secret);
        expect(text).toContain(MESSAGE_TEXTS.held);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves dates, times, prices and counts as they were', () => {
    for (const plain of [
      'Can we start at 10:30 on 2026-12-05 instead?',
      'We are 4 people, 2 adults and 2 children; is ₹1,500 per person fine?',
      'Sunrise is around 6.45, the gate opens at 06:00. Tour of 3 hours.',
      'Meet me on 05-12-2026 at the East Gate of the Taj Mahal, near ticket counter 2.',
      'Room 204, 1st floor. Flight AI 302 lands 14:05.',
      'Meet at gate.We go in at 9. See you at the fort dot.',
    ])
      expect(holdBackContacts(plain)).toEqual({ text: plain, held: false });
  });
});
