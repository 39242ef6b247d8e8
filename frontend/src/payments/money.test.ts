import { describe, expect, it } from 'vitest';
import { currencyLabel, discountedUsd, formatMoney, fromMinor, minorDigits, shownPrice } from './money';

describe('money', () => {
  it('takes a coupon off in whole cents, as the server prices the order', () => {
    expect(discountedUsd(11.99, 20)).toBe(9.59);
    expect(discountedUsd(19.99, 25)).toBe(14.99);
    expect(discountedUsd(11.99, 0)).toBe(11.99);
  });

  it('counts minor units as the gateway does, not as Intl displays them', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(minorDigits('IDR')).toBe(2);
    expect(fromMinor(1199, 'USD')).toBe(11.99);
    expect(fromMinor(1808, 'JPY')).toBe(1808);
  });

  it('rounds a converted price to the decimals its item is shown to, in the currency’s units', () => {
    expect(shownPrice(1920.75, 'INR', 1)).toBe(1920.8);
    expect(shownPrice(1920.74, 'INR', 1)).toBe(1920.7);
    expect(shownPrice(1920.75, 'INR', 2)).toBe(1920.75);
    expect(shownPrice(3067, 'JPY', 1)).toBe(3067);
    expect(shownPrice(6.136, 'KWD', 1)).toBe(6.1);
  });

  it('shows an amount with its currency and the unit’s decimals', () => {
    expect(formatMoney(9.2, 'EUR')).toBe('€9.20');
    expect(formatMoney(1003.456, 'INR')).toBe('₹1,003.46');
    expect(formatMoney(1808, 'JPY')).toBe('JP¥1,808');
  });

  it("names a currency as 'CODE - Name'", () => {
    expect(currencyLabel('INR', 'Indian Rupee')).toBe('INR - Indian Rupee');
  });
});
