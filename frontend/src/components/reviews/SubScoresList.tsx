/**
 * A review's scores beside its stars (issue 26): 'Guiding ★★★★☆ 4', 'Organisation …', 'Value for
 * money …', a definition list that reads as 'Guiding, Rated 4 out of 5'. Nothing for a review
 * written without scores.
 */
import type { SubScores } from '@app/contracts';
import { StarRating } from './Stars';
import { subScoreEntries } from './sub-scores';
import './sub-scores.css';

export function SubScoresList({ scores, className = '' }: { scores?: SubScores; className?: string }) {
  const entries = subScoreEntries(scores);
  if (entries.length === 0) return null;
  return (
    <dl className={`sub-scores ${className}`.trim()}>
      {entries.map(({ score, label, stars }) => (
        <div key={score} className="sub-scores__item">
          <dt>{label}</dt>
          <dd>
            <StarRating value={stars} size="sm" />
            <span aria-hidden="true">{stars}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
