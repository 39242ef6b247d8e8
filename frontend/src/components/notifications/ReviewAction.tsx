/**
 * A completed booking's 'Review your guide' (once per booking), with the day the review window
 * closes: opens the review popup, and once the review is saved the button gives way to the server's
 * answer (sealed until the guide has written too, or published), which takes the focus so it is not
 * lost with the button.
 */
import type { BookingView } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { GuideReviewDialog } from '../reviews/GuideReviewDialog';
import { reviewByText } from '../reviews/review-window';
import './review-action.css';

export function ReviewAction({ booking }: { booking: BookingView }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const deadlineId = useId();
  const deadline = reviewByText(booking.reviewWindowEndsAt);

  useEffect(() => {
    if (answer !== null) thanksRef.current?.focus();
  }, [answer]);

  if (answer !== null)
    return (
      <p ref={thanksRef} className="booking-row__reviewed" tabIndex={-1}>
        {answer}
      </p>
    );
  // Kept while open: a refusal refreshes the bookings, and its reason stays readable in the popup.
  if (!booking.reviewable && !open) return null;
  return (
    <div className="booking-row__actions">
      {deadline !== null && (
        <p id={deadlineId} className="booking-row__deadline">
          {deadline}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-haspopup="dialog"
        aria-describedby={deadline !== null ? deadlineId : undefined}
        onClick={() => setOpen(true)}
      >
        Review your guide
      </button>
      <GuideReviewDialog booking={booking} open={open} onOpenChange={setOpen} onReviewed={setAnswer} />
    </div>
  );
}
