/**
 * What the guide wrote about the traveller (issue 26), under the booking in 'My bookings': shown
 * only once published, when both sides have written or the review window has closed.
 */
import type { TravellerReviewView } from '@app/contracts';
import { StarRating } from '../reviews/Stars';
import './review-action.css';

export function TravellerReviewNote({ review }: { review: TravellerReviewView }) {
  return (
    <div className="traveller-review">
      <p className="traveller-review__title">
        <strong>{review.guideName}'s review of you</strong>
        <StarRating value={review.rating} size="sm" />
      </p>
      <p className="traveller-review__text">{review.comment}</p>
    </div>
  );
}
