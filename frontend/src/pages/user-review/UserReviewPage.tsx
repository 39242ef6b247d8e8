/**
 * /userReview: what travellers say about the site ('User Reviews', spec §2). The list is fetched
 * once per visit and again after a review is submitted; 'Submit Your Feedback' opens the review
 * form, or the login popup for a visitor.
 */
import { MESSAGES, type SiteReview } from '@app/contracts';
import { useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage } from '../../app/errors';
import type { PagePrefetch } from '../../app/page-prefetch';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { useSignedInAction } from '../../app/use-signed-in-action';
import { ReviewFormDialog } from '../../components/reviews/ReviewFormDialog';
import { StarRating } from '../../components/reviews/Stars';
import { Avatar } from '../../components/ui/Avatar';
import './user-review.css';
import { onFirstUse } from '../../app/on-first-use';

// In India's time, wherever the page is rendered: the server's render and the browser's agree.
const DATE_FORMAT = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT().format(date);
}

/** The server's render of the page lists the reviews. */
export const prefetchUserReview: PagePrefetch = (_params, utils) => utils.reviews.list.prefetch();

export function UserReviewPage() {
  useDocumentTitle('User Reviews');
  const { openLogin } = useAuth();
  const [formOpen, setFormOpen] = useState(false);
  // Once per visit: fresh on every arrival, never refetched while here (the form refreshes it).
  const reviews = trpc.reviews.list.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
  const list = reviews.data ?? [];
  const average = list.length === 0 ? 0 : list.reduce((sum, review) => sum + review.review, 0) / list.length;

  const signedIn = useSignedInAction(() => openLogin(MESSAGES.pleaseLogInFirst));
  const onFeedback = () => signedIn(() => setFormOpen(true));

  return (
    <div className="user-review">
      <header className="user-review__header">
        <div className="user-review__header-inner container">
          <div className="user-review__intro">
            <p className="eyebrow">Traveller stories</p>
            <h1 className="user-review__title">User Reviews</h1>
            <p className="user-review__lead">
              Honest words from travellers who explored with our audio guides and local guides.
            </p>
          </div>
          <div className="user-review__summary">
            {list.length > 0 && (
              <p className="user-review__average">
                <span className="user-review__score">{average.toFixed(1)}</span>
                <span className="user-review__score-detail">
                  <StarRating value={average} />
                  <span>
                    {list.length} {list.length === 1 ? 'review' : 'reviews'}
                  </span>
                </span>
              </p>
            )}
            <button type="button" className="btn btn-primary" onClick={onFeedback}>
              Submit Your Feedback
            </button>
          </div>
        </div>
      </header>

      <section className="user-review__body container" aria-label="Reviews" aria-busy={reviews.isPending}>
        {reviews.isPending ? (
          <ul className="user-review__list" aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <li key={n} className="review-card review-card--skeleton" />
            ))}
          </ul>
        ) : reviews.isError ? (
          <div className="user-review__empty" role="alert">
            <p>{errorMessage(reviews.error)}</p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void reviews.refetch()}>
              Try again
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="user-review__empty">
            <p className="user-review__empty-title">{MESSAGES.noReviews}</p>
            <p>Be the first to tell other travellers about your trip.</p>
          </div>
        ) : (
          <ul className="user-review__list">
            {list.map((review, index) => (
              <ReviewCard key={`${review.createdAt}-${index}`} review={review} />
            ))}
          </ul>
        )}
      </section>

      <ReviewFormDialog open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}

function ReviewCard({ review }: { review: SiteReview }) {
  return (
    <li className="review-card">
      <article className="review-card__inner">
        <header className="review-card__header">
          <Avatar name={review.name} picture={review.profilePicture} size="lg" />
          <div className="review-card__who">
            <h2 className="review-card__name">{review.name}</h2>
            <p className="review-card__email">{review.email}</p>
          </div>
        </header>
        <div className="review-card__meta">
          <StarRating value={review.review} size="sm" />
          <time className="review-card__date" dateTime={review.createdAt}>
            {formatDate(review.createdAt)}
          </time>
        </div>
        <p className="review-card__opinion">{review.opinion}</p>
      </article>
    </li>
  );
}
