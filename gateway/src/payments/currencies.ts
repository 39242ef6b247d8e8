/**
 * The currencies a traveller can pay in (those the payment adapter accepts and the rate table
 * prices) and prices converted from US dollars, rounded to the currency's smallest unit.
 */
import { MESSAGES, type ProcessPaymentInput } from '@app/contracts';
import { toMajor, toMinor } from '@app/infra';
import { AppError, type Ports } from '../core/index.js';

const NAMES = new Intl.DisplayNames(['en'], { type: 'currency' });

type RateDeps = Pick<Ports, 'payments' | 'rates'>;

/** `GET /api/currencies`: code → English name, in code order. */
export async function listCurrencies(deps: RateDeps): Promise<Record<string, string>> {
  const { perUsd } = await deps.rates.table();
  const payable = deps.payments.acceptedCurrencies().filter((code) => perUsd[code] !== undefined);
  return Object.fromEntries([...payable].sort().map((code) => [code, NAMES.of(code) ?? code]));
}

/** Units of `currency` per US dollar, and the day of the rate; refuses a currency nobody can pay in. */
export async function rateOf(deps: RateDeps, currency: string): Promise<{ rate: number; date: string }> {
  const table = await deps.rates.table();
  const rate = table.perUsd[currency];
  if (rate === undefined || !deps.payments.acceptedCurrencies().includes(currency))
    throw new AppError('BAD_REQUEST', MESSAGES.unsupportedCurrency, 'UNSUPPORTED_CURRENCY');
  return { rate, date: table.date };
}

/** A US-dollar amount in `currency`, in its major unit rounded to its smallest one. */
export async function inCurrency(deps: RateDeps, amountUsd: number, currency: string) {
  const { rate, date } = await rateOf(deps, currency);
  return { amount: toMajor(toMinor(amountUsd * rate, currency), currency), ratesDate: date };
}

/** `POST /api/processPayment`: the price to show; `ratesDate` is the day of the rate used. */
export async function convertForDisplay(deps: RateDeps, input: ProcessPaymentInput) {
  const { amount, ratesDate } = await inCurrency(deps, input.amountInUSD, input.userPreferredCurrency);
  return { amountInPreferredCurrency: amount, ratesDate };
}
