/**
 * Guiding, organisation and value (issue 26): one star row each under the overall stars of the
 * review of a guide, grouped under one legend so a screen reader hears what the rows are about.
 */
import { SUB_SCORE_LABELS, SUB_SCORES, type SubScores } from '@app/contracts';
import { withScore } from './guide-review';
import { StarsInput } from './StarsInput';
import './review-form.css';

export interface SubScoresInputProps {
  readonly value: Readonly<SubScores>;
  readonly onChange: (scores: SubScores) => void;
}

export function SubScoresInput({ value, onChange }: SubScoresInputProps) {
  return (
    <fieldset className="review-form__scores">
      <legend className="review-form__legend">And each part of the tour</legend>
      {SUB_SCORES.map((score) => (
        <StarsInput
          key={score}
          label={SUB_SCORE_LABELS[score]}
          value={value[score]}
          onChange={(stars) => onChange(withScore(value, score, stars))}
        />
      ))}
    </fieldset>
  );
}
