/**
 * Each call reads or changes the one booking it names, never another: every test holds bookings of
 * two tourists (and two guides), so a filter that matched every booking would show or hit the other.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { indiaSlot, payBooking, verifiedGuide } from '../../test/marketplace.js';

const startProduct = useProduct();

const TAJ = { guidePlaces: 'Taj Mahal, Agra Fort', guideCity: 'Uttar Pradesh', guidePrice: 15 };

const reserved = (guideEmail: string, touristPlace: string) => ({
  kind: 'reserved',
  touristPlace,
  guideEmail,
  numPeople: 2,
  location: 'Hotel Clarks Shiraz, Agra',
  ...indiaSlot(3, 10),
});

/** Asha and Ravi, guides; Tina and Tom, tourists; Tina's draft with Asha, Tom's with Ravi. */
async function twoTourists() {
  const product = await startProduct();
  const asha = (await verifiedGuide(product, 'asha@example.com', TAJ)).cookie;
  const ravi = (await verifiedGuide(product, 'ravi@example.com', TAJ)).cookie;
  const tina = await loggedIn(product, 'tina@example.com');
  const tom = await loggedIn(product, 'tom@example.com');
  const book = async (cookie: string, guide: string, place: string) => {
    const res = await post(product, '/api/bookings', reserved(guide, place), cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.id);
  };
  const tinas = await book(tina, 'asha@example.com', 'Taj Mahal');
  const toms = await book(tom, 'ravi@example.com', 'Agra Fort');
  return { h: product, asha, ravi, tina, tom, tinas, toms };
}

const stored = async (product: Harness, id: string) =>
  (await product.platform.store.collection('bookings').findOne({ _id: id })) as Record<string, unknown>;

const ids = async (product: Harness, path: string, cookie: string) =>
  ((await get(product, path, cookie)).body as unknown as Array<{ id: string }>).map((b) => b.id);

describe('a tourist’s or guide’s list of bookings', () => {
  it('shows each tourist and each guide their own bookings only', async () => {
    const { h, asha, ravi, tina, tom, tinas, toms } = await twoTourists();
    await payBooking(h, tina, tinas, 30);
    await payBooking(h, tom, toms, 30);
    expect(await ids(h, '/api/bookings', tina)).toEqual([tinas]);
    expect(await ids(h, '/api/bookings?role=tourist', tom)).toEqual([toms]);
    expect(await ids(h, '/api/bookings?role=guide', asha)).toEqual([tinas]);
    expect(await ids(h, '/api/bookings?role=guide', ravi)).toEqual([toms]);
  });
});

describe('an offer names the booking it is for', () => {
  const offer = (product: Harness, cookie: string, bookingId: string, guideId: string, offerPrice: number) =>
    post(
      product,
      '/api/set-negotiations',
      { guideId, touristPlace: 'Taj Mahal', offerPrice, noOfPeople: 2, bookingId },
      cookie,
    );

  it('refuses an offer on another tourist’s booking, or naming another guide, and changes nothing', async () => {
    const { h, tina, tom, tinas, toms } = await twoTourists();
    const missing = { message: expect.any(String), code: 'BOOKING_MISSING' };
    expect(await offer(h, tom, tinas, 'asha@example.com', 12.5)).toMatchObject({
      status: 404,
      body: missing,
    });
    expect(await offer(h, tina, tinas, 'ravi@example.com', 12.5)).toMatchObject({
      status: 404,
      body: missing,
    });
    expect(await offer(h, tina, 'no-such-booking', 'asha@example.com', 12.5)).toMatchObject({
      status: 404,
      body: missing,
    });
    expect(await stored(h, tinas)).toMatchObject({ status: 'draft', touristEmail: 'tina@example.com' });
    expect(await stored(h, tinas)).not.toHaveProperty('offerPrice');
    expect(await stored(h, toms)).toMatchObject({ status: 'draft', touristEmail: 'tom@example.com' });
    expect(await h.platform.store.collection('outbox').count({ topic: 'negotiation.offered' })).toBe(0);
  });

  it('puts each tourist’s offer on their own booking only', async () => {
    const { h, tina, tom, tinas, toms } = await twoTourists();
    expect((await offer(h, tina, tinas, 'asha@example.com', 12.5)).body).toEqual({
      message: 'Send Successfully',
      bookingId: tinas,
    });
    expect(await stored(h, tinas)).toMatchObject({ status: 'negotiating', offerPrice: 12.5 });
    expect(await stored(h, toms)).toMatchObject({ status: 'draft' });
    expect(await stored(h, toms)).not.toHaveProperty('offerPrice');

    expect((await offer(h, tom, toms, 'ravi@example.com', 14)).body).toEqual({
      message: 'Send Successfully',
      bookingId: toms,
    });
    expect(await stored(h, toms)).toMatchObject({ status: 'negotiating', offerPrice: 14 });
    expect(await stored(h, tinas)).toMatchObject({ status: 'negotiating', offerPrice: 12.5 });
  });
});

describe('cancelling, paying and the booking mail', () => {
  it('cancels the booking named and leaves the other tourist’s as it was', async () => {
    const { h, tina, tom, tinas, toms } = await twoTourists();
    expect((await post(h, `/api/bookings/${tinas}/cancel`, {}, tina)).body).toMatchObject({
      booking: { id: tinas, status: 'cancelled' },
    });
    expect(await stored(h, tinas)).toMatchObject({ status: 'cancelled', touristPlace: 'Taj Mahal' });
    expect(await stored(h, toms)).toMatchObject({ status: 'draft', touristPlace: 'Agra Fort' });

    await post(h, `/api/bookings/${toms}/cancel`, {}, tom);
    expect(await stored(h, toms)).toMatchObject({ status: 'cancelled', touristPlace: 'Agra Fort' });
    expect(await stored(h, tinas)).toMatchObject({ status: 'cancelled', touristPlace: 'Taj Mahal' });
  });

  it('credits a payment to the booking paid for only', async () => {
    const { h, tina, tom, tinas, toms } = await twoTourists();
    const tinasOrder = await payBooking(h, tina, tinas, 30);
    expect(await stored(h, tinas)).toMatchObject({ status: 'requested', orderId: tinasOrder });
    expect(await stored(h, toms)).toMatchObject({ status: 'draft' });
    expect(await stored(h, toms)).not.toHaveProperty('paidAt');

    const tomsOrder = await payBooking(h, tom, toms, 30);
    expect(await stored(h, toms)).toMatchObject({ status: 'requested', orderId: tomsOrder });
    expect(await stored(h, tinas)).toMatchObject({ status: 'requested', orderId: tinasOrder });
  });

  it('answers send-email with the caller’s own latest paid booking, not the other tourist’s', async () => {
    const { h, tina, tom, tinas, toms } = await twoTourists();
    await payBooking(h, tina, tinas, 30);
    await payBooking(h, tom, toms, 30);
    const mail = (cookie: string, body: object) => post(h, '/api/send-email', body, cookie);
    expect((await mail(tina, { touristMail: 'tina@example.com' })).body).toEqual({
      message: 'Email sent successfully',
      bookingId: tinas,
    });
    expect((await mail(tom, { touristMail: 'tom@example.com' })).body).toMatchObject({ bookingId: toms });
    expect((await mail(tina, { bookingId: toms })).body).toMatchObject({ code: 'BOOKING_MISSING' });
  });
});
