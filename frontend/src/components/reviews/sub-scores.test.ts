import { SUB_SCORE_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { subScoreEntries } from './sub-scores';

describe('a review’s scores', () => {
  it('lists guiding, organisation and value for money in that order, labelled', () => {
    expect(subScoreEntries({ value: 3, guiding: 4, organisation: 5 })).toEqual([
      { score: 'guiding', label: 'Guiding', stars: 4 },
      { score: 'organisation', label: 'Organisation', stars: 5 },
      { score: 'value', label: SUB_SCORE_LABELS.value, stars: 3 },
    ]);
    expect(SUB_SCORE_LABELS.value).toBe('Value for money');
  });

  it('lists nothing for a review written without scores (the spec’s call sends none)', () => {
    expect(subScoreEntries(undefined)).toEqual([]);
  });

  it('shows whole stars from 1 to 5 whatever an older server sent', () => {
    const stars = subScoreEntries({ guiding: 4.6, organisation: 0, value: 9 }).map((e) => e.stars);
    expect(stars).toEqual([5, 1, 5]);
  });
});
