/**
 * The state and submit flow both tour reviews share (the traveller's of the guide, the guide's of
 * the traveller): stars and opinion, the opinion's rule checked before any call, one call at a
 * time, and a refusal handled by its stable code: saved already, to refresh, to log in again, or
 * the server's words in the form.
 */
import { checkOpinion, type ErrorCode, MESSAGES } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorCode, errorMessage } from '../../app/errors';
import { DEFAULT_RATING, type ReviewOutcome } from './guide-review';

export interface ReviewFormFlow {
  /** Sends the review; resolves with the server's answer. */
  readonly send: (draft: { rating: number; comment: string }) => Promise<{ message: string }>;
  readonly outcomeOf: (code: ErrorCode | undefined) => ReviewOutcome;
  /** The review is saved (now, or before from elsewhere): the server's words. */
  readonly onSaved: (message: string) => void;
  /** What shows the tour is asked again (a refusal says it changed). */
  readonly onRefresh: () => void;
  /** The session ended: the popup gives way to the login. */
  readonly onNeedLogin: () => void;
}

export function useReviewForm(flow: ReviewFormFlow) {
  const { openLogin, refresh } = useAuth();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const rule = checkOpinion(comment);
    setError(rule);
    setProblem(null);
    if (rule !== null) {
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      flow.onSaved((await flow.send({ rating, comment })).message);
    } catch (failed) {
      const outcome = flow.outcomeOf(errorCode(failed));
      if (outcome === 'reviewed') flow.onSaved(errorMessage(failed));
      else if (outcome === 'login') {
        void refresh();
        flow.onNeedLogin();
        openLogin(MESSAGES.pleaseLogInFirst);
      } else {
        setProblem(errorMessage(failed));
        if (outcome === 'refresh') flow.onRefresh();
      }
    } finally {
      setBusy(false);
    }
  };

  /** What ReviewFields takes of the form's state. */
  const fields = {
    rating,
    onRating: setRating,
    textRef,
    text: comment,
    onText: (value: string) => {
      setComment(value);
      if (error !== null) setError(null);
    },
    error,
    problem,
    busy,
    onSubmit,
  };
  return { fields };
}
