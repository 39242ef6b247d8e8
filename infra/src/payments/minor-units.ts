/**
 * Amounts in a currency's smallest unit, as Razorpay takes them (11.99 USD is 1199 cents,
 * 295 JPY is 295, 1.234 KWD is 1230 fils), converted through decimal strings so that binary
 * floating point never shifts a cent (0.1 + 0.2 USD is 30 cents, not 31 or 29).
 */

/**
 * Currencies whose minor unit is the hundredth (ISO 4217, and how Razorpay counts them) although
 * CLDR, which Intl reports, displays them without decimals.
 */
const HUNDREDTHS_THOUGH_DISPLAYED_WHOLE = new Set('ALL COP HUF IDR LAK MMK PKR SLL SOS YER'.split(' '));

/** Razorpay asks three-decimal amounts to end in 0 (99.991 KWD is charged as 99990 fils). */
const THREE_DECIMAL_STEP = 10;

const digitsByCurrency = new Map<string, number>();

/** How many decimals the currency's minor unit has: 0 (JPY, KRW), 3 (KWD, BHD, OMR) or 2. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits !== undefined) return digits;
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
  digits = HUNDREDTHS_THOUGH_DISPLAYED_WHOLE.has(currency)
    ? 2
    : (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2);
  // Intl is slow to build a formatter; prices are computed on every order.
  digitsByCurrency.set(currency, digits);
  return digits;
}

/** `value` x 10^places, computed on its shortest decimal form rather than on the binary fraction. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero (half-up for the positive amounts of payments). */
function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function checkedInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is out of range`);
  // -0 would print as 0 but compares oddly in JSON round trips.
  return value === 0 ? 0 : value;
}

/** The amount in the currency's smallest unit, rounded half-up to what Razorpay can charge. */
export function toMinor(amountMajor: number, currency: string): number {
  if (!Number.isFinite(amountMajor)) throw new RangeError(`amount must be a finite number: ${amountMajor}`);
  const digits = minorUnitDigits(currency);
  const minor =
    digits === 3
      ? roundHalfUp(shiftDecimal(amountMajor, digits - 1)) * THREE_DECIMAL_STEP
      : roundHalfUp(shiftDecimal(amountMajor, digits));
  return checkedInteger(minor, `${amountMajor} ${currency}`);
}

/** The amount in major units (1199 USD cents is 11.99). */
export function toMajor(amountMinor: number, currency: string): number {
  checkedInteger(amountMinor, `${amountMinor} minor units of ${currency}`);
  return shiftDecimal(amountMinor, -minorUnitDigits(currency));
}
