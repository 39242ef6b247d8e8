import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, trpc } from '../../test/http.js';
import { verifiedGuide } from '../../test/marketplace.js';

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
