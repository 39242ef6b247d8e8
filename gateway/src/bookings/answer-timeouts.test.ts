/**
 * The sweep of paid requests left unanswered: each expires and is refunded once, even when two
 * sweeps find it together; the refund is made at once and named in the tourist's history; a sweep
 * that finds nothing says nothing.
 */
import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, guideNoteId, payBooking, releaseArrives, tajBooking } from '../../test/marketplace.js';
import { expireUnanswered } from './answer-timeouts.js';

const startProduct = useProduct();
const SWEPT = 'unanswered booking requests expired and refunded';

/** Tina's instant request of Asha, paid 30 USD: Asha has 30 minutes to answer it. */
async function paidRequest(options: Parameters<typeof startProduct>[0] = {}) {
  const h = await startProduct(options);
  const { asha, tina } = await ashaAndTina(h);
  const id = String((await post(h, '/api/bookings', tajBooking('instant'), tina)).body.id);
  const orderId = await payBooking(h, tina, id, 30);
  return { h, asha, tina, id, orderId, late: new Date(Date.now() + 31 * 60_000) };
}

describe('the sweep of unanswered requests', () => {
  it('expires a request once when two sweeps find it together', async () => {
    const { h, id, late } = await paidRequest();
    const counts = await Promise.all([expireUnanswered(h.deps, late), expireUnanswered(h.deps, late)]);
    expect(counts.sort()).toEqual([0, 1]);
    const decided = await h.platform.store.collection('outbox').find({ topic: 'booking.decided' });
    expect(decided).toHaveLength(1);
    expect(h.logs.filter((line) => line.msg === SWEPT)).toEqual([expect.objectContaining({ expired: 1 })]);
    expect(await h.platform.store.collection('bookings').findOne({ _id: id })).toMatchObject({
      status: 'expired',
    });
  });

  it('has the authorisation released at once, never captured, and named in the tourist’s history', async () => {
    const { h, tina, orderId, late } = await paidRequest();
    expect(await expireUnanswered(h.deps, late)).toBe(1);
    await releaseArrives(h, { email: 'tina@example.com', cookie: tina }, orderId, {
      usd: 30,
      description: 'Released, not charged: Guide booking not answered: Taj Mahal',
    });
  });

  it('refuses the guide an answer past the deadline, before the sweep came round (after an outage), and captures nothing', async () => {
    const { h, asha, id } = await paidRequest({ workers: ['notifications'] });
    const store = h.platform.store;
    const noteId = await guideNoteId(h, asha, id);
    // The deadline passes while the product is down: no sweep has expired the request yet.
    await store
      .collection('bookings')
      .updateOne({ _id: id }, { $set: { answerBy: new Date(Date.now() - 1000) } });
    const res = await post(h, '/api/save-decision', { id: noteId, decision: 'accept' }, asha);
    expect(res).toMatchObject({
      status: 409,
      body: { message: MESSAGES.answerTooLate, code: 'ANSWER_TOO_LATE' },
    });
    expect(await store.collection('bookings').findOne({ _id: id })).toMatchObject({ status: 'requested' });
    expect(await store.collection('captures').count({})).toBe(0);
    expect(await expireUnanswered(h.deps)).toBe(1);
  });

  it('says nothing when nothing is due', async () => {
    const { h } = await paidRequest();
    expect(await expireUnanswered(h.deps, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(h.logs.filter((line) => line.msg === SWEPT)).toEqual([]);
  });
});
