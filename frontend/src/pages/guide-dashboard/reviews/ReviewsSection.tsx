/**
 * Reviews (spec §2 Guide dashboard): the guide, the average rating in stars (the rounded mean, 0
 * when none), the trips that have taken place (DECISIONS 14: real, from the paid bookings), the
 * tours whose traveller the guide may review now (issue 26) and the travellers' review cards with
 * their scores, or 'No reviews yet'.
 */
import {
  type GuideReview,
  MESSAGES,
  REVIEW_WINDOW,
  type UserProfile,
  VERIFICATION_STATUS,
} from '@app/contracts';
import { errorMessage } from '../../../app/errors';
import { formatDay } from '../../../components/guides/guide-format';
import { StarRating } from '../../../components/reviews/Stars';
import { SubScoresList } from '../../../components/reviews/SubScoresList';
import { Avatar } from '../../../components/ui/Avatar';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { summarizeEarnings } from '../earnings/earnings-summary';
import { GuideIdentity } from '../GuideIdentity';
import { useEarnings, useGuideProfile, useGuideReviews } from '../use-guide-data';
import { averageRating } from './review-average';
import { ToursToReview } from './ToursToReview';
import '../guide-figures.css';

export function ReviewsSection({ user }: { user: UserProfile }) {
  const profile = useGuideProfile(user.email);
  const reviews = useGuideReviews(user.email);
  const earnings = useEarnings(user.email);
  const guide = profile.data ?? null;
  const list = reviews.data ?? [];
  const average = averageRating(list);
  const trips = summarizeEarnings(earnings.data ?? []).trips;

  return (
    <div className="guide-section__stack">
      <GuideIdentity
        name={guide?.legalname || user.username}
        email={user.email}
        picture={guide?.profilePicture || user.profilePicture}
        status={guide?.status ?? ''}
        verification={guide?.verificationStatus ?? VERIFICATION_STATUS.notSent}
      >
        <dl className="guide-facts">
          <div className="guide-facts__item">
            <dt>Average rating</dt>
            <dd className="guide-facts__rating">
              <StarRating value={average} />
              <span aria-hidden="true">{average} / 5</span>
            </dd>
          </div>
          <div className="guide-facts__item">
            <dt>Trips</dt>
            <dd>{trips}</dd>
          </div>
          <div className="guide-facts__item">
            <dt>Reviews</dt>
            <dd>{list.length}</dd>
          </div>
        </dl>
      </GuideIdentity>

      <ToursToReview />

      <div className="guide-reviews-block">
        <h3 className="guide-reviews-title">Reviews from travellers</h3>
        {reviews.isError && (
          <RetryAlert
            message={errorMessage(reviews.error)}
            retrying={reviews.isFetching}
            onRetry={() => void reviews.refetch()}
          />
        )}
        {reviews.isPending ? (
          <p role="status" className="guide-muted">
            Loading reviews…
          </p>
        ) : list.length === 0 ? (
          <div className="guide-empty">
            <p className="guide-empty__title">{MESSAGES.noReviews}</p>
            <p>
              Travellers can review you after a tour with you. A review appears once you have reviewed them
              too, or {REVIEW_WINDOW.days} days after the tour.
            </p>
          </div>
        ) : (
          <ul className="guide-reviews">
            {list.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ReviewCard({ review }: { review: GuideReview }) {
  return (
    <li className="guide-review">
      <article className="guide-review__inner" aria-label={`Review by ${review.name}`}>
        <header className="guide-review__header">
          <Avatar name={review.name} picture={review.profilePicture} size="lg" />
          <div className="guide-review__who">
            <h4 className="guide-review__name">{review.name}</h4>
            <time className="guide-muted" dateTime={review.createdAt}>
              {formatDay(review.createdAt)}
            </time>
          </div>
        </header>
        <StarRating value={review.rating} size="sm" />
        <SubScoresList scores={review.scores} />
        <p className="guide-review__text">{review.review}</p>
      </article>
    </li>
  );
}
