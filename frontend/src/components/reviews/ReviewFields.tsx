/**
 * The body the review forms share (the site review, a guide's and a traveller's): stars, the
 * opinion, the server's refusal and 'Submit review'. Each dialog keeps its own state, checks and call.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { BusyButton, FormAlert, TextAreaField } from '../ui/fields';
import { StarsInput } from './StarsInput';
import './review-form.css';

export interface ReviewFieldsProps {
  readonly rating: number;
  readonly onRating: (rating: number) => void;
  readonly firstField: RefObject<HTMLInputElement | null>;
  readonly textRef: RefObject<HTMLTextAreaElement | null>;
  readonly name: string;
  readonly maxLength: number;
  readonly placeholder: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** The opinion's own message (empty), shown under it. */
  readonly error: string | null;
  /** What the server refused, above the button. */
  readonly problem: string | null;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** More ratings, between the stars and the opinion (the scores of a guide's review). */
  readonly afterRating?: ReactNode;
}

export function ReviewFields(props: ReviewFieldsProps) {
  return (
    <form className="review-form" onSubmit={(event) => void props.onSubmit(event)} noValidate>
      <StarsInput
        label="Your rating"
        value={props.rating}
        onChange={props.onRating}
        checkedRef={props.firstField}
      />
      {props.afterRating}
      <TextAreaField
        ref={props.textRef}
        label="Your opinion"
        name={props.name}
        rows={5}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={props.text}
        onChange={props.onText}
        error={props.error}
      />
      <FormAlert message={props.problem} />
      <BusyButton busy={props.busy} busyLabel="Submitting…" className="review-form__submit">
        Submit review
      </BusyButton>
    </form>
  );
}
