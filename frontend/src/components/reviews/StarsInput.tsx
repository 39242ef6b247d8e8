/**
 * A rating of 1 to 5 stars as a native radio group: Tab reaches the chosen star, the arrow keys
 * move and choose, and each star reads as '4 stars, Very good'. Shared by the site review form and
 * the review of a guide.
 */
import { type Ref, useId, useState } from 'react';
import { StarIcon } from './Stars';
import './stars-input.css';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const STARS = [1, 2, 3, 4, 5] as const;

export interface StarsInputProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Set on the checked star, so that a popup can open with focus on it. */
  readonly checkedRef?: Ref<HTMLInputElement>;
}

export function StarsInput({ label, value, onChange, checkedRef }: StarsInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const labelId = useId();
  const name = useId();
  const shown = hovered ?? value;
  return (
    <div className="stars-input">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div
        className="stars-input__row"
        role="radiogroup"
        aria-labelledby={labelId}
        onPointerLeave={() => setHovered(null)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className={`stars-input__star${star <= shown ? ' stars-input__star--on' : ''}`}
            onPointerEnter={() => setHovered(star)}
          >
            <input
              ref={star === value ? checkedRef : undefined}
              className="stars-input__radio"
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <StarIcon filled={star <= shown} />
            <span className="visually-hidden">
              {star} {star === 1 ? 'star' : 'stars'}, {RATING_WORDS[star]}
            </span>
          </label>
        ))}
        <span className="stars-input__word" aria-hidden="true">
          {RATING_WORDS[shown]}
        </span>
      </div>
    </div>
  );
}
