import { MESSAGES, TOUR_REVIEW_TEXTS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { payBooking, TAJ_GUIDE, verifiedGuide } from '../../test/marketplace.js';

const startProduct = useProduct();

describe('bookings over tRPC', () => {
  it('offers the grid, books, lists and cancels through the same services as REST', async () => {
    const product = await startProduct();
    await verifiedGuide(product, 'asha@example.com', {
      guidePlaces: 'Taj Mahal',
      guideCity: 'Uttar Pradesh',
      guidePrice: 15,
    });
    const cookie = await loggedIn(product, 'tourist@example.com');
    const tourist = await callerFor(product, cookie);
    const grid = await (await callerFor(product)).bookings.guides({
      kind: 'instant',
      touristPlace: 'Taj Mahal',
    });
    expect(grid.map((g) => g.emailAddress)).toEqual(['asha@example.com']);
    const booking = {
      kind: 'instant',
      touristPlace: 'Taj Mahal',
      guideEmail: 'asha@example.com',
      numPeople: 2,
    } as const;
    const created = await tourist.bookings.create(booking);
    expect(created).toMatchObject({ status: 'draft', amountUsd: 30 });
    const id = created.id;
    await expect((await callerFor(product)).bookings.create(booking)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const offered = await tourist.bookings.offer({
      guideId: 'asha@example.com',
      touristPlace: 'Taj Mahal',
      offerPrice: 12,
      noOfPeople: 2,
      bookingId: id,
    });
    expect(offered).toEqual({ message: 'Send Successfully', bookingId: id });
    expect(await tourist.bookings.mine({ role: 'tourist' })).toEqual([
      expect.objectContaining({ id, status: 'negotiating', cancelRefundPercent: 0 }),
    ]);
    expect(await tourist.bookings.cancel({ id })).toMatchObject({ booking: { status: 'cancelled' } });
    expect(await tourist.bookings.earnings()).toEqual([]);
  });
});

describe('the booking e-mail request and the guide review over tRPC', () => {
  it('confirms the mail for a paid booking only, and takes one review after the tour', async () => {
    const product = await startProduct();
    const { cookie: guideCookie } = await verifiedGuide(product, 'asha@example.com', TAJ_GUIDE);
    const cookie = await loggedIn(product, 'tourist@example.com');
    const tourist = await callerFor(product, cookie);
    const booking = await tourist.bookings.create({
      kind: 'instant',
      touristPlace: 'Taj Mahal',
      guideEmail: 'asha@example.com',
      numPeople: 1,
    });
    const mail = { bookingId: booking.id, touristMail: 'tourist@example.com' };
    await expect(tourist.bookings.sendEmail(mail)).rejects.toMatchObject({
      cause: { appCode: 'BOOKING_MISSING' },
    });
    await payBooking(product, cookie, booking.id, 15);
    expect(await tourist.bookings.sendEmail(mail)).toEqual({
      message: MESSAGES.bookingMailSent,
      bookingId: booking.id,
    });
    await expect(
      tourist.bookings.sendEmail({ ...mail, touristMail: 'someone@example.com' }),
    ).rejects.toMatchObject({ cause: { appCode: 'WRONG_ACCOUNT' } });

    const review = { bookingId: booking.id, rating: 4, comment: 'Knew every stone of it.' };
    await expect(tourist.bookings.review(review)).rejects.toMatchObject({
      cause: { appCode: 'REVIEW_NOT_ALLOWED' },
    });
    await product.platform.store
      .collection('bookings')
      .updateOne({ _id: booking.id }, { $set: { status: 'confirmed', endsAt: new Date(Date.now() - 1000) } });
    await expect((await callerFor(product)).bookings.review(review)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await tourist.bookings.review(review)).toEqual({
      message: TOUR_REVIEW_TEXTS.sealed,
      published: false,
    });
    await expect(tourist.bookings.review(review)).rejects.toMatchObject({
      message: MESSAGES.alreadyReviewed,
      cause: { appCode: 'ALREADY_REVIEWED' },
    });
    // Double-blind: shown once the guide has reviewed the traveller too.
    expect(await tourist.guides.reviews({ email: 'asha@example.com' })).toEqual([]);
    const guide = await callerFor(product, guideCookie);
    expect(
      await guide.bookings.reviewTraveller({ bookingId: booking.id, rating: 5, comment: 'Curious.' }),
    ).toEqual({
      message: TOUR_REVIEW_TEXTS.published,
      published: true,
    });
    expect(await tourist.guides.reviews({ email: 'asha@example.com' })).toEqual([
      expect.objectContaining({ name: 'tourist', review: review.comment, rating: 4 }),
    ]);
    expect(await tourist.guides.profile({ email: 'asha@example.com' })).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
    });
    expect(await tourist.bookings.mine({ role: 'tourist' })).toEqual([
      expect.objectContaining({ id: booking.id, reviewable: false }),
    ]);
  });
});
