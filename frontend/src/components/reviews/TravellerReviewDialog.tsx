/**
 * 'Review your traveller' (issue 26): after a completed tour the guide gives the traveller 1 to 5
 * stars (default 5) and an opinion. Double-blind: the server keeps it sealed until the traveller has
 * written too or the window closes, and says which in its answer, shown as a toast. A refusal stays
 * in the form in the server's words, decided by its code.
 */
import { type BookingView, GUIDE_REVIEW_MAX } from '@app/contracts';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { GUIDE_BOOKINGS } from '../../booking/my-bookings';
import { ReviewFields } from './ReviewFields';
import { type ReviewFormProps, ReviewModal } from './ReviewModal';
import { markTravellerReviewed, travellerReviewBody, travellerReviewOutcome } from './traveller-review';
import { useReviewForm } from './use-review-form';
import './review-form.css';

export interface TravellerReviewDialogProps {
  readonly booking: BookingView;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The review is saved; the popup is closing. Gets the server's words (sealed or published). */
  readonly onReviewed: (message: string) => void;
}

export function TravellerReviewDialog({
  booking,
  open,
  onOpenChange,
  onReviewed,
}: TravellerReviewDialogProps) {
  const name = booking.touristName;
  return (
    <ReviewModal
      open={open}
      onOpenChange={onOpenChange}
      title="Review your traveller"
      description={`How was your tour of ${booking.touristPlace} with ${name}? ${name} sees your review once they have reviewed you too, or when the review window closes.`}
      onDone={onReviewed}
      form={(props) => <TravellerReviewForm booking={booking} {...props} />}
    />
  );
}

function TravellerReviewForm({
  booking,
  firstField,
  onDone,
  onNeedLogin,
}: ReviewFormProps & { booking: BookingView }) {
  const utils = trpc.useUtils();
  const { mutateAsync: sendReview } = trpc.bookings.reviewTraveller.useMutation();

  /**
   * The tour leaves the guide's list at once; the lists are asked again, with the guide's reviews:
   * the traveller's review of the guide is published by this one when it was written first.
   */
  const settle = () => {
    utils.bookings.mine.setData(GUIDE_BOOKINGS, (list) => markTravellerReviewed(list, booking.id));
    void Promise.all([
      utils.bookings.mine.invalidate(),
      utils.guides.reviews.invalidate({ email: booking.guideEmail }),
      utils.guides.profile.invalidate({ email: booking.guideEmail }),
    ]);
  };

  const { fields } = useReviewForm({
    send: (draft) => sendReview(travellerReviewBody(booking.id, draft)),
    outcomeOf: travellerReviewOutcome,
    onSaved: (message) => {
      notify(message);
      settle();
      onDone(message);
    },
    onRefresh: settle,
    onNeedLogin,
  });

  return (
    <ReviewFields
      {...fields}
      firstField={firstField}
      name="comment"
      maxLength={GUIDE_REVIEW_MAX}
      placeholder={`How was ${booking.touristName} to guide? On time, friendly, well prepared?`}
    />
  );
}
