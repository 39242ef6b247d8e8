/** Business constants and limits of spec §9; the server enforces them, the browser mirrors them. */

export const PASSWORD_LENGTH = { min: 8, max: 13 } as const;
export const GUIDE_PHONE_MAX_DIGITS = 10;
export const GUIDE_COUNTRY_CODES = ['+91', '+44', '+977', '+1'] as const;
export const DEFAULT_GUIDE_COUNTRY_CODE = '+91';

export const BOOKING_HOURS = { firstHour: 7, endHour: 21, timeZone: 'Asia/Kolkata' } as const;
export const NEGOTIATION = { minExclusive: 10, maxExclusive: 20, step: 0.01 } as const;
export const MIN_PEOPLE = 1;

export const PLAN_LABELS = {
  free: 'Free Plan - 0$/month',
  fortnight: 'Fortnight Plan - 11.99$/2-weeks',
  quadweek: 'Quadweek Plan - 19.99$/28-days',
} as const;
export type PlanId = keyof typeof PLAN_LABELS;
export type PlanLabel = (typeof PLAN_LABELS)[PlanId];

export interface SubscriptionPlan {
  readonly id: PlanId;
  readonly name: string;
  readonly label: PlanLabel;
  readonly priceUsd: number;
  readonly priceText: string;
  /** Minutes of audio in the plan's period; null for the free plan, limited per use instead. */
  readonly audioMinutes: number | null;
  readonly dailyUses: number | null;
  readonly periodDays: number | null;
  /** Decimals its price is shown and charged to in the buyer's currency (spec §7: 1 for Quadweek). */
  readonly priceDecimals: number;
  readonly benefits: readonly string[];
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'free',
    name: 'Free Plan',
    label: PLAN_LABELS.free,
    priceUsd: 0,
    priceText: '0$/month',
    audioMinutes: null,
    dailyUses: 10,
    periodDays: null,
    priceDecimals: 2,
    benefits: [
      '1 minute of audio',
      '10 uses per day',
      'Audio and description in any language',
      'Worldwide',
      'Map access',
    ],
  },
  {
    id: 'fortnight',
    name: 'Fortnight Plan',
    label: PLAN_LABELS.fortnight,
    priceUsd: 11.99,
    priceText: '11.99$/2-weeks',
    audioMinutes: 90,
    dailyUses: null,
    periodDays: 14,
    priceDecimals: 2,
    benefits: [
      '90 minutes of audio',
      'No daily limit',
      'Full audio books',
      'Audio and description in any language',
      'Worldwide',
    ],
  },
  {
    id: 'quadweek',
    name: 'Quadweek Plan',
    label: PLAN_LABELS.quadweek,
    priceUsd: 19.99,
    priceText: '19.99$/28-days',
    audioMinutes: 180,
    dailyUses: null,
    periodDays: 28,
    priceDecimals: 1,
    benefits: [
      '180 minutes of audio',
      'No daily limit',
      'Full audio books',
      'Audio and description in any language',
      'Worldwide',
    ],
  },
];

export const AUDIO_LIMITS = {
  anonymousGenerations: 5,
  freeNarrationSeconds: 60,
  freeDailyUses: 10,
} as const;

/** Decimals a price is shown to unless its item says otherwise (spec §7: a booking, Fortnight). */
export const PRICE_DECIMALS = 2;

/**
 * An amount in a currency's smallest unit (`minorDigits` decimals) rounded half-up to `decimals`
 * decimals, staying in minor units: 168737 paise to one decimal is 168740. The page and the server
 * round the same converted amount the same way, so the price shown is the price charged.
 */
export function roundMinorTo(amountMinor: number, minorDigits: number, decimals: number): number {
  const step = 10 ** Math.max(0, minorDigits - decimals);
  return Math.round(amountMinor / step) * step;
}

export const SPECIAL_PLAN = { priceUsd: 1, minutesPerPlace: 2.5, totalMinutes: 15 } as const;

/** The two public coupons; the third (90%) code is server configuration, never shipped to browsers. */
export const PUBLIC_COUPONS = { EXPLOREWITHUS20: 20, EXPLOREWITHUS25: 25 } as const;

export const CURRENCY_DEFAULTS = {
  user: 'INR',
  subscriptionPage: 'INR',
  payment: 'USD',
  guidePrice: 'USD',
} as const;
export const SUBSCRIPTION_CURRENCY_LABEL = 'INR - Indian Rupee';

export const AUDIO_PREFERENCES = [
  'Archaeologist',
  'Photographer',
  'Nature Enthusiast',
  'Historian',
  'Adventure Seeker',
  'Local Enthusiast',
  'Custom',
] as const;

export const UI = {
  toastMs: 3000,
  chunkLoadTimeoutMs: 120_000,
  audioPauseMs: 40_000,
  selectMaxMenuHeight: 300,
  selectMinMenuHeight: 140,
  selectPageSize: 5,
  selectPlaceholder: 'Select...',
  selectNoOptions: 'No options',
  selectLoading: 'Loading...',
  transactionsShown: 5,
  audioTitleMax: 18,
  listNameMax: 24,
} as const;

export const BREAKPOINTS = {
  guideMenuCollapse: 1036,
  planGridThree: 1024,
  planGridTwo: 547,
  carousel: [430, 600, 1310],
  iconSpacing: [497, 1400],
  carouselStepPercent: 105,
} as const;

export const REFUND_POLICY = {
  fullRefundWithinHours: 24,
  deductionPercent: 20,
  processingBusinessDays: { min: 7, max: 10 },
  disputeWindowDays: 30,
  minimumAge: 18,
  registrationMinimumAge: 13,
} as const;

/** The 36 states and union territories a guide chooses a city from. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
