/**
 * 'Review your guide' (spec §3 Review of a guide, §5, issue 26): after a completed, paid tour the
 * tourist gives the guide 1 to 5 stars (default 5), scores for guiding, organisation and value
 * (default 5 each) and an opinion ('opinion cant be empty'). Once saved, the server's answer (kept
 * sealed until the guide has written too, or published) is shown, and the guide's reviews, average
 * and the tourist's bookings are asked again.
 */
import { type BookingView, GUIDE_REVIEW_MAX, type SubScores } from '@app/contracts';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { TOURIST_BOOKINGS } from '../../booking/my-bookings';
import { DEFAULT_SCORES, markReviewed, reviewBody, reviewOutcome } from './guide-review';
import { ReviewFields } from './ReviewFields';
import { type ReviewFormProps, ReviewModal } from './ReviewModal';
import { SubScoresInput } from './SubScoresInput';
import { useReviewForm } from './use-review-form';
import './review-form.css';

export interface GuideReviewDialogProps {
  readonly booking: BookingView;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The review is saved (now, or before from another tab); the popup is closing. Gets the server's words. */
  readonly onReviewed: (message: string) => void;
}

export function GuideReviewDialog({ booking, open, onOpenChange, onReviewed }: GuideReviewDialogProps) {
  return (
    <ReviewModal
      open={open}
      onOpenChange={onOpenChange}
      title="Review your guide"
      description={`How was your tour of ${booking.touristPlace} with ${booking.guideName}? Your review helps other travellers choose.`}
      onDone={onReviewed}
      form={(props) => <GuideReviewForm booking={booking} {...props} />}
    />
  );
}

function GuideReviewForm({
  booking,
  firstField,
  onDone,
  onNeedLogin,
}: ReviewFormProps & { booking: BookingView }) {
  const utils = trpc.useUtils();
  const { mutateAsync: sendReview } = trpc.bookings.review.useMutation();
  const [scores, setScores] = useState<SubScores>(DEFAULT_SCORES);

  /** What shows the booking, the guide's reviews and average: asked again. */
  const refreshAround = () =>
    Promise.all([
      utils.bookings.mine.invalidate(),
      utils.guides.reviews.invalidate({ email: booking.guideEmail }),
      utils.guides.profile.invalidate({ email: booking.guideEmail }),
    ]);

  const { fields } = useReviewForm({
    send: (draft) => sendReview(reviewBody(booking.id, { ...draft, scores })),
    outcomeOf: reviewOutcome,
    onSaved: (message) => {
      notify(message);
      utils.bookings.mine.setData(TOURIST_BOOKINGS, (list) => markReviewed(list, booking.id));
      void refreshAround();
      onDone(message);
    },
    onRefresh: () => void refreshAround(),
    onNeedLogin,
  });

  return (
    <ReviewFields
      {...fields}
      afterRating={<SubScoresInput value={scores} onChange={setScores} />}
      firstField={firstField}
      name="comment"
      maxLength={GUIDE_REVIEW_MAX}
      placeholder="What made the tour? What could be better?"
    />
  );
}
