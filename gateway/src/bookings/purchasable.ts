/**
 * A booking as payments buys it (payments/purchasables.ts): priced from its current terms, and
 * confirmed when paid unless the guide was booked meanwhile (then the money goes back in full).
 */
import { PRICE_DECIMALS } from '@app/contracts';
import { requireUser } from '../accounts/index.js';
import type { ItemOf, Purchasable } from '../payments/index.js';
import { bookingPaid, bookingToPay } from './paid.js';

export const bookingPurchasable: Purchasable<ItemOf<'booking'>> = {
  async price(ports, buyer, item, now) {
    const booking = await bookingToPay(ports.store, requireUser(buyer)._id, item.bookingId, now);
    return { ...booking, decimals: PRICE_DECIMALS };
  },
  deliver: (tx, _ports, order, payment) =>
    bookingPaid(tx, order, payment.paymentId, payment.amount, payment.now),
};
