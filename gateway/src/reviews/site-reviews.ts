/** Reviews of the site: written by logged-in users, read by everyone (with e-mails masked). */
import { MESSAGES, REVIEW_PAGE, type SiteReview, TOPICS } from '@app/contracts';
import type { DerivedNumbers, Doc, Store } from '@app/infra';
import { type Account, type Actor, accountsByIds, requireSelf } from '../accounts/index.js';
import { emit, type Ports } from '../core/index.js';
import { hit, LIMITS } from '../security/index.js';
import { lastNumber, nextNumber, setLastNumber } from '../system/index.js';

/** `seq` numbers reviews in the order written: a page is a range of it, found by its index. */
export type ReviewDoc = Doc & {
  userId: string;
  opinion: string;
  review: number;
  createdAt: Date;
  seq: number;
};

const REVIEWS = 'site_reviews';

export const reviews = (store: Store) => store.collection<ReviewDoc>(REVIEWS);

/**
 * What a store opened for the product must know first: the reviews' numbers are derived (given by
 * the counter, given anew when a duplicate is mended).
 */
export const derivedReviewNumbers = (): DerivedNumbers => ({ [REVIEWS]: ['seq'] });

export async function ensureReviewIndexes(store: Store): Promise<void> {
  // Derived: a duplicate number (an old data directory shared by two processes) is taken from the
  // older review at start-up instead of refusing it, and numbered anew here.
  await store.ensureIndex(REVIEWS, { fields: ['seq'], unique: true, derived: true });
  await numberUnnumbered(store);
  await store.ensureIndex(REVIEWS, { fields: ['createdAt'] });
}

/**
 * Reviews without a number (written before reviews were numbered, or whose number was a
 * duplicate) get the next numbers, in the order they were written; and the counter is brought up
 * to the highest number given, should two processes have counted apart. Runs at every start.
 */
async function numberUnnumbered(store: Store): Promise<void> {
  const unnumbered = await reviews(store).find({ seq: { $exists: false } }, { sort: { createdAt: 1 } });
  const last = await lastNumber(store, REVIEWS);
  // Only numbers above the counter matter, and the index finds those: asking for the highest of
  // all sorted a year's hundred thousand reviews at every start.
  const [highest] = await reviews(store).find({ seq: { $gt: last } }, { sort: { seq: -1 }, limit: 1 });
  if (unnumbered.length === 0 && highest === undefined) return;
  await store.transaction(async (tx) => {
    let seq = Math.max(await lastNumber(tx, REVIEWS), highest?.seq ?? 0);
    for (const review of unnumbered)
      await reviews(tx).updateOne({ _id: review._id }, { $set: { seq: ++seq } });
    await setLastNumber(tx, REVIEWS, seq);
  });
}

/** 'ravi.kumar@example.com' → 'ra***@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export async function submitReview(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { email?: string | undefined; rating: number; comment: string },
) {
  const user = requireSelf(actor, input.email);
  await deps.store.transaction(async (tx) => {
    const seq = await nextNumber(tx, REVIEWS);
    await reviews(tx).insertOne({
      _id: crypto.randomUUID(),
      userId: user._id,
      opinion: input.comment,
      review: input.rating,
      createdAt: new Date(),
      seq,
    });
  });
  reviewsWritten++;
  return { message: MESSAGES.reviewSubmitted };
}

/**
 * The newest reviews, or those written before the one dated `before`: a range of review numbers
 * read through its index, so a page costs the same with ten reviews or a hundred thousand.
 */
export async function listReviews(
  deps: Pick<Ports, 'store'>,
  input: { limit?: number | undefined; before?: string | undefined } = {},
): Promise<SiteReview[]> {
  return (await reviewPage(deps, input)).page;
}

/**
 * A page of reviews as `listReviews` gives it, and for the newest page, while it stands: true
 * until a review is written in this process, and for as long as the page itself is kept (a few
 * seconds: an author's name or picture may change meanwhile). A caller may send the same page again while it
 * stands. Only with an embedded store do all writes pass through this process: with another,
 * nothing stands.
 */
export async function reviewPage(
  deps: Pick<Ports, 'store'>,
  input: { limit?: number | undefined; before?: string | undefined } = {},
): Promise<{ page: SiteReview[]; stands?: () => boolean }> {
  const limit = input.limit ?? REVIEW_PAGE.default;
  if (input.before !== undefined) {
    const anchor = await reviews(deps.store).findOne({ createdAt: new Date(input.before) });
    return { page: anchor ? await readPage(deps, anchor.seq, limit) : [] };
  }
  const written = reviewsWritten;
  // The newest page, what every visitor asks for, is kept while no review is written after it.
  const newest = await lastNumber(deps.store, REVIEWS);
  let kept = newestPages.get(deps.store);
  if (!(kept && kept.seq === newest && kept.limit === limit && Date.now() - kept.at < NEWEST_PAGE_MS)) {
    kept = { seq: newest, limit, at: Date.now(), page: await readPage(deps, newest + 1, limit) };
    newestPages.set(deps.store, kept);
  }
  if (deps.store.kind !== 'embedded') return { page: kept.page };
  const at = kept.at;
  return { page: kept.page, stands: () => reviewsWritten === written && Date.now() - at < NEWEST_PAGE_MS };
}

/**
 * The newest page of each store, with the review number it ends at. It is kept a few seconds at
 * most, since an author's name or picture may change without a review being written.
 */
const newestPages = new WeakMap<Store, { seq: number; limit: number; at: number; page: SiteReview[] }>();
const NEWEST_PAGE_MS = 5000;

/**
 * Site reviews written by this process: a newest page stands while this stays (a review written
 * is seen by its number at once; anything else that changes a page, by the page's age).
 */
let reviewsWritten = 0;

/** The `limit` reviews numbered below `below`, newest first, their authors masked. */
async function readPage(deps: Pick<Ports, 'store'>, below: number, limit: number): Promise<SiteReview[]> {
  const page = (await reviews(deps.store).find({ seq: { $gte: below - limit, $lt: below } })).sort(
    (a, b) => b.seq - a.seq,
  );
  const authors = await accountsByIds(
    deps.store,
    page.map((r) => r.userId),
  );
  const byId = new Map<string, Account>(authors.map((u) => [u._id, u]));
  return page.map((r) => {
    const author = byId.get(r.userId);
    return {
      email: author ? maskEmail(author.email) : '',
      name: author?.username ?? 'Former traveller',
      opinion: r.opinion,
      review: r.review,
      profilePicture: author?.profilePicture ?? '',
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function sendReviewEmail(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  input: { touristMail?: string | undefined; rating: number; opinion: string },
) {
  const user = requireSelf(actor, input.touristMail);
  await hit(deps.store, [{ limit: LIMITS.reviewMailAccount, key: user.email }]);
  await deps.store.transaction((tx) =>
    emit(tx, TOPICS.mailRequested, {
      to: user.email,
      template: 'review-thanks',
      data: { rating: input.rating, opinion: input.opinion },
    }),
  );
  deps.relay.nudge();
  return { message: MESSAGES.reviewMailSent };
}
