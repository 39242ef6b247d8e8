import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { get, post } from '../../test/http.js';

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
