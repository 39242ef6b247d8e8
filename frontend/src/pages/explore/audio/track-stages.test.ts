import { describe, expect, it } from 'vitest';
import { formatClock, stageIndex, stagePercent, TRACK_STAGES } from './track-stages';

describe('track stages', () => {
  it('names the four stages in order', () => {
    expect(TRACK_STAGES.map((stage) => stage.label)).toEqual([
      'Queued',
      'Writing the story',
      'Recording the voice',
      'Ready',
    ]);
  });

  it('maps each status to its stage and percentage', () => {
    expect(stageIndex('pending')).toBe(0);
    expect(stageIndex('speaking')).toBe(2);
    expect(stagePercent('pending')).toBe(25);
    expect(stagePercent('writing')).toBe(50);
    expect(stagePercent('ready')).toBe(100);
  });

  it('puts a failed track at no stage', () => {
    expect(stageIndex('failed')).toBe(-1);
    expect(stagePercent('failed')).toBe(0);
  });
});

describe('formatClock', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.7)).toBe('1:05');
    expect(formatClock(600)).toBe('10:00');
  });

  it('reads unknown durations as 0:00', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
