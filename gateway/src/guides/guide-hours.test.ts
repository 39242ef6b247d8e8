/**
 * A guide's hours (issue 26). Rule, checked against a minute-by-minute model under generated weeks
 * and tours: a tour fits only when every minute of it is a minute the guide works that day, and
 * never on a day off. Then the product: the grid offers a guide within their hours only, a booking
 * outside them is refused, and the profile says what the guide told travellers.
 */
import {
  BOOKING_RULES,
  fitsAvailability,
  GUIDE_ABOUT_MESSAGES,
  type GuideAvailability,
} from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { indiaSlot, TAJ_GUIDE, verifiedGuide } from '../../test/marketplace.js';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The minutes of the date the guide works, one by one. */
function workedMinutes(availability: GuideAvailability, date: string): Set<number> {
  const worked = new Set<number>();
  if (availability.daysOff.includes(date)) return worked;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  for (const hours of availability.weekly.filter((h) => h.day === weekday)) {
    const [fh, fm] = hours.from.split(':').map(Number) as [number, number];
    const [th, tm] = hours.to.split(':').map(Number) as [number, number];
    for (let m = fh * 60 + fm; m < th * 60 + tm; m++) worked.add(m);
  }
  return worked;
}

const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
const workingDay = fc
  .tuple(fc.integer({ min: 0, max: 6 }), minute, minute)
  .filter(([, a, b]) => a !== b)
  .map(([day, a, b]) => ({ day, from: hhmm(Math.min(a, b)), to: hhmm(Math.max(a, b)) }));
const date = fc
  .integer({ min: 0, max: 20 })
  .map((days) => new Date(Date.UTC(2026, 11, 1) + days * 86_400_000).toISOString().slice(0, 10));
const availability = fc.record({
  weekly: fc.uniqueArray(workingDay, { selector: (h) => h.day, maxLength: 7 }),
  daysOff: fc.uniqueArray(date, { maxLength: 5 }),
});

describe('a guide’s hours, as a rule', () => {
  it('a tour fits exactly when each of its minutes is worked that day', () => {
    fc.assert(
      fc.property(availability, date, minute, fc.integer({ min: 1, max: 5 }), (hours, day, start, length) => {
        const worked = workedMinutes(hours, day);
        const minutes = Array.from({ length: length * 60 }, (_, i) => start + i);
        const model = minutes.every((m) => m < 24 * 60 && worked.has(m));
        expect(fitsAvailability(hours, { date: day, time: hhmm(start), hours: length })).toBe(model);
      }),
      { numRuns: 2000 },
    );
  });

  it('no hours set: any time', () => {
    expect(fitsAvailability(null, { date: '2026-12-07', time: '23:00', hours: 3 })).toBe(true);
  });
});

const product = useProduct({ shared: true });

/** A Taj Mahal guide who works Mondays to Fridays 09:00-13:00 and has `dayOff` off. */
async function weekdayMornings(h: Harness, email: string, dayOff: string) {
  const guide = await verifiedGuide(h, email, TAJ_GUIDE);
  const weekly = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '13:00' }));
  const set = await (await callerFor(h, guide.cookie)).guides.setAvailability({ weekly, daysOff: [dayOff] });
  expect(set.availability).toEqual({ weekly, daysOff: [dayOff] });
  return guide;
}

/** The next date at least `after` days ahead, in India, that falls on `weekday`. */
function nextWeekday(weekday: number, after = 2): string {
  for (let days = after; ; days++) {
    const { date } = indiaSlot(days, 9);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

describe('the booking grid and a guide’s hours', () => {
  it('offers the guide only within their hours, and refuses a booking outside them', async () => {
    const h = await product();
    const monday = nextWeekday(1);
    const nextMonday = nextWeekday(1, 9);
    const asha = await weekdayMornings(h, 'asha.hours@example.com', nextMonday);
    const tina = await loggedIn(h, 'tina.hours@example.com');
    const grid = async (date: string, time: string) => {
      const res = await post(h, '/api/bookings/guides', {
        kind: 'reserved',
        touristPlace: 'Taj Mahal',
        date,
        time,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as unknown as Array<{ emailAddress: string }>).map((g) => g.emailAddress);
    };
    expect(await grid(monday, '09:30')).toContain(asha.email);
    expect(await grid(monday, '10:00')).toContain(asha.email);
    // Ends past 13:00 (a tour is BOOKING_RULES.tourHours long).
    expect(BOOKING_RULES.tourHours).toBe(3);
    expect(await grid(monday, '10:30')).not.toContain(asha.email);
    expect(await grid(monday, '08:00')).not.toContain(asha.email);
    expect(await grid(nextWeekday(0), '10:00')).not.toContain(asha.email);
    expect(await grid(nextMonday, '09:00')).not.toContain(asha.email);

    const book = (time: string) =>
      post(
        h,
        '/api/bookings',
        {
          kind: 'reserved',
          touristPlace: 'Taj Mahal',
          guideEmail: asha.email,
          numPeople: 2,
          location: 'Agra',
          date: monday,
          time,
        },
        tina,
      );
    expect((await book('11:00')).body).toEqual({
      message: GUIDE_ABOUT_MESSAGES.offHours,
      code: 'GUIDE_UNAVAILABLE',
    });
    expect((await book('09:00')).status).toBe(201);
  });
});

describe('what a guide tells travellers', () => {
  it('is in GET /api/guides/{email} and its tRPC twin, set by the guide alone', async () => {
    const h = await product();
    const ravi = await verifiedGuide(h, 'ravi.about@example.com', TAJ_GUIDE);
    const before = await get(h, `/api/guides/${ravi.email}`);
    expect(before.body).toMatchObject({ bio: '', languages: [], yearsOfExperience: null });
    const about = {
      bio: 'Born in Agra.',
      languages: ['English', 'Hindi', 'English'] as const,
      yearsOfExperience: 12,
    };
    const asRavi = await callerFor(h, ravi.cookie);
    await asRavi.guides.setAbout({ ...about, languages: [...about.languages] });
    const told = { bio: 'Born in Agra.', languages: ['English', 'Hindi'], yearsOfExperience: 12 };
    expect((await get(h, `/api/guides/${ravi.email}`)).body).toMatchObject(told);
    const asTina = await callerFor(h, await loggedIn(h, 'tina.about@example.com'));
    expect(await asTina.guides.profile({ email: ravi.email })).toMatchObject(told);
    // A traveller has no guide profile to write to.
    await expect(asTina.guides.setAbout({ ...about, languages: [] })).rejects.toMatchObject({
      cause: { appCode: 'NOT_A_GUIDE' },
    });
    await expect(asRavi.guides.setAbout({ ...about, languages: [], yearsOfExperience: 61 })).rejects.toThrow(
      GUIDE_ABOUT_MESSAGES.years,
    );
  });
});

describe('hours that cannot be kept', () => {
  it('are refused with the rule’s message: an end before the start, a day twice, an unreal day off', async () => {
    const h = await product();
    const meera = await callerFor(h, (await verifiedGuide(h, 'meera.hours@example.com', TAJ_GUIDE)).cookie);
    const refusals = [
      { weekly: [{ day: 1, from: '13:00', to: '09:00' }], daysOff: [] },
      { weekly: [{ day: 1, from: '25:00', to: '26:00' }], daysOff: [] },
      {
        weekly: [
          { day: 1, from: '09:00', to: '10:00' },
          { day: 1, from: '11:00', to: '12:00' },
        ],
        daysOff: [],
      },
    ];
    for (const input of refusals)
      await expect(meera.guides.setAvailability(input)).rejects.toThrow(GUIDE_ABOUT_MESSAGES.hours);
    await expect(meera.guides.setAvailability({ weekly: [], daysOff: ['2026-02-30'] })).rejects.toThrow(
      GUIDE_ABOUT_MESSAGES.daysOff,
    );
    await expect(
      meera.guides.setAbout({ bio: 'x'.repeat(601), languages: [], yearsOfExperience: null }),
    ).rejects.toThrow(GUIDE_ABOUT_MESSAGES.bioLength);
    // Nothing was kept of what was refused.
    expect((await meera.guides.ownProfile())?.availability).toBeNull();
  });
});
