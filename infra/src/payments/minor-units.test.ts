import { describe, expect, it } from 'vitest';
import { RAZORPAY_CURRENCIES } from './currencies.js';
import { minorUnitDigits, toMajor, toMinor } from './minor-units.js';

describe('minor units: how many decimals a currency has', () => {
  it('counts INR and USD in hundredths, JPY and KRW whole, KWD, BHD and OMR in thousandths', () => {
    expect(minorUnitDigits('INR')).toBe(2);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KRW')).toBe(0);
    expect(['KWD', 'BHD', 'OMR'].map(minorUnitDigits)).toEqual([3, 3, 3]);
  });

  it('counts in hundredths every accepted currency Razorpay does not list as zero- or three-decimal', () => {
    // Razorpay: JPY is its zero-decimal currency, KWD, BHD and OMR its three-decimal ones, the rest 2
    // (IDR, HUF, COP, ... included, although Intl displays those without decimals).
    const unusual = { JPY: 0, KWD: 3, BHD: 3, OMR: 3 } as Record<string, number>;
    for (const currency of RAZORPAY_CURRENCIES) {
      expect([currency, minorUnitDigits(currency)]).toEqual([currency, unusual[currency] ?? 2]);
    }
  });

  it('refuses something that is not an ISO 4217 code', () => {
    expect(() => minorUnitDigits('usd')).toThrow(RangeError);
    expect(() => minorUnitDigits('US')).toThrow(/not an ISO 4217 currency code: US/);
  });
});

describe('minor units: major amounts to the smallest unit', () => {
  it('gives 11.99 USD as 1199 cents and 0.1 + 0.2 USD as 30 cents', () => {
    expect(toMinor(11.99, 'USD')).toBe(1199);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(toMinor(4.35, 'INR')).toBe(435);
  });

  it('rounds half-up on the decimal written, where x * 100 in binary falls just below the half', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(1.255, 'EUR')).toBe(126);
    expect(toMinor(1.004, 'USD')).toBe(100);
    expect(toMinor(8.345, 'INR')).toBe(835);
    expect(toMinor(0.125, 'INR')).toBe(13);
  });

  it('keeps whole-unit currencies whole and rounds their fractions half-up', () => {
    expect(toMinor(295, 'JPY')).toBe(295);
    expect(toMinor(295.5, 'JPY')).toBe(296);
    expect(toMinor(295.49, 'JPY')).toBe(295);
  });

  it('gives three-decimal amounts in fils ending in 0, as Razorpay asks (99.991 KWD is 99990)', () => {
    expect(toMinor(99.991, 'KWD')).toBe(99990);
    expect(toMinor(1.234, 'BHD')).toBe(1230);
    expect(toMinor(1.235, 'OMR')).toBe(1240);
    expect(toMinor(99.995, 'KWD')).toBe(100000);
    expect(toMinor(3.5, 'KWD')).toBe(3500);
  });

  it('handles amounts written with an exponent, and refuses amounts it cannot count', () => {
    expect(toMinor(1e-7, 'USD')).toBe(0);
    expect(toMinor(1.5e3, 'USD')).toBe(150000);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(1e20, 'USD')).toThrow(/out of range/);
  });
});

describe('minor units: back to major amounts', () => {
  it('gives 1199 cents as 11.99, 295 yen as 295 and 1230 fils as 1.23', () => {
    expect(toMajor(1199, 'USD')).toBe(11.99);
    expect(toMajor(295, 'JPY')).toBe(295);
    expect(toMajor(1230, 'KWD')).toBe(1.23);
    expect(toMajor(5, 'INR')).toBe(0.05);
  });

  it('round-trips every paise amount up to 1000 rupees', () => {
    for (let paise = 0; paise <= 100_000; paise++) {
      if (toMinor(toMajor(paise, 'INR'), 'INR') !== paise) expect.fail(`${paise} paise did not round-trip`);
    }
  });

  it('refuses a minor amount that is not a whole number', () => {
    expect(() => toMajor(11.5, 'USD')).toThrow(RangeError);
  });
});
