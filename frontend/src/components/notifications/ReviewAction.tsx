/**
 * A completed booking's 'Review your guide' (once per booking): opens the review popup, and once the
 * review is saved the button gives way to a thank-you that takes the focus, so it is not lost with
 * the button.
 */
import type { BookingView } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { GuideReviewDialog } from '../reviews/GuideReviewDialog';
import './review-action.css';

export function ReviewAction({ booking }: { booking: BookingView }) {
  const [open, setOpen] = useState(false);
  const [reviewed, setReviewed] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (reviewed) thanksRef.current?.focus();
  }, [reviewed]);

  if (reviewed)
    return (
      <p ref={thanksRef} className="booking-row__reviewed" tabIndex={-1}>
        Thank you for reviewing {booking.guideName}.
      </p>
    );
  // Kept while open: a refusal refreshes the bookings, and its reason stays readable in the popup.
  if (!booking.reviewable && !open) return null;
  return (
    <div className="booking-row__actions">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Review your guide
      </button>
      <GuideReviewDialog
        booking={booking}
        open={open}
        onOpenChange={setOpen}
        onReviewed={() => setReviewed(true)}
      />
    </div>
  );
}
