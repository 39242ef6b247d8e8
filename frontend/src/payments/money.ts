/**
 * Prices as the payment popup shows them. The discount is taken in whole cents first and minor
 * units are counted as the gateway counts them (infra/src/payments/minor-units.ts), so the amount
 * shown is the amount the server prices the order at.
 */
import { roundMinorTo } from '@app/contracts';

/** ISO 4217 hundredths that CLDR (and so Intl) displays without decimals. */
const HUNDREDTHS_THOUGH_DISPLAYED_WHOLE = new Set('ALL COP HUF IDR LAK MMK PKR SLL SOS YER'.split(' '));

/** Decimals of the currency's minor unit: 0 (JPY, KRW), 3 (KWD, BHD, OMR) or 2. */
export function minorDigits(currency: string): number {
  if (HUNDREDTHS_THOUGH_DISPLAYED_WHOLE.has(currency)) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    // Not a currency Intl knows: show it as most are.
    return 2;
  }
}

/** A US-dollar price less a coupon's percent, in whole cents (11.99 less 20% is 9.59). */
export function discountedUsd(priceUsd: number, percent: number): number {
  return Math.round(priceUsd * (100 - percent)) / 100;
}

/**
 * A converted amount (`payments.convert`'s, in major units) rounded to `decimals` as the server rounds
 * the order: 1920.75 INR is shown, and charged, as 1920.8 for the Quadweek plan (spec §7).
 */
export function shownPrice(amount: number, currency: string, decimals: number): number {
  const digits = minorDigits(currency);
  return roundMinorTo(Math.round(amount * 10 ** digits), digits, decimals) / 10 ** digits;
}

/** An amount in the currency's smallest unit, in major units (1199 USD cents is 11.99). */
export function fromMinor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

/** '€9.17', '₹1,003.45', '¥1,808': the amount with its currency's symbol and decimals. */
export function formatMoney(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** How the currency dropdown names a currency: 'INR - Indian Rupee' (spec §2). */
export function currencyLabel(code: string, name: string): string {
  return `${code} - ${name}`;
}
