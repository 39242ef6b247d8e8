import { describe, expect, it } from 'vitest';
import { whenParts } from './TransactionTable';

describe('a transaction’s time in the profile table', () => {
  it('is the day and the time of day apart, so that a narrow cell breaks only between them', () => {
    const parts = whenParts('2026-11-29T06:24:00.000Z');
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/2026/);
    expect(parts[1]).toMatch(/\d{1,2}:\d{2}/);
    expect(parts[1]).not.toMatch(/2026/);
  });

  it('shows what the server sent when it is no time', () => {
    expect(whenParts('soon')).toEqual(['soon']);
  });
});
