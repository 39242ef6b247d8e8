import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatUsd, tourDays } from './guide-format';

describe('guide formats', () => {
  it('writes US dollars with cents', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it("counts a tour's days with both ends, and 0 for dates that cannot be read", () => {
    // India time, whatever the zone of the machine running the test.
    const at = (day: number, hour: number) =>
      new Date(
        `2026-04-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+05:30`,
      ).toISOString();
    expect(tourDays(at(10, 9), at(10, 17))).toBe(1);
    expect(tourDays(at(10, 21), at(12, 8))).toBe(3);
    expect(tourDays(at(12, 9), at(10, 9))).toBe(0);
    expect(tourDays('soon', at(10, 9))).toBe(0);
  });

  it('writes the time of a tour in India, named IST', () => {
    expect(formatDayTime('2026-12-29T03:30:00.000Z')).toBe('29 Dec 2026, 9:00 am IST');
    expect(formatDay('2026-12-29T20:00:00.000Z')).toBe('30 Dec 2026');
  });

  it("reads '' for a date that cannot be read", () => {
    expect(formatDay('never')).toBe('');
    expect(formatDayTime('never')).toBe('');
  });
});
