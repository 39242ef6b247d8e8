/**
 * The review form popup ('Submit Your Feedback', spec §2, §5): 1 to 5 stars (default 5) and an
 * opinion. Needs a login; on submit it saves the review, then asks for the thank-you e-mail, and
 * refreshes the public list. Reused by /userReview and the destination page.
 */
import { checkOpinion, MESSAGES, OPINION_MAX } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { isUnauthorized } from '../../app/errors';
import { notify, notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { ReviewFields } from './ReviewFields';
import { type ReviewFormProps, ReviewModal } from './ReviewModal';
import './review-form.css';

const DEFAULT_RATING = 5;

export interface ReviewFormDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Called after a review was saved (the public list is refreshed already). */
  readonly onSubmitted?: () => void;
  readonly title?: string;
  readonly description?: string;
}

export function ReviewFormDialog({
  open,
  onOpenChange,
  onSubmitted,
  title = 'Submit Your Feedback',
  description = 'Tell other travellers how Xplore Guide worked for you.',
}: ReviewFormDialogProps) {
  return (
    <ReviewModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onDone={() => onSubmitted?.()}
      form={(props) => <ReviewForm {...props} />}
    />
  );
}

function ReviewForm({ firstField, onDone, onNeedLogin }: ReviewFormProps) {
  const { isLoggedIn, openLogin, refresh } = useAuth();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opinionRef = useRef<HTMLTextAreaElement>(null);
  const utils = trpc.useUtils();
  const submit = trpc.reviews.submit.useMutation();
  const sendEmail = trpc.reviews.sendEmail.useMutation();

  const askLogin = () => {
    onNeedLogin();
    openLogin(MESSAGES.pleaseLogInFirst);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isLoggedIn) {
      askLogin();
      return;
    }
    const problem = checkOpinion(opinion);
    setError(problem);
    setServerError(null);
    if (problem !== null) {
      opinionRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const comment = opinion.trim();
      const result = await submit.mutateAsync({ rating, comment });
      notify(result.message);
      // The thank-you e-mail is a courtesy: the review is saved even if it cannot be sent now.
      await sendEmail.mutateAsync({ rating, opinion: comment }).catch(() => undefined);
      void utils.reviews.list.invalidate();
      onDone(result.message);
    } catch (failed) {
      if (isUnauthorized(failed)) {
        void refresh();
        askLogin();
        return;
      }
      setServerError(MESSAGES.reviewFailed);
      notifyError(MESSAGES.reviewFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReviewFields
      rating={rating}
      onRating={setRating}
      firstField={firstField}
      textRef={opinionRef}
      name="opinion"
      maxLength={OPINION_MAX}
      placeholder="What did you enjoy? What could be better?"
      text={opinion}
      onText={(value) => {
        setOpinion(value);
        if (error !== null) setError(null);
      }}
      error={error}
      problem={serverError}
      busy={busy}
      onSubmit={onSubmit}
    />
  );
}
