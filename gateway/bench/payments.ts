/**
 * Payments: `create-order` and `verify-signature` throughput of the running gateway (sandbox
 * adapter, a signed-in buyer) against a bare node:http server that does what any verification must:
 * read and parse the JSON body, check an HMAC-SHA256 in constant time and answer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLAN_LABELS } from '@app/contracts';
import type { SandboxCheckout, Store } from '@app/infra';

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

export async function paymentLines(
  url: string,
  deps: { store: Store; payments: SandboxCheckout; keySecret: string },
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
  for (let round = 0; round < rounds; round++) {
    runs.bare.push(await rate(bareUrl, verifyBody));
    runs.verify.push(await rate(`${url}/api/verify-signature`, verifyBody, headers));
    runs.create.push(await rate(`${url}/api/create-order`, orderBody, headers));
  }
  bare.close();
  const [base, verify, create] = [median(runs.bare), median(runs.verify), median(runs.create)];
  return [
    `POST /api/verify-signature (a paid order, repeated): ${verify.toFixed(0)} req/s vs bare HMAC check ${base.toFixed(0)} req/s → ratio ${(verify / base).toFixed(2)}`,
    `POST /api/create-order (priced, coupon-free, sandbox order and journaled write): ${create.toFixed(0)} req/s vs bare HMAC check ${base.toFixed(0)} req/s → ratio ${(create / base).toFixed(2)}`,
  ];
}
