/**
 * What a buying tourist of the crash load buys, and how: the guide (the demo guide who answers, or
 * one of the place who never does), the kind and time of the tour, the card and whether the page
 * confirms the payment or leaves it to the webhook and reconciliation.
 */
import { PLAN_LABELS, PUBLIC_COUPONS, SPECIAL_PLAN, SUBSCRIPTION_PLANS } from '@app/contracts';
import { DEMO_GUIDES, DEMO_LOGIN_GUIDE } from '../../src/guides/demo-guide-data.js';
import { demoEmail } from '../../src/guides/demo-guides.js';
import type { OrderItem } from './ledger.js';

/**
 * The money errands, each with its own share of the users; `subscription` is the fortnight plan a
 * long narration needs, bought without a coupon.
 */
export type MoneyErrand =
  | 'booking'
  | 'unanswered'
  | 'offer'
  | 'tour'
  | 'plan'
  | 'special-plan'
  | 'subscription';

export type Purchase =
  | {
      type: 'booking';
      errand: 'booking' | 'unanswered' | 'tour' | 'offer';
      kind: 'instant' | 'reserved';
      guideEmail: string;
      people: number;
      /** A reserved tour's time, made into a slot when it is booked (the product's clock moves meanwhile). */
      when?: When;
      /** An instant tour's fallback when the guide is on another tour now: reserved at this time. */
      later?: When;
    }
  | { type: 'plan'; couponCode?: keyof typeof PUBLIC_COUPONS }
  | { type: 'special-plan'; plan_name: string; doubleClick: boolean };
export type Slot = { date: string; time: string };
type When = { days: number; hour: number } | { hoursAhead: number };

export const PLACE = 'Taj Mahal';
/** The guide who answers (its password is in DATA_DIR), and one of the place who never does. */
export const ANSWERING_GUIDE = DEMO_LOGIN_GUIDE.email;
const SILENT_GUIDE = demoEmail(DEMO_GUIDES.find((g) => g.places.includes(PLACE)) ?? DEMO_LOGIN_GUIDE);
const SPECIAL_PLANS = ['Chennai Highlights', 'Mysuru Highlights', 'Delhi Highlights'];
export const FORTNIGHT_USD = SUBSCRIPTION_PLANS.find((p) => p.label === PLAN_LABELS.fortnight)?.priceUsd ?? 0;
export const CARDS = {
  pays: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  twoSteps: '4000 0000 0000 3220',
};
const HOUR_MS = 3600_000;
/** India is UTC+5:30 all year; reserved tours run 07:00 to 21:00 there. */
const INDIA_MS = 5.5 * HOUR_MS;
const FIRST_HOUR = 7;
const LAST_HOUR = 20;

/** A day ahead of `now` (product time) at an hour, in India. */
function indiaDayAt(now: number, days: number, hour: number): Slot {
  const date = new Date(now + days * 24 * HOUR_MS + INDIA_MS).toISOString().slice(0, 10);
  return { date, time: `${String(hour).padStart(2, '0')}:00` };
}

/** The slot on the hour at least `hoursAhead` after `now` (product time), moved into the tour hours. */
function indiaSlot(now: number, hoursAhead: number): Slot {
  const india = new Date(Math.ceil((now + INDIA_MS + hoursAhead * HOUR_MS) / HOUR_MS) * HOUR_MS);
  const hour = india.getUTCHours();
  if (hour < FIRST_HOUR) india.setUTCHours(FIRST_HOUR);
  else if (hour > LAST_HOUR) india.setUTCHours(24 + FIRST_HOUR);
  const date = india.toISOString().slice(0, 10);
  return { date, time: `${String(india.getUTCHours()).padStart(2, '0')}:00` };
}

const soon = (random: () => number): When => ({ hoursAhead: 2 + random() * 18 });

/** The slot a reserved tour's time names at `now`, the product's time. */
export const slotAt = (when: When, now: number): Slot =>
  'days' in when ? indiaDayAt(now, when.days, when.hour) : indiaSlot(now, when.hoursAhead);

export function choosePurchase(errand: MoneyErrand, random: () => number): Purchase {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const people = 1 + Math.floor(random() * 3);
  switch (errand) {
    case 'booking':
      // A few days and hours, so some reserved tours of the guide overlap and race for the slot.
      return random() < 0.3
        ? { type: 'booking', errand, kind: 'instant', guideEmail: ANSWERING_GUIDE, people }
        : {
            type: 'booking',
            errand,
            kind: 'reserved',
            guideEmail: ANSWERING_GUIDE,
            people,
            when: { days: 1 + Math.floor(random() * 6), hour: pick([9, 10, 12, 15]) },
          };
    case 'unanswered':
      // Soon, so that the deadline passes within an outage or a few.
      return random() < 0.6
        ? { type: 'booking', errand, kind: 'instant', guideEmail: SILENT_GUIDE, people }
        : { type: 'booking', errand, kind: 'reserved', guideEmail: SILENT_GUIDE, people, when: soon(random) };
    case 'tour':
      // Now, or later today when the guide is on a tour now: over within an outage or a few.
      return {
        type: 'booking',
        errand,
        kind: 'instant',
        guideEmail: ANSWERING_GUIDE,
        people,
        later: soon(random),
      };
    case 'offer':
      // A tour some days ahead, drafted first, then offered on: now the guide may be on another tour.
      return {
        type: 'booking',
        errand,
        kind: 'reserved',
        guideEmail: ANSWERING_GUIDE,
        people,
        when: { days: 1 + Math.floor(random() * 6), hour: pick([9, 11, 14, 17]) },
      };
    case 'plan':
      return random() < 0.3
        ? { type: 'plan' }
        : { type: 'plan', couponCode: pick(['EXPLOREWITHUS20', 'EXPLOREWITHUS25']) };
    case 'subscription':
      return { type: 'plan' };
    case 'special-plan':
      return { type: 'special-plan', plan_name: pick(SPECIAL_PLANS), doubleClick: random() < 0.5 };
  }
}

export const itemOf = (p: Purchase): OrderItem => (p.type === 'booking' ? 'booking' : p.type);

/** The create-order body for the purchase; a booking's amount is what the product priced it at. */
export function orderBody(p: Purchase, bookingId: string | undefined, bookingUsd: number) {
  if (p.type === 'booking')
    return { amount: bookingUsd, preferredCurrency: 'USD', item: { type: 'booking', bookingId } };
  if (p.type === 'special-plan')
    return {
      amount: SPECIAL_PLAN.priceUsd,
      preferredCurrency: 'USD',
      item: { type: 'special-plan', country: 'India', plan_name: p.plan_name },
    };
  const percent = p.couponCode ? PUBLIC_COUPONS[p.couponCode] : 0;
  return {
    amount: Math.round(FORTNIGHT_USD * (100 - percent)) / 100,
    preferredCurrency: 'USD',
    item: {
      type: 'plan',
      plan: PLAN_LABELS.fortnight,
      ...(p.couponCode ? { couponCode: p.couponCode } : {}),
    },
  };
}
