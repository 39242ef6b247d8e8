import { describe, expect, it } from 'vitest';
import { negotiationSchema } from './bookings.js';
import { createOrderSchema, processPaymentSchema } from './payments.js';
import { checkOffer } from './validation.js';

const offer = (offerPrice: unknown, noOfPeople: unknown = 2) =>
  negotiationSchema.safeParse({
    guideId: 'asha@example.com',
    touristPlace: 'Taj Mahal',
    offerPrice,
    noOfPeople,
  });

describe('numbers at the edges (issue 22: loose numbers)', () => {
  it('takes a number or a form’s decimal text', () => {
    expect(offer(12.5).data?.offerPrice).toBe(12.5);
    expect(offer('19.99').data?.offerPrice).toBe(19.99);
    expect(offer(' 15 ', '3').data).toMatchObject({ offerPrice: 15, noOfPeople: 3 });
  });

  it('refuses hex, exponents, booleans, arrays and blanks with the spec’s message (a third decimal is the service’s OFFER_RANGE)', () => {
    for (const bad of ['0x10', '1e1', true, [19.99], '', null, {}, Number.NaN, 'Infinity']) {
      const parsed = offer(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Price must be bwtween (10 to 20)');
    }
  });

  it('counts people in whole numbers only', () => {
    for (const bad of [true, [2], '0x2', '2.0', 2.5, '1e1'])
      expect(offer(12.5, bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        'Number of people must be at least 1.',
      );
  });

  it('compares an offer with its bounds in cents after rounding', () => {
    expect(checkOffer(19.999999999)).toBe('Price must be bwtween (10 to 20)');
    expect(checkOffer(10.0000000001)).toBe('Price must be bwtween (10 to 20)');
    expect(checkOffer(10.01)).toBeNull();
    expect(checkOffer(19.99)).toBeNull();
  });

  it('refuses a hex or boolean amount to pay or convert', () => {
    const item = { type: 'plan', plan: 'x' };
    for (const amount of ['0x10', true, [10]]) {
      expect(createOrderSchema.safeParse({ amount, preferredCurrency: 'USD', item }).success).toBe(false);
      expect(
        processPaymentSchema.safeParse({ amountInUSD: amount, userPreferredCurrency: 'USD' }).success,
      ).toBe(false);
    }
    expect(
      createOrderSchema.safeParse({ amount: '1.234', preferredCurrency: 'KWD', item }).data?.amount,
    ).toBe(1.234);
  });
});
