/**
 * Double-blind reviews of a tour (issue 26), as a rule checked under generated sequences: whatever
 * order the traveller and the guide write in, whenever the sweep runs and however much time
 * passes, a review is readable exactly when both sides have written, or when it was written and
 * the window has ended and a sweep has run since; a write is taken once, and only within the window.
 * Then the one reminder mail, to the side that has not written.
 */
import { GUIDE_REVIEW_MAX, MESSAGES, REVIEW_WINDOW, TOUR_REVIEW_TEXTS } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { payBooking, TAJ_GUIDE, verifiedGuide } from '../../test/marketplace.js';
import { type Actor, resolveActor } from '../accounts/index.js';
import { cookieJar } from '../http/index.js';
import { listGuideReviews } from '../reviews/index.js';
import { myBookings } from './my-bookings.js';
import { sweepReviewWindows } from './review-window.js';
import { submitGuideReview, submitTravellerReview } from './tour-review.js';

const DAY = 24 * 3600_000;
const GUIDE = 'asha@example.com';
const product = useProduct();

const actorOf = (h: Harness, cookie: string): Promise<Actor> =>
  resolveActor(
    h.deps,
    cookieJar(cookie, () => {}),
    { ip: '127.0.0.1', secure: false },
  );

/** A guide, a traveller and a paid, confirmed tour of theirs that ended at `endedAt`; more are copies of it. */
async function tourSetup(h: Harness) {
  const guide = await verifiedGuide(h, GUIDE, TAJ_GUIDE);
  const tourist = await loggedIn(h, 'tina@example.com');
  const booked = await post(
    h,
    '/api/bookings',
    { kind: 'instant', touristPlace: 'Taj Mahal', guideEmail: GUIDE, numPeople: 1 },
    tourist,
  );
  const id = String(booked.body.id);
  await payBooking(h, tourist, id, 15);
  const bookings = h.platform.store.collection('bookings');
  const original = await bookings.findOne({ _id: id });
  if (!original) throw new Error('no booking');
  let copies = 0;
  /** A new completed tour of the two, ended at `endedAt`, with none of the reviews. */
  const completedTour = async (endedAt: Date) => {
    const copy = {
      ...original,
      _id: `${id}-${++copies}`,
      status: 'confirmed',
      endsAt: endedAt,
      startsAt: new Date(endedAt.getTime() - 3 * 3600_000),
    };
    await bookings.insertOne(copy);
    return copy._id;
  };
  return {
    completedTour,
    tourist: await actorOf(h, tourist),
    guide: await actorOf(h, guide.cookie),
  };
}

type Step = { who: 'tourist' | 'guide' | 'sweep'; hours: number };
const step = fc.record({
  who: fc.constantFrom('tourist', 'guide', 'sweep'),
  hours: fc.integer({ min: 0, max: 9 * 24 }),
}) as fc.Arbitrary<Step>;

describe('double-blind reviews, as a rule', () => {
  it('a review is readable exactly when both wrote, or its window ended and a sweep ran; writes only once, in the window', async () => {
    const h = await product();
    const { completedTour, tourist, guide } = await tourSetup(h);
    const ended = new Date(Date.now() - 3600_000);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const id = await completedTour(ended);
        const closes = ended.getTime() + REVIEW_WINDOW.days * DAY;
        const model = { tourist: false, guide: false, touristOut: false, guideOut: false };
        let now = ended.getTime();
        for (const { who, hours } of steps) {
          now += hours * 3600_000;
          const at = new Date(now);
          const open = now < closes;
          if (who === 'sweep') {
            await sweepReviewWindows(h.deps, at);
            if (!open) [model.touristOut, model.guideOut] = [model.tourist, model.guide];
          } else {
            const writing =
              who === 'tourist'
                ? submitGuideReview(h.deps, tourist, { bookingId: id, rating: 4, comment: `tour ${id}` }, at)
                : submitTravellerReview(
                    h.deps,
                    guide,
                    { bookingId: id, rating: 5, comment: `tour ${id}` },
                    at,
                  );
            const wrote = model[who];
            if (wrote || !open) {
              await expect(writing).rejects.toMatchObject({
                appCode: wrote ? 'ALREADY_REVIEWED' : 'REVIEW_WINDOW_CLOSED',
              });
            } else {
              model[who] = true;
              const both = model.tourist && model.guide;
              expect(await writing).toEqual({
                message: both ? TOUR_REVIEW_TEXTS.published : TOUR_REVIEW_TEXTS.sealed,
                published: both,
              });
              if (both) [model.touristOut, model.guideOut] = [true, true];
            }
          }
          const shownOfGuide = (await listGuideReviews(h.platform.store, GUIDE)).some(
            (r) => r.review === `tour ${id}`,
          );
          const shownOfTraveller = (await myBookings(h.deps, tourist, 'tourist', at)).find(
            (b) => b.id === id,
          )?.travellerReview;
          expect({ guide: shownOfGuide, traveller: shownOfTraveller != null }).toEqual({
            guide: model.touristOut,
            traveller: model.guideOut,
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the review reminder', () => {
  it('mails the side that has not written, once, after the reminder’s delay and within the window', async () => {
    const h = await product();
    const { completedTour, tourist } = await tourSetup(h);
    const ended = new Date(Date.now() - 3600_000);
    const id = await completedTour(ended);
    await submitGuideReview(h.deps, tourist, { bookingId: id, rating: 4, comment: 'Lovely.' }, ended);
    const reminders = async () =>
      (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
        .map(
          (row) =>
            (row.event as { payload: { to: string; template: string; data: Record<string, unknown> } })
              .payload,
        )
        .filter((mail) => mail.template === 'review-reminder' && String(mail.data.place) === 'Taj Mahal');
    const after = (days: number) => new Date(ended.getTime() + days * DAY);
    expect((await sweepReviewWindows(h.deps, after(REVIEW_WINDOW.reminderAfterDays - 0.5))).reminded).toBe(0);
    const sweeps = await Promise.all([
      sweepReviewWindows(h.deps, after(REVIEW_WINDOW.reminderAfterDays + 0.1)),
      sweepReviewWindows(h.deps, after(REVIEW_WINDOW.reminderAfterDays + 0.1)),
    ]);
    expect(sweeps.map((s) => s.reminded).sort()).toEqual([0, 1]);
    expect((await sweepReviewWindows(h.deps, after(REVIEW_WINDOW.days - 1))).reminded).toBe(0);
    expect(await reminders()).toEqual([
      {
        to: GUIDE,
        template: 'review-reminder',
        data: expect.objectContaining({ role: 'guide', otherName: 'tina' }),
      },
    ]);

    // A tour whose window has ended is never reminded; one both reviewed neither.
    await completedTour(after(-REVIEW_WINDOW.days - 1));
    expect((await sweepReviewWindows(h.deps, new Date())).reminded).toBe(0);
  });
});

describe('bad input to the guide’s review of a traveller', () => {
  it('answers a missing booking, stars out of range and an empty or long opinion with a 400 and its message', async () => {
    const h = await product();
    const { cookie } = await verifiedGuide(h, GUIDE, TAJ_GUIDE);
    const guide = await callerFor(h, cookie);
    for (const [input, message] of [
      [{ bookingId: '', rating: 5, comment: 'Fine.' }, MESSAGES.bookingMissing],
      [{ bookingId: 'b1', rating: 6, comment: 'Fine.' }, MESSAGES.ratingRange],
      [{ bookingId: 'b1', rating: 2.5, comment: 'Fine.' }, MESSAGES.ratingRange],
      [{ bookingId: 'b1', rating: 5, comment: '   ' }, MESSAGES.emptyOpinion],
      [
        { bookingId: 'b1', rating: 5, comment: 'x'.repeat(GUIDE_REVIEW_MAX + 1) },
        `The review must be at most ${GUIDE_REVIEW_MAX} characters.`,
      ],
    ] as const)
      await expect(guide.bookings.reviewTraveller(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    await expect(
      guide.bookings.reviewTraveller({ bookingId: 'nobody', rating: 5, comment: 'Fine.' }),
    ).rejects.toMatchObject({
      cause: { appCode: 'REVIEW_NOT_ALLOWED', message: TOUR_REVIEW_TEXTS.travellerNotAllowed },
    });
    await expect(
      (await callerFor(h)).bookings.reviewTraveller({ bookingId: 'b1', rating: 5, comment: 'Fine.' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
