import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import type { Deps } from '../deps/deps.js';
import { inCurrency, listCurrencies } from './currencies.js';

// The bundled table, read here on its own, so the test does not take the code's word for the rates.
const dataset = createRequire(import.meta.url)('@fawazahmed0/currency-api/v1/currencies/usd.json') as {
  date: string;
  usd: Record<string, number>;
};
const perUsd = (code: string) => dataset.usd[code.toLowerCase()] ?? Number.NaN;

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('GET /api/currencies', () => {
  it('names, in code order, the currencies the payment adapter accepts and the rates price', async () => {
    const { status, body } = await get(h, '/api/currencies');
    expect(status).toBe(200);
    expect(body).toMatchObject({ INR: 'Indian Rupee', USD: 'US Dollar', EUR: 'Euro', JPY: 'Japanese Yen' });
    const codes = Object.keys(body);
    expect(codes).toEqual([...codes].sort());
    expect(codes.length).toBeGreaterThan(50);
    // Priced by the rates but not accepted by Razorpay; a token in the rates' source.
    expect(body.KRW).toBeUndefined();
    expect(body.BTC).toBeUndefined();
  });
});

describe('POST /api/processPayment', () => {
  const convert = (amountInUSD: unknown, userPreferredCurrency: unknown) =>
    post(h, '/api/processPayment', { amountInUSD, userPreferredCurrency });

  it("converts at the dated bundled rate, rounded to the currency's smallest unit", async () => {
    const inr = await convert(11.99, 'inr');
    expect(inr).toMatchObject({
      status: 200,
      body: {
        amountInPreferredCurrency: Math.round(11.99 * perUsd('INR') * 100) / 100,
        ratesDate: dataset.date,
      },
    });
    const jpy = await convert(19.99, 'JPY');
    expect(jpy.body.amountInPreferredCurrency).toBe(Math.round(19.99 * perUsd('JPY')));
    expect((await convert(5, 'USD')).body.amountInPreferredCurrency).toBe(5);
    const kwd = (await convert(11.99, 'KWD')).body.amountInPreferredCurrency as number;
    expect(Math.abs(kwd - 11.99 * perUsd('KWD'))).toBeLessThanOrEqual(0.005);
  });

  it('refuses a currency nobody can pay in, and amounts it was not made for, with a clear message', async () => {
    for (const currency of ['KRW', 'XYZ', 'BTC'])
      expect(await convert(10, currency)).toMatchObject({
        status: 400,
        body: {
          code: 'UNSUPPORTED_CURRENCY',
          message: 'Payments in this currency are not accepted. Please choose another currency.',
        },
      });
    expect((await convert(10, 'rupees')).body).toEqual({
      message: 'Choose a currency.',
      code: 'INVALID_INPUT',
    });
    expect((await convert(-1, 'INR')).body.message).toBe('Enter an amount above zero.');
    expect((await convert('lots', 'INR')).body.message).toBe('Enter an amount.');
    expect((await convert(10_000_000, 'INR')).body.message).toBe('Enter an amount of at most 100000 USD.');
  });
});

/** The product's deps, its port `key`'s calls in `changed` answering instead of its own. */
function answering<K extends 'rates' | 'payments'>(key: K, changed: Partial<Deps[K]>): Deps {
  const real = h.deps[key];
  return { ...h.deps, [key]: Object.assign(Object.create(real) as Deps[K], changed) };
}

describe('a currency accepted but not priced, or priced but listed out of order', () => {
  /** The rate table as the product has it, without a rate for euros. */
  const noEuroRate = () =>
    answering('rates', {
      table: async () => {
        const table = await h.deps.rates.table();
        const { EUR: _, ...perUsd } = table.perUsd;
        return { ...table, perUsd };
      },
    });

  it('neither lists nor converts to a currency the payment adapter accepts but no rate prices', async () => {
    const deps = noEuroRate();
    const listed = await listCurrencies(deps);
    expect(listed).not.toHaveProperty('EUR');
    expect(listed).toMatchObject({ USD: 'US Dollar', INR: 'Indian Rupee' });
    // Without a rate there is no price: never an amount of NaN euros.
    await expect(inCurrency(deps, 11.99, 'EUR')).rejects.toMatchObject({ appCode: 'UNSUPPORTED_CURRENCY' });
  });

  it('lists the currencies in code order whatever order the payment adapter names them in', async () => {
    const accepted = h.deps.payments.acceptedCurrencies();
    const deps = answering('payments', { acceptedCurrencies: () => [...accepted].reverse() });
    const codes = Object.keys(await listCurrencies(deps));
    expect(codes.length).toBeGreaterThan(50);
    expect(codes).toEqual([...codes].sort());
  });
});
