import { describe, expect, it } from 'vitest';
import { rewardMinutes } from './PlaceQuiz';

describe('rewardMinutes (the quiz reward, earned in seconds, shown in minutes)', () => {
  it('says minutes, singular for one', () => {
    expect(rewardMinutes(0)).toBe('0 minutes');
    expect(rewardMinutes(60)).toBe('1 minute');
    expect(rewardMinutes(180)).toBe('3 minutes');
  });

  it('keeps one decimal for part of a minute', () => {
    expect(rewardMinutes(90)).toBe('1.5 minutes');
  });
});
