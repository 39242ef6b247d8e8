/** The scores of a guide's review as they are listed (issue 26): in SUB_SCORES order, labelled. */
import { SUB_SCORE_LABELS, SUB_SCORES, type SubScore, type SubScores } from '@app/contracts';

export interface SubScoreEntry {
  readonly score: SubScore;
  readonly label: string;
  /** Whole stars, 1 to 5. */
  readonly stars: number;
}

/** Guiding, organisation and value, labelled; none for a review written without scores. */
export function subScoreEntries(scores: Readonly<SubScores> | undefined): SubScoreEntry[] {
  if (scores === undefined) return [];
  return SUB_SCORES.map((score) => ({
    score,
    label: SUB_SCORE_LABELS[score],
    stars: Math.max(1, Math.min(5, Math.round(scores[score]))),
  }));
}
