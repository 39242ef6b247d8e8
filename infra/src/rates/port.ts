/** The exchange-rates port: how many units of each currency one US dollar buys, and as of when. */

export interface RateTable {
  /** The day the rates are from (YYYY-MM-DD): the payment popup shows it. */
  date: string;
  /** Units of each currency (ISO 4217 code, upper case) per US dollar; USD itself is 1. */
  perUsd: Readonly<Record<string, number>>;
}

export interface Rates {
  readonly kind: 'bundled' | 'http';
  /** The current table; an adapter that cannot refresh answers its last good one. */
  table(): Promise<RateTable>;
}

/** The ISO 4217 currencies this runtime knows, so crypto tokens in a source never pass as money. */
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Keeps the ISO currencies of a source's `{ code: units per USD }`, codes upper-cased, USD at 1. */
export function isoRates(source: Readonly<Record<string, unknown>>): Record<string, number> {
  const rates: Record<string, number> = { USD: 1 };
  for (const [code, rate] of Object.entries(source)) {
    const upper = code.toUpperCase();
    if (ISO_CURRENCIES.has(upper) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0)
      rates[upper] = rate;
  }
  return rates;
}
