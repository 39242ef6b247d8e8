import { describe, expect, it } from 'vitest';
import { trackKind } from './track-kind';

describe('the track the audio popup asks for', () => {
  it('is the full book for a subscriber by default, and the minute once they ask for a shorter one', () => {
    expect(trackKind({ plan: null, subscriber: true, shorter: false })).toBe('book');
    expect(trackKind({ plan: null, subscriber: true, shorter: true })).toBe('minute');
  });

  it('is the minute for anyone without a plan, whatever the switch says', () => {
    expect(trackKind({ plan: null, subscriber: false, shorter: false })).toBe('minute');
    expect(trackKind({ plan: null, subscriber: false, shorter: true })).toBe('minute');
  });

  it('is the bought special plan’s track on its page', () => {
    expect(trackKind({ plan: 'Rajasthan', subscriber: true, shorter: false })).toBe('plan');
    expect(trackKind({ plan: 'Rajasthan', subscriber: false, shorter: true })).toBe('plan');
  });
});
