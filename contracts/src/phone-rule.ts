/**
 * The profile's phone rule (spec §5, DECISIONS 15) on libphonenumber-js. The `min` metadata checks a
 * number's length per country, not its digit patterns: it keeps the bundle small and does not
 * refuse numbers from newly allocated ranges.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { MESSAGES } from './messages.js';

/**
 * '+', the country code and a number of the right length for that country, digits only (e.g.
 * +918123456789). The spec's '12 characters' would refuse every +91 number.
 */
export function checkPhone(value: string): string | null {
  return /^\+\d+$/.test(value) && isValidPhoneNumber(value) ? null : MESSAGES.phoneLength;
}
