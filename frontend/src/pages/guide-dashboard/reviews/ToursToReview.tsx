/**
 * Tours to review (issue 26): the guide's completed tours whose traveller they may review now, each
 * with the traveller, the place and day, and the day the window closes, and 'Review {name}' opening
 * the review popup. Once saved, the server's answer takes the focus the tour's row had; a tour that
 * left the list while its popup was open hands the focus to the heading, so it is never lost.
 */
import type { BookingView } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { GUIDE_BOOKINGS } from '../../../booking/my-bookings';
import { reviewByText } from '../../../components/reviews/review-window';
import { TravellerReviewDialog } from '../../../components/reviews/TravellerReviewDialog';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { tourLine, toursToReview } from './tours-to-review';
import './tours-to-review.css';

export function ToursToReview() {
  const bookings = trpc.bookings.mine.useQuery(GUIDE_BOOKINGS, { staleTime: 0 });
  const [reviewing, setReviewing] = useState<BookingView | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  /** Where the focus goes once the popup is gone, when its row is gone too. */
  const focusAfter = useRef<'answer' | 'heading' | null>(null);
  const tours = toursToReview(bookings.data ?? []);

  useEffect(() => {
    if (reviewing !== null) return;
    const target = focusAfter.current === 'answer' ? answerRef : headingRef;
    if (focusAfter.current !== null) target.current?.focus();
    focusAfter.current = null;
  }, [reviewing]);

  const close = (open: boolean) => {
    if (open || reviewing === null) return;
    // Refused for good (reviewed elsewhere, window closed): the row left the list meanwhile.
    if (!tours.some((tour) => tour.id === reviewing.id)) focusAfter.current = 'heading';
    setReviewing(null);
  };

  return (
    <div className="tours-to-review">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="tours-to-review__title">
        Tours to review
      </h3>
      {answer !== null && (
        <p ref={answerRef} tabIndex={-1} className="tours-to-review__answer">
          {answer}
        </p>
      )}
      {bookings.isError ? (
        <RetryAlert
          message={errorMessage(bookings.error)}
          retrying={bookings.isFetching}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.isPending ? (
        <p role="status" className="guide-muted">
          Loading your tours…
        </p>
      ) : tours.length === 0 ? (
        <p className="guide-muted">No tours waiting for your review.</p>
      ) : (
        <ul className="tours-to-review__list">
          {tours.map((tour) => (
            <TourRow
              key={tour.id}
              tour={tour}
              onReview={() => {
                setAnswer(null);
                setReviewing(tour);
              }}
            />
          ))}
        </ul>
      )}
      {reviewing !== null && (
        <TravellerReviewDialog
          booking={reviewing}
          open
          onOpenChange={close}
          onReviewed={(message) => {
            focusAfter.current = 'answer';
            setAnswer(message);
          }}
        />
      )}
    </div>
  );
}

function TourRow({ tour, onReview }: { tour: BookingView; onReview: () => void }) {
  const aboutId = useId();
  const deadline = reviewByText(tour.reviewWindowEndsAt);
  return (
    <li className="tours-to-review__row">
      <div className="tours-to-review__about" id={aboutId}>
        <p className="tours-to-review__name">{tour.touristName}</p>
        <p className="guide-muted">{tourLine(tour)}</p>
        {deadline !== null && <p className="tours-to-review__deadline">{deadline}</p>}
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-haspopup="dialog"
        aria-describedby={aboutId}
        onClick={onReview}
      >
        Review {tour.touristName}
      </button>
    </li>
  );
}
