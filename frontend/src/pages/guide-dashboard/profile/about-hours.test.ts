import {
  GUIDE_ABOUT_MESSAGES,
  guideAboutSchema,
  guideAvailabilitySchema,
  isCalendarDate,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkAbout, toAboutInput, toggleLanguage } from './about-form';
import { addDayOff, hoursFromAvailability, invalidDays, toAvailabilityInput } from './hours-form';

describe('the About you form', () => {
  it('sends what setAbout accepts, an empty years field as null', () => {
    const state = { bio: '  Born in Jaipur.  ', languages: toggleLanguage([], 'Hindi', true), years: '' };
    expect(checkAbout(state)).toBeNull();
    const input = toAboutInput(state);
    expect(input).toEqual({ bio: 'Born in Jaipur.', languages: ['Hindi'], yearsOfExperience: null });
    expect(guideAboutSchema.safeParse(input).success).toBe(true);
  });

  it('refuses what setAbout refuses, with its message', () => {
    const base = { bio: '', languages: [], years: '3' } as const;
    expect(checkAbout({ ...base, bio: 'x'.repeat(601) })).toEqual({
      field: 'bio',
      message: GUIDE_ABOUT_MESSAGES.bioLength,
    });
    for (const years of ['61', '2.5', '-1'])
      expect(checkAbout({ ...base, years })?.message).toBe(GUIDE_ABOUT_MESSAGES.years);
    const nine = [
      'English',
      'Hindi',
      'Tamil',
      'Telugu',
      'Urdu',
      'Odia',
      'French',
      'German',
      'Korean',
    ] as const;
    expect(checkAbout({ ...base, languages: nine })?.field).toBe('languages');
    expect(guideAboutSchema.safeParse({ ...toAboutInput(base), languages: nine }).success).toBe(false);
  });

  it('unticks a language without moving the others', () => {
    expect(toggleLanguage(['English', 'Hindi', 'Tamil'], 'Hindi', false)).toEqual(['English', 'Tamil']);
  });
});

describe('the hours form', () => {
  it('starts with no day ticked when the guide never set hours', () => {
    const state = hoursFromAvailability(null);
    expect(state.days.every((day) => !day.works)).toBe(true);
    expect(toAvailabilityInput(state)).toEqual({ weekly: [], daysOff: [] });
  });

  it('prefills the saved days and sends them back as setAvailability accepts', () => {
    const saved = {
      weekly: [{ day: 1, from: '09:30', to: '17:00' }],
      daysOff: ['2026-05-02', '2026-04-01'],
    };
    const state = hoursFromAvailability(saved);
    expect(state.days[1]).toEqual({ works: true, from: '09:30', to: '17:00' });
    expect(state.daysOff).toEqual(['2026-04-01', '2026-05-02']);
    const input = toAvailabilityInput(state);
    expect(input.weekly).toEqual(saved.weekly);
    expect(guideAvailabilitySchema.safeParse(input).success).toBe(true);
  });

  it('points at a ticked day whose start is not before its end; an unticked one does not count', () => {
    const state = hoursFromAvailability(null);
    const days = state.days.map((day, n) =>
      n === 2 ? { works: true, from: '18:00', to: '09:00' } : { ...day, from: '', to: '' },
    );
    expect(invalidDays({ ...state, days })).toEqual([2]);
    const wrong = toAvailabilityInput({ ...state, days });
    expect(guideAvailabilitySchema.safeParse(wrong).success).toBe(false);
  });

  it('adds real dates once, in order', () => {
    expect(addDayOff(['2026-05-02'], '2026-04-01')).toEqual({
      ok: true,
      daysOff: ['2026-04-01', '2026-05-02'],
    });
    expect(addDayOff(['2026-05-02'], '2026-05-02').ok).toBe(false);
    expect(addDayOff([], '')).toEqual({ ok: false, message: 'Choose a date first.' });
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
