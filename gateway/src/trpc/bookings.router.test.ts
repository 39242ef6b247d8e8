import { MESSAGES } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, trpc } from '../../test/http.js';
import { payBooking, TAJ_GUIDE, verifiedGuide } from '../../test/marketplace.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('bookings over tRPC', () => {
  it('offers the grid, books, lists and cancels through the same services as REST', async () => {
    const product = await harness();
    h = product;
    await verifiedGuide(product, 'asha@example.com', {
      guidePlaces: 'Taj Mahal',
      guideCity: 'Uttar Pradesh',
      guidePrice: 15,
    });
    const cookie = await loggedIn(product, 'tourist@example.com');
    const grid = await trpc(product, 'bookings.guides', { kind: 'instant', touristPlace: 'Taj Mahal' });
    expect((grid.data as Array<{ emailAddress: string }>).map((g) => g.emailAddress)).toEqual([
      'asha@example.com',
    ]);
    const booking = {
      kind: 'instant',
      touristPlace: 'Taj Mahal',
      guideEmail: 'asha@example.com',
      numPeople: 2,
    };
    const created = await trpc(product, 'bookings.create', booking, { cookie, mutation: true });
    expect(created.data).toMatchObject({ status: 'draft', amountUsd: 30 });
    const id = (created.data as { id: string }).id;
    expect((await trpc(product, 'bookings.create', booking, { mutation: true })).error).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const offered = await trpc(
      product,
      'bookings.offer',
      {
        guideId: 'asha@example.com',
        touristPlace: 'Taj Mahal',
        offerPrice: 12,
        noOfPeople: 2,
        bookingId: id,
      },
      { cookie, mutation: true },
    );
    expect(offered.data).toEqual({ message: 'Send Successfully', bookingId: id });
    const mine = await trpc(product, 'bookings.mine', { role: 'tourist' }, { cookie });
    expect(mine.data).toEqual([
      expect.objectContaining({ id, status: 'negotiating', cancelRefundPercent: 0 }),
    ]);
    const cancelled = await trpc(product, 'bookings.cancel', { id }, { cookie, mutation: true });
    expect(cancelled.data).toMatchObject({ booking: { status: 'cancelled' } });
    expect((await trpc(product, 'bookings.earnings', undefined, { cookie })).data).toEqual([]);
  });
});

describe('the booking e-mail request and the guide review over tRPC', () => {
  it('confirms the mail for a paid booking only, and takes one review after the tour', async () => {
    const product = await harness();
    h = product;
    await verifiedGuide(product, 'asha@example.com', TAJ_GUIDE);
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
    expect(await tourist.bookings.review(review)).toEqual({ message: MESSAGES.reviewSubmitted });
    await expect(tourist.bookings.review(review)).rejects.toMatchObject({
      message: MESSAGES.alreadyReviewed,
      cause: { appCode: 'ALREADY_REVIEWED' },
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
