/**
 * Payments: `create-order` and `verify-signature` throughput of the running gateway (sandbox
 * adapter, signed-in buyers) against a bare node:http server that does what any verification must:
 * read and parse the JSON body, check an HMAC-SHA256 in constant time and answer. A buyer keeps at
 * most MAX_OPEN_ORDERS orders open, so `create-order` is sent in the names of many buyers in turn.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_OPEN_ORDERS, PLAN_LABELS } from '@app/contracts';
import type { Config, SandboxCheckout, Store } from '@app/infra';
import { sessionPolicy } from '../src/accounts/actor.js';
import { createSession, SESSION_COOKIE } from '../src/accounts/sessions.js';
import { newUser } from '../src/accounts/users.js';
import { orders } from '../src/payments/order-store.js';
import { DURATION_S } from './load.js';
import { rotatingRate } from './rotating-rate.js';

export type Rate = (url: string, body?: string, headers?: Record<string, string>) => Promise<number>;

export const BENCH_PASSWORD = 'Bench#1234';
const json = { 'content-type': 'application/json' };

/** Signs a buyer up and in through the API (the code read from the recorded mail); the cookie to send. */
export async function signedInBuyer(
  url: string,
  store: Store,
  email = `bench-${Date.now()}@example.com`,
): Promise<string> {
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  await post('/api/verifyAccountExistAndSendingOTP', { signUpEmail: email, signUpPassword: BENCH_PASSWORD });
  const [mail] = await store
    .collection<{ _id: string; event: { payload: { data: { otp?: string } } } }>('outbox')
    .find({ 'event.payload.to': email });
  const otp = mail?.event.payload.data.otp;
  if (!otp) throw new Error('no sign-up code for the bench buyer');
  await post('/api/createAccount', { signUpEmail: email, signUpPassword: BENCH_PASSWORD, otp });
  const res = await post('/api/logIn', { logInEmail: email, logInPassword: BENCH_PASSWORD });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('the bench buyer was not logged in');
  return sid.split(';')[0] ?? '';
}

/** Buyers enough for this many orders a second over a round, MAX_OPEN_ORDERS each. */
const ORDERS_A_SECOND_AT_MOST = 5000;
const BUYERS = Math.ceil((ORDERS_A_SECOND_AT_MOST * DURATION_S) / MAX_OPEN_ORDERS);

/** `count` accounts written through the product's store, each with a session: their ids and cookies. */
async function buyers(store: Store, config: Config, count: number) {
  const ids: string[] = [];
  const cookies: string[] = [];
  for (let n = 0; n < count; n++) {
    const user = newUser(`bench-buyer-${n}-${Date.now()}@example.com`, { preferredCurrency: 'USD' });
    await store.collection('users').insertOne(user);
    const { token } = await createSession(store, user._id, sessionPolicy({ config }));
    ids.push(user._id);
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  return { ids, cookies };
}

export async function paymentLines(
  url: string,
  deps: { store: Store; config: Config; payments: SandboxCheckout; keySecret: string },
  rate: Rate,
  rounds: number,
): Promise<string[]> {
  const cookie = await signedInBuyer(url, deps.store);
  const headers = { cookie };
  const orderBody = JSON.stringify({
    amount: 11.99,
    preferredCurrency: 'USD',
    item: { type: 'plan', plan: PLAN_LABELS.fortnight },
  });
  const created = (await (
    await fetch(`${url}/api/create-order`, { method: 'POST', headers: { ...json, cookie }, body: orderBody })
  ).json()) as { id: string };
  const paid = await deps.payments.pay({ orderId: created.id, card: '4111 1111 1111 1111' });
  // Verified once, then again and again: each repeat is checked in full and credits nothing.
  const verifyBody = JSON.stringify(paid);

  const bare = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const expected = createHmac('sha256', deps.keySecret)
        .update(`${body.razorpay_order_id}|${body.razorpay_payment_id}`)
        .digest();
      const given = Buffer.from(String(body.razorpay_signature), 'hex');
      const ok = given.length === expected.length && timingSafeEqual(given, expected);
      res.writeHead(ok ? 200 : 400, json).end(JSON.stringify({ status: ok ? 'success' : 'failure' }));
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const runs = { bare: [] as number[], verify: [] as number[], create: [] as number[] };
  const many = await buyers(deps.store, deps.config, BUYERS);
  for (let round = 0; round < rounds; round++) {
    runs.bare.push(await rate(bareUrl, verifyBody));
    runs.verify.push(await rate(`${url}/api/verify-signature`, verifyBody, headers));
    runs.create.push(
      await rotatingRate(`${url}/api/create-order`, orderBody, many.cookies, {
        seconds: DURATION_S,
      }),
    );
    // The round's orders lapse before the next, as unpaid orders do after their time.
    await orders(deps.store).updateMany(
      { userId: { $in: many.ids }, status: 'created' },
      { $set: { expiresAt: new Date(0) } },
    );
  }
  bare.close();
  const [base, verify, create] = [median(runs.bare), median(runs.verify), median(runs.create)];
  return [
    `POST /api/verify-signature (a paid order, repeated): ${verify.toFixed(0)} req/s vs bare HMAC check ${base.toFixed(0)} req/s → ratio ${(verify / base).toFixed(2)}`,
    `POST /api/create-order (priced, coupon-free, sandbox order and journaled write; ${BUYERS} buyers in turn): ${create.toFixed(0)} req/s vs bare HMAC check ${base.toFixed(0)} req/s → ratio ${(create / base).toFixed(2)}`,
  ];
}
