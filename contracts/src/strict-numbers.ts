/**
 * Numbers as the edges accept them (issue 22): a JSON number, or a form's decimal text such as
 * "12" or "12.50". Hex ("0x10"), exponents ("1e1"), booleans, arrays and blanks are refused with the
 * field's own message, as `z.coerce.number()` would have let them through (`Number(true)` is 1).
 */
import { z } from 'zod';

const DECIMAL = /^\s*\d+(\.\d+)?\s*$/;
const INTEGER = /^\s*\d+\s*$/;

/** The value as a number when it is a finite JSON number or decimal text; NaN otherwise. */
const asNumber = (pattern: RegExp) => (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && pattern.test(value)) return Number(value);
  return Number.NaN;
};

/**
 * An amount of money with at most two decimals, rounded to the cent before any bound is checked,
 * so 19.999999999 is 20.00 (and 10.0000000001 is 10.00), never a value just inside a limit.
 */
export function moneyField(message: string) {
  return z.preprocess(
    asNumber(DECIMAL),
    z
      .number({ error: message })
      .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message)
      .transform((v) => Math.round(v * 100) / 100),
  );
}

/** A whole number: 2 or "2", never 2.5, "2.0", true or [2]. */
export function integerField(message: string) {
  return z.preprocess(asNumber(INTEGER), z.number({ error: message }).int(message));
}

/** Any decimal: a JSON number or decimal text (an amount in a currency of three decimals, say). */
export function decimalField(message: string) {
  return z.preprocess(asNumber(DECIMAL), z.number({ error: message }).refine(Number.isFinite, message));
}
