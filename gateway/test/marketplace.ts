/** Test helpers for the guide marketplace: verified guides, bookings, and paying for them in the sandbox. */
import type { SandboxCheckout } from '@app/infra';
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { loggedIn, post } from './http.js';

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

/** Pays the booking in the sandbox in US dollars and verifies it as the page does; returns the order id. */
export async function payBooking(h: Harness, cookie: string, bookingId: string, amountUsd: number) {
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
  const verified = await post(h, '/api/verify-signature', paid, cookie);
  expect(verified.body).toEqual({ status: 'success' });
  return String(order.body.id);
}

/** A date and time in India `days` from now at `hour`:00, as the reserved booking form sends them. */
export function indiaSlot(days: number, hour: number): { date: string; time: string } {
  const date = new Date(Date.now() + days * 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
  return { date, time: `${String(hour).padStart(2, '0')}:00` };
}
