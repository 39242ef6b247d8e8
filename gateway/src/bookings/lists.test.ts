/**
 * The order of a user's lists: a tourist's bookings and a guide's earnings come newest tour first;
 * the tourist's list leaves out drafts (never sent to a guide).
 */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking } from '../../test/marketplace.js';

const startProduct = useProduct();

describe('lists of bookings', () => {
  it('lists a tourist’s bookings and the guide’s earnings newest tour first, without drafts', async () => {
    const h = await startProduct();
    const { asha, tina } = await ashaAndTina(h);
    const book = async (days: number) =>
      String((await post(h, '/api/bookings', tajBooking('reserved', days), tina)).body.id);
    const [in3, in5, in4] = [await book(3), await book(5), await book(4)];
    await book(6);
    for (const id of [in3, in5, in4]) await payBooking(h, tina, id, 30);

    const listed = (await get(h, '/api/bookings', tina)).body as unknown as Array<{ id: string }>;
    expect(listed.map((b) => b.id)).toEqual([in5, in4, in3]);

    await h.platform.store
      .collection('bookings')
      .updateMany({ paidAt: { $exists: true } }, { $set: { status: 'confirmed' } });
    const earned = await post(h, '/api/getEarnedMoney', { storedLoggedInEmail: 'asha@example.com' }, asha);
    expect((earned.body as unknown as Array<{ bookingId: string }>).map((e) => e.bookingId)).toEqual([
      in5,
      in4,
      in3,
    ]);
  });
});
