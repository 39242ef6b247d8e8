/** Which errands a new user of the load runs: each drawn with its share, in an order that suits the outages. */
import { type Errand, OneMinuteTrack, SiteReview } from './errands.js';
import type { Ledger } from './ledger.js';
import { MoneyScript } from './money-load.js';
import { LongNarration } from './narration-errand.js';
import type { MoneyErrand } from './purchases.js';

/** Of the users, the share who run each errand (each drawn on its own, so a user may run several). */
export interface Shares {
  newsletter: number;
  siteReview: number;
  /** A one-minute narration. */
  track: number;
  /** The fortnight plan, a long speech and an audio book (narration-errand.ts); speech is CPU-heavy. */
  narration: number;
  /** A guide who answers, booked instant or days ahead; sometimes cancelled. */
  booking: number;
  /** A guide who never answers: the paid request must time out. */
  unanswered: number;
  /** A price offer first, then paid if the guide accepts it. */
  offer: number;
  /** A tour soon, then the guide reviewed once it is over. */
  tour: number;
  plan: number;
  specialPlan: number;
}

export interface MixOptions {
  random: () => number;
  shares: Shares;
  /** Catalog places narrations are asked for: few, so few narrations are ever generated. */
  trackPlaces: readonly string[];
  /** Languages of the audio books: with the places, they bound how many books are generated. */
  narrationLanguages: readonly string[];
  /** The product's time (ms): tours and deadlines follow it across outages. */
  clock: () => number;
}

const MONEY: ReadonlyArray<[keyof Shares, MoneyErrand]> = [
  ['tour', 'tour'],
  ['unanswered', 'unanswered'],
  ['offer', 'offer'],
  ['booking', 'booking'],
  ['plan', 'plan'],
  ['specialPlan', 'special-plan'],
];

/**
 * Whether the user subscribes to the newsletter, and their errands: first those that wait for
 * outages (a tour to end, a deadline to pass), then the rest.
 */
export function drawErrands(options: MixOptions, ledger: Ledger, email: string) {
  const { random, clock, trackPlaces, narrationLanguages } = options;
  const drawn = (share: keyof Shares) => random() < options.shares[share];
  const subscribes = drawn('newsletter');
  const errands: Errand[] = MONEY.filter(([share]) => drawn(share)).map(
    ([, errand]) => new MoneyScript(errand, random, ledger, clock),
  );
  if (drawn('narration'))
    errands.push(new LongNarration(ledger, random, clock, email, trackPlaces, narrationLanguages));
  if (drawn('siteReview')) errands.push(new SiteReview(ledger, random));
  if (drawn('track')) errands.push(new OneMinuteTrack(ledger, random, trackPlaces));
  return { subscribes, errands };
}
