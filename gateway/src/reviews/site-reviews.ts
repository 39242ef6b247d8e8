/** Reviews of the site: written by logged-in users, read by everyone (with e-mails masked). */
import { MESSAGES, type SiteReview, TOPICS } from '@app/contracts';
import type { Doc } from '@app/infra';
import { type Actor, requireSelf } from '../accounts/actor.js';
import { type UserDoc, users } from '../accounts/users.js';
import type { Deps } from '../deps.js';
import { emit } from '../events.js';
import { hit, LIMITS } from '../security/rate-limit.js';

type ReviewDoc = Doc & { userId: string; opinion: string; review: number; createdAt: Date };

const REVIEWS = 'site_reviews';
const LIST_LIMIT = 100;

/** 'ravi.kumar@example.com' → 'ra***@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export async function submitReview(
  deps: Deps,
  actor: Actor,
  input: { email?: string | undefined; rating: number; comment: string },
) {
  const user = requireSelf(actor, input.email);
  await deps.store.collection<ReviewDoc>(REVIEWS).insertOne({
    _id: crypto.randomUUID(),
    userId: user._id,
    opinion: input.comment,
    review: input.rating,
    createdAt: new Date(),
  });
  return { message: MESSAGES.reviewSubmitted };
}

export async function listReviews(deps: Deps): Promise<SiteReview[]> {
  const reviews = await deps.store
    .collection<ReviewDoc>(REVIEWS)
    .find({}, { sort: { createdAt: -1 }, limit: LIST_LIMIT });
  const authors = await users(deps.store).find({ _id: { $in: [...new Set(reviews.map((r) => r.userId))] } });
  const byId = new Map<string, UserDoc>(authors.map((u) => [u._id, u]));
  return reviews.map((r) => {
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
  deps: Deps,
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
