/**
 * The currencies Razorpay accepts (ISO 4217 codes): the table of its international-payments docs
 * ("supported currencies", as mirrored in Odoo's payment_razorpay, last seen online November 2022)
 * plus the zero- and three-decimal currencies Razorpay added in May 2024 (JPY; KWD, BHD, OMR).
 * Both adapters accept exactly this list, so the sandbox never offers what production would refuse.
 */
export const RAZORPAY_CURRENCIES: readonly string[] = Object.freeze(
  [
    'AED ALL AMD ARS AUD AWG BBD BDT BHD BMD BND BOB BSD BWP BZD CAD CHF CNY COP CRC CUP CZK DKK DOP ',
    'DZD EGP ETB EUR FJD GBP GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR JMD JPY KES KGS KHR ',
    'KWD KYD KZT LAK LKR LRD LSL MAD MDL MKD MMK MNT MOP MUR MVR MWK MXN MYR NAD NGN NIO NOK NPR NZD ',
    'OMR PEN PGK PHP PKR QAR RUB SAR SCR SEK SGD SLL SOS SSP SVC SZL THB TTD TZS USD UYU UZS YER ZAR',
  ]
    .join('')
    .split(' '),
);

const accepted = new Set(RAZORPAY_CURRENCIES);

export const isAcceptedCurrency = (currency: string): boolean => accepted.has(currency);
