import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { ashaAndTina, tajBooking } from '../../test/marketplace.js';
import { endLapsed } from './lapse-sweep.js';

const startProduct = useProduct();

const WAIT = { timeout: 10_000, interval: 20 };
const LAPSED = new Date(Date.now() + 16 * 60_000);
type Note = { id: string; bookingId: string; descision: string; message: string; payable: boolean };

async function start() {
  const product = await startProduct({ workers: ['notifications'] });
  const { asha, tina } = await ashaAndTina(product);
  const notes = async (role: 'guide' | 'tourist', id: string) =>
    (
      (await get(product, `/api/get-notifications-${role}`, role === 'guide' ? asha : tina))
        .body as unknown as Note[]
    ).filter((n) => n.bookingId === id);
  const offer = async () => {
    const id = String((await post(product, '/api/bookings', tajBooking('reserved', 3), tina)).body.id);
    const terms = { guideId: 'asha@example.com', touristPlace: 'Taj Mahal', offerPrice: 12.5, noOfPeople: 2 };
    expect((await post(product, '/api/set-negotiations', { ...terms, bookingId: id }, tina)).status).toBe(
      200,
    );
    await vi.waitFor(async () => expect(await notes('guide', id)).toHaveLength(1), WAIT);
    return id;
  };
  const status = async (id: string) =>
    (await product.platform.store.collection('bookings').findOne({ _id: id }))?.status;
  return { h: product, asha, tina, notes, offer, status };
}

describe('offers that lapse', () => {
  it('end an unanswered offer: the guide’s note stops asking, both are told, and an answer is refused', async () => {
    const { h, asha, notes, offer, status } = await start();
    const id = await offer();
    const [asked] = await notes('guide', id);
    expect(await endLapsed(h.deps, new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await endLapsed(h.deps, LAPSED)).toBe(1);
    expect(await endLapsed(h.deps, LAPSED)).toBe(0);
    expect(await status(id)).toBe('lapsed');
    await vi.waitFor(async () => {
      const guide = await notes('guide', id);
      expect(guide.map((n) => n.descision)).toEqual(['reject', 'reject']);
      expect(guide[0]?.message).toBe(
        'The offer for Taj Mahal (2 people) lapsed: it was not answered or paid in time.',
      );
      expect((await notes('tourist', id))[0]?.message).toMatch(/^Your offer to .+ for Taj Mahal lapsed/);
    }, WAIT);
    expect(await post(h, '/api/save-decision', { id: asked?.id, decision: 'accept' }, asha)).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_ANSWERED' },
    });
  });

  it('end an accepted offer left unpaid: it can no longer be paid from the notes nor ordered', async () => {
    const { h, asha, tina, notes, offer, status } = await start();
    const id = await offer();
    const [asked] = await notes('guide', id);
    expect((await post(h, '/api/save-decision', { id: asked?.id, decision: 'accept' }, asha)).status).toBe(
      200,
    );
    await vi.waitFor(
      async () => expect((await notes('tourist', id)).some((n) => n.payable)).toBe(true),
      WAIT,
    );
    expect(await endLapsed(h.deps, LAPSED)).toBe(1);
    expect(await status(id)).toBe('lapsed');
    await vi.waitFor(
      async () => expect((await notes('tourist', id)).some((n) => n.payable)).toBe(false),
      WAIT,
    );
    const order = { amount: 25, preferredCurrency: 'USD', item: { type: 'booking', bookingId: id } };
    expect(await post(h, '/api/create-order', order, tina)).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_LAPSED' },
    });
  });

  it('end each lapsed offer once when two sweeps run at once, and touch no other booking', async () => {
    const { h, tina, offer, status } = await start();
    // Stored first, so that an update that matched any booking would take it.
    const draft = String((await post(h, '/api/bookings', tajBooking('instant'), tina)).body.id);
    const id = await offer();
    const swept = await Promise.all([endLapsed(h.deps, LAPSED), endLapsed(h.deps, LAPSED)]);
    expect(swept.reduce((a, b) => a + b)).toBe(1);
    expect(await status(id)).toBe('lapsed');
    expect(await status(draft)).toBe('draft');
    const decided = await h.platform.store.collection('outbox').find({ topic: 'booking.decided' });
    expect(decided.filter((row) => JSON.stringify(row).includes(id))).toHaveLength(1);
  });

  it('leave a lapsed draft as it is: the guide never heard of it', async () => {
    const { h, tina, status } = await start();
    const id = String((await post(h, '/api/bookings', tajBooking('instant'), tina)).body.id);
    expect(await endLapsed(h.deps, LAPSED)).toBe(0);
    expect(await status(id)).toBe('draft');
    expect(await h.platform.store.collection('outbox').count({ topic: 'booking.decided' })).toBe(0);
  });
});
