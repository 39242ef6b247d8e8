/**
 * View Profile (spec §2 guide reviews popup) over the grid: the guide, the average rating in stars
 * (the rounded mean, 0 when none), their places and price, what they tell travellers (languages,
 * years, their whole bio: issue 26), the travellers' reviews with their scores for guiding,
 * organisation and value (issue 26) or 'No reviews yet', and a conversation to ask them about the
 * tour (issue 26). Closing it returns to the grid.
 */
import { type GuidePublicProfile, type GuideReview, MESSAGES } from '@app/contracts';
import { errorMessage } from '../app/errors';
import { onFirstUse } from '../app/on-first-use';
import { trpc } from '../app/trpc';
import { StarRating } from '../components/reviews/Stars';
import { SubScoresList } from '../components/reviews/SubScoresList';
import { Avatar } from '../components/ui/Avatar';
import { Modal } from '../components/ui/Modal';
import { RetryAlert } from '../components/ui/RetryAlert';
import { formatMoney } from '../payments/money';
import { AskGuide } from './AskGuide';
import { yearsLine } from './guide-facts';

const DAY = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
);

export interface GuideProfileDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The grid's card: shown at once, refreshed from the guide's profile. */
  readonly guide: GuidePublicProfile;
}

export function GuideProfileDialog({ open, onOpenChange, guide: card }: GuideProfileDialogProps) {
  const email = card.emailAddress;
  const profile = trpc.guides.profile.useQuery({ email }, { placeholderData: card, enabled: open });
  const reviews = trpc.guides.reviews.useQuery({ email }, { enabled: open });
  const guide = profile.data ?? card;
  const name = guide.legalname || `${guide.firstName} ${guide.lastName}`.trim();
  // One entry per place as the server lists them: "Akbar’s Tomb, Sikandra" is one place.
  const { places } = guide;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={name} description="Guide profile" size="md">
      <div className="guide-profile">
        <Avatar name={name} picture={guide.profilePicture} size="xl" />
        <dl className="guide-profile__facts">
          <div>
            <dt>Rating</dt>
            <dd className="guide-profile__rating">
              <StarRating value={guide.averageRating} />
              <span>
                {guide.averageRating} / 5 · {guide.reviewCount}{' '}
                {guide.reviewCount === 1 ? 'review' : 'reviews'}
              </span>
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatMoney(guide.price, 'USD')} per person</dd>
          </div>
          <div>
            <dt>Guides in</dt>
            <dd className="guide-profile__status">
              {guide.guideCity} · {guide.status}
            </dd>
          </div>
          {guide.languages.length > 0 && (
            <div>
              <dt>Languages</dt>
              <dd>{guide.languages.join(', ')}</dd>
            </div>
          )}
          {guide.yearsOfExperience !== null && (
            <div>
              <dt>Experience</dt>
              <dd>{yearsLine(guide)}</dd>
            </div>
          )}
        </dl>
      </div>
      {guide.bio.trim() !== '' && <p className="guide-profile__bio">{guide.bio}</p>}
      {places.length > 0 && (
        <ul className="guide-profile__places" aria-label="Places guided">
          {places.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
      )}
      <h3 className="guide-profile__heading">Reviews</h3>
      {reviews.isError ? (
        <RetryAlert
          message={errorMessage(reviews.error)}
          retrying={reviews.isFetching}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.isPending ? (
        <p role="status" className="booking-muted">
          Loading reviews…
        </p>
      ) : reviews.data.length === 0 ? (
        <p className="booking-muted">{MESSAGES.noReviews}</p>
      ) : (
        <ul className="guide-reviews-list">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      <AskGuide email={email} firstName={guide.firstName || name} />
    </Modal>
  );
}

function ReviewItem({ review }: { review: GuideReview }) {
  const when = new Date(review.createdAt);
  return (
    <li className="guide-review">
      <div className="guide-review__head">
        <Avatar name={review.name} picture={review.profilePicture} size="sm" />
        <strong className="guide-review__name">{review.name}</strong>
        <StarRating value={review.rating} size="sm" />
      </div>
      <SubScoresList scores={review.scores} className="guide-review__scores" />
      <p className="guide-review__text">{review.review}</p>
      {!Number.isNaN(when.getTime()) && (
        <p className="guide-review__date">
          <time dateTime={review.createdAt}>{DAY().format(when)}</time>
        </p>
      )}
    </li>
  );
}
