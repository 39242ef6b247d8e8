import { TOUR_REVIEW_TEXTS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { payBooking, verifiedGuide } from '../../test/marketplace.js';

const startProduct = useProduct();

describe('a tourist reviews their guide', () => {
  it('after a completed, paid tour, once per booking; the guide’s average follows', async () => {
    const product = await startProduct();
    const { cookie: guideCookie } = await verifiedGuide(product, 'asha@example.com', {
      guidePlaces: 'Taj Mahal',
      guideCity: 'Uttar Pradesh',
      guidePrice: 15,
    });
    const tourist = await loggedIn(product, 'tourist@example.com');
    const booking = {
      kind: 'instant',
      touristPlace: 'Taj Mahal',
      guideEmail: 'asha@example.com',
      numPeople: 1,
    };
    const id = String((await post(product, '/api/bookings', booking, tourist)).body.id);
    await payBooking(product, tourist, id, 15);
    const review = (who: string, rating: unknown = 4) =>
      post(product, '/api/guide-reviews', { bookingId: id, rating, comment: 'Knew every stone of it.' }, who);

    expect((await review(tourist)).body).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
    const bookings = product.platform.store.collection('bookings');
    await bookings.updateOne({ _id: id }, { $set: { status: 'confirmed' } });
    expect((await review(tourist)).status).toBe(403);
    await bookings.updateOne({ _id: id }, { $set: { endsAt: new Date(Date.now() - 1000) } });

    const stranger = await loggedIn(product, 'stranger@example.com');
    expect((await review(stranger)).body).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
    expect((await review(tourist, 6)).body).toMatchObject({
      message: 'Please choose a rating from 1 to 5 stars.',
    });
    expect((await review('')).status).toBe(401);
    const [first, second] = await Promise.all([review(tourist), review(tourist)]);
    expect([first?.status, second?.status].sort()).toEqual([201, 409]);
    expect((await review(tourist)).body).toEqual({
      message: 'You have already reviewed this tour.',
      code: 'ALREADY_REVIEWED',
    });

    // Sealed until Asha has reviewed the traveller too (issue 26: double-blind).
    expect((await get(product, '/api/reviews/asha@example.com')).body).toEqual([]);
    const guide = await callerFor(product, guideCookie);
    expect(await guide.bookings.reviewTraveller({ bookingId: id, rating: 5, comment: 'On time.' })).toEqual({
      message: TOUR_REVIEW_TEXTS.published,
      published: true,
    });
    const listed = await get(product, '/api/reviews/asha@example.com');
    expect(listed.body).toEqual([
      expect.objectContaining({ name: 'tourist', review: 'Knew every stone of it.', rating: 4 }),
    ]);
    const profile = await get(product, '/api/guides/asha@example.com');
    expect(profile.body).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });
});
