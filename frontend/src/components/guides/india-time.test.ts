import { describe, expect, it } from 'vitest';
import { fromIndiaInput, indiaDayNumber, toIndiaInput } from './india-time';

describe('India time for the datetime-local inputs', () => {
  it('reads the wall clock as IST (UTC+05:30), whatever the device zone', () => {
    expect(fromIndiaInput('2026-04-10T09:00')).toBe('2026-04-10T03:30:00.000Z');
    expect(fromIndiaInput('2026-04-10T02:00')).toBe('2026-04-09T20:30:00.000Z');
  });

  it('shows an ISO date-time on the India wall clock, and back', () => {
    expect(toIndiaInput('2026-04-09T20:30:00.000Z')).toBe('2026-04-10T02:00');
    expect(fromIndiaInput(toIndiaInput('2026-12-31T23:15:00.000Z'))).toBe('2026-12-31T23:15:00.000Z');
  });

  it("reads '' for an empty or unreadable value", () => {
    expect(fromIndiaInput('')).toBe('');
    expect(fromIndiaInput('someday')).toBe('');
    expect(fromIndiaInput('2026-13-45T99:00')).toBe('');
    expect(toIndiaInput('not a date')).toBe('');
  });

  it('counts calendar days in India: 23:00 UTC is already the next day there', () => {
    const today = indiaDayNumber('2026-04-10T12:00:00.000Z');
    expect(indiaDayNumber('2026-04-10T19:00:00.000Z')).toBe((today ?? 0) + 1);
    expect(indiaDayNumber('nope')).toBeNull();
  });
});
