/**
 * 'Review your guide' (spec §3 Review of a guide, §5, issue 26): after a completed, paid tour the
 * tourist gives the guide 1 to 5 stars (default 5), scores for guiding, organisation and value
 * (default 5 each) and an opinion ('opinion cant be empty'). Once saved, the server's answer (kept
 * sealed until the guide has written too, or published) is shown, and the guide's reviews, average
 * and the tourist's bookings are asked again.
 */
import { type BookingView, checkOpinion, GUIDE_REVIEW_MAX, MESSAGES, type SubScores } from '@app/contracts';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorCode, errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { TOURIST_BOOKINGS } from '../../booking/my-bookings';
import { Modal } from '../ui/Modal';
import { DEFAULT_RATING, DEFAULT_SCORES, markReviewed, reviewBody, reviewOutcome } from './guide-review';
import { ReviewFields } from './ReviewFields';
import { SubScoresInput } from './SubScoresInput';
import './review-form.css';

export interface GuideReviewDialogProps {
  readonly booking: BookingView;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The review is saved (now, or before from another tab); the popup is closing. Gets the server's words. */
  readonly onReviewed: (message: string) => void;
}

export function GuideReviewDialog({ booking, open, onOpenChange, onReviewed }: GuideReviewDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Review your guide"
      description={`How was your tour of ${booking.touristPlace} with ${booking.guideName}? Your review helps other travellers choose.`}
      size="sm"
      initialFocus={firstField}
    >
      <GuideReviewForm
        booking={booking}
        firstField={firstField}
        onDone={(message) => {
          onOpenChange(false);
          onReviewed(message);
        }}
        onNeedLogin={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function GuideReviewForm({
  booking,
  firstField,
  onDone,
  onNeedLogin,
}: {
  booking: BookingView;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: (message: string) => void;
  onNeedLogin: () => void;
}) {
  const { openLogin, refresh } = useAuth();
  const utils = trpc.useUtils();
  const { mutateAsync: sendReview } = trpc.bookings.review.useMutation();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [scores, setScores] = useState<SubScores>(DEFAULT_SCORES);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  /** What shows the booking, the guide's reviews and average: asked again. */
  const refreshAround = () =>
    Promise.all([
      utils.bookings.mine.invalidate(),
      utils.guides.reviews.invalidate({ email: booking.guideEmail }),
      utils.guides.profile.invalidate({ email: booking.guideEmail }),
    ]);

  const reviewed = (message: string) => {
    notify(message);
    utils.bookings.mine.setData(TOURIST_BOOKINGS, (list) => markReviewed(list, booking.id));
    void refreshAround();
    onDone(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const rule = checkOpinion(comment);
    setError(rule);
    setProblem(null);
    if (rule !== null) {
      commentRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      reviewed((await sendReview(reviewBody(booking.id, { rating, comment, scores }))).message);
    } catch (failed) {
      const outcome = reviewOutcome(errorCode(failed));
      if (outcome === 'reviewed') reviewed(errorMessage(failed));
      else if (outcome === 'login') {
        void refresh();
        onNeedLogin();
        openLogin(MESSAGES.pleaseLogInFirst);
      } else {
        setProblem(errorMessage(failed));
        if (outcome === 'refresh') void refreshAround();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReviewFields
      rating={rating}
      onRating={setRating}
      afterRating={<SubScoresInput value={scores} onChange={setScores} />}
      firstField={firstField}
      textRef={commentRef}
      name="comment"
      maxLength={GUIDE_REVIEW_MAX}
      placeholder="What made the tour? What could be better?"
      text={comment}
      onText={(value) => {
        setComment(value);
        if (error !== null) setError(null);
      }}
      error={error}
      problem={problem}
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}
