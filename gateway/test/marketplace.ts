/** Test helpers for the guide marketplace: verified guides, bookings, and paying for them in the sandbox. */
import type { SandboxCheckout } from '@app/infra';
import { expect, vi } from 'vitest';
import type { Harness } from './harness.js';
import { get, loggedIn, post } from './http.js';

export interface TestGuide {
  email: string;
  cookie: string;
}

/** Signs up a user and makes them a verified guide of the places (catalog names), in the state. */
export async function verifiedGuide(
  h: Harness,
  email: string,
  fields: { guidePlaces: string; guideCity: string; guidePrice: number; verificationStatus?: string },
): Promise<TestGuide> {
  const cookie = await loggedIn(h, email);
  const user = await h.platform.store.collection('users').findOne({ email });
  if (!user) throw new Error(`no user ${email}`);
  await h.platform.store.collection('guides').insertOne({
    _id: user._id,
    email,
    firstName: 'Asha',
    lastName: email.split('@')[0] ?? '',
    dob: '1990-01-01',
    countryCode: '+91',
    phoneNumber: '9876543210',
    address: 'Agra',
    status: 'freelancer',
    profilePicture: '',
    officialDocumentName: '',
    officialDocument: '',
    verificationStatus: 'Verified',
    submittedAt: new Date(),
    ...fields,
  });
  return { email, cookie };
}

/** Pays the booking in the sandbox in US dollars and confirms it as the page does: the order and the answer. */
export async function payBookingAnswer(h: Harness, cookie: string, bookingId: string, amountUsd: number) {
  const order = await post(
    h,
    '/api/create-order',
    { amount: amountUsd, preferredCurrency: 'USD', item: { type: 'booking', bookingId } },
    cookie,
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const sandbox = h.platform.payments as SandboxCheckout;
  const paid = await sandbox.pay({ orderId: String(order.body.id), card: '4111 1111 1111 1111' });
  if (!('razorpay_signature' in paid)) throw new Error(`not paid: ${JSON.stringify(paid)}`);
  return { orderId: String(order.body.id), answer: await post(h, '/api/verify-signature', paid, cookie) };
}

/** Pays the booking and expects the payment to confirm it; returns the order id. */
export async function payBooking(h: Harness, cookie: string, bookingId: string, amountUsd: number) {
  const { orderId, answer } = await payBookingAnswer(h, cookie, bookingId, amountUsd);
  expect(answer.body).toEqual({ status: 'success' });
  return orderId;
}

/** A date and time in India `days` from now at `hour`:00, as the reserved booking form sends them. */
export function indiaSlot(days: number, hour: number): { date: string; time: string } {
  const date = new Date(Date.now() + days * 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
  return { date, time: `${String(hour).padStart(2, '0')}:00` };
}

/** The guide the bookings tests book: Asha guides the Taj Mahal (Uttar Pradesh) at 15 USD a person. */
export const TAJ_GUIDE = { guidePlaces: 'Taj Mahal', guideCity: 'Uttar Pradesh', guidePrice: 15 };

/** Asha, verified guide of the Taj Mahal, and Tina, a signed-in tourist: their session cookies. */
export async function ashaAndTina(h: Harness): Promise<{ asha: string; tina: string }> {
  const asha = (await verifiedGuide(h, 'asha@example.com', TAJ_GUIDE)).cookie;
  return { asha, tina: await loggedIn(h, 'tina@example.com') };
}

/** A booking of Asha at the Taj Mahal for two: instant, or reserved `days` ahead at 10:00. */
export function tajBooking(kind: 'instant'): Record<string, unknown>;
export function tajBooking(kind: 'reserved', days: number): Record<string, unknown>;
export function tajBooking(kind: 'instant' | 'reserved', days = 3): Record<string, unknown> {
  const booking = { kind, touristPlace: 'Taj Mahal', guideEmail: 'asha@example.com', numPeople: 2 };
  return kind === 'instant' ? booking : { ...booking, location: 'Agra', ...indiaSlot(days, 10) };
}

/**
 * Waits until the order's payment is refunded `usd` in the sandbox and the refund is in the
 * tourist's transaction history under `description`: made at once, not at the next refund round.
 */
export async function refundArrives(
  h: Harness,
  tourist: { email: string; cookie: string },
  orderId: string,
  refund: { usd: number; description: string },
): Promise<void> {
  const wait = { timeout: 10_000, interval: 20 };
  const order = await h.platform.store.collection('payment_orders').findOne({ _id: orderId });
  const sandbox = h.platform.payments as SandboxCheckout;
  await vi.waitFor(
    async () =>
      expect((await sandbox.fetchPayment(String(order?.paymentId))).amountRefundedMinor).toBe(
        refund.usd * 100,
      ),
    wait,
  );
  await inHistory(h, tourist, refund);
}

/** Waits until the tourist's transaction history shows `-usd` under `description`. */
async function inHistory(
  h: Harness,
  tourist: { email: string; cookie: string },
  row: { usd: number; description: string },
): Promise<void> {
  await vi.waitFor(
    async () => {
      const history = await post(
        h,
        '/api/getTransactionHistory',
        { storedLoggedInEmail: tourist.email },
        tourist.cookie,
      );
      expect(history.body).toContainEqual(
        expect.objectContaining({ description: row.description, amount: `-$${row.usd.toFixed(2)}` }),
      );
    },
    { timeout: 10_000, interval: 20 },
  );
}

/**
 * Waits until the order's authorised payment is let go: never captured, the release in the
 * tourist's transaction history under `description`, at once rather than at the next round.
 */
export async function releaseArrives(
  h: Harness,
  tourist: { email: string; cookie: string },
  orderId: string,
  release: { usd: number; description: string },
): Promise<void> {
  const order = await h.platform.store.collection('payment_orders').findOne({ _id: orderId });
  await inHistory(h, tourist, release);
  const payment = await h.platform.payments.fetchPayment(String(order?.paymentId));
  expect(payment).toMatchObject({ status: 'authorized', captured: false, amountRefundedMinor: 0 });
}

/**
 * The guide accepts the paid request as the notifications panel does (the harness must run the
 * notifications worker), and waits until the settlement round captured its payment.
 */
/** The id of the guide's notification of a booking, once the notifications worker has written it. */
export async function guideNoteId(h: Harness, guideCookie: string, bookingId: string): Promise<string> {
  let noteId: string | undefined;
  await vi.waitFor(
    async () => {
      const notes = (await get(h, '/api/get-notifications-guide', guideCookie)).body as unknown as Array<{
        id: string;
        bookingId: string;
      }>;
      noteId = notes.find((n) => n.bookingId === bookingId)?.id;
      expect(noteId).toBeDefined();
    },
    { timeout: 10_000, interval: 20 },
  );
  return noteId as string;
}

export async function acceptRequest(h: Harness, guideCookie: string, bookingId: string): Promise<void> {
  const noteId = await guideNoteId(h, guideCookie, bookingId);
  const answered = await post(h, '/api/save-decision', { id: noteId, decision: 'accept' }, guideCookie);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const booking = await h.platform.store.collection('bookings').findOne({ _id: bookingId });
  await vi.waitFor(
    async () =>
      expect((await h.platform.payments.fetchPayment(String(booking?.paymentId))).status).toBe('captured'),
    { timeout: 10_000, interval: 20 },
  );
}
