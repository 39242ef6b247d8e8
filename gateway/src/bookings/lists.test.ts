/**
 * The order of a user's lists: a tourist's bookings and a guide's earnings come newest tour first;
 * the tourist's list leaves out drafts (never sent to a guide).
 */
import { describe, expect, it } from 'vitest';
import { harnessPerTest } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { indiaSlot, payBooking, verifiedGuide } from '../../test/marketplace.js';

const startProduct = harnessPerTest();

describe('lists of bookings', () => {
  it('lists a tourist’s bookings and the guide’s earnings newest tour first, without drafts', async () => {
    const h = await startProduct();
    const asha = await verifiedGuide(h, 'asha@example.com', {
      guidePlaces: 'Taj Mahal',
      guideCity: 'Uttar Pradesh',
      guidePrice: 15,
    });
    const tina = await loggedIn(h, 'tina@example.com');
    const book = async (days: number) => {
      const res = await post(
        h,
        '/api/bookings',
        {
          kind: 'reserved',
          touristPlace: 'Taj Mahal',
          guideEmail: 'asha@example.com',
          numPeople: 2,
          location: 'Agra',
          ...indiaSlot(days, 10),
        },
        tina,
      );
      return String(res.body.id);
    };
    const [in3, in5, in4] = [await book(3), await book(5), await book(4)];
    await book(6);
    for (const id of [in3, in5, in4]) await payBooking(h, tina, id, 30);

    const listed = (await get(h, '/api/bookings', tina)).body as unknown as Array<{ id: string }>;
    expect(listed.map((b) => b.id)).toEqual([in5, in4, in3]);

    await h.platform.store
      .collection('bookings')
      .updateMany({ paidAt: { $exists: true } }, { $set: { status: 'confirmed' } });
    const earned = await post(
      h,
      '/api/getEarnedMoney',
      { storedLoggedInEmail: 'asha@example.com' },
      asha.cookie,
    );
    expect((earned.body as unknown as Array<{ bookingId: string }>).map((e) => e.bookingId)).toEqual([
      in5,
      in4,
      in3,
    ]);
  });
});
