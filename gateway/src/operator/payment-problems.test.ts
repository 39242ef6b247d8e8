/**
 * `pnpm admin payments problems` and the operator route behind it: the payments the product would
 * not credit, or took and refunded, each with its order's buyer, amount and item.
 */
import type { PaymentProblemView } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { TAJ_GUIDE, tajBooking, verifiedGuide } from '../../test/marketplace.js';
import {
  confirm,
  confirmGivenBack,
  fortnight,
  noWebhooks,
  ordered,
  pay,
  sendWebhook,
  storedOrder,
  TINA,
} from '../payments/payment-fixtures.js';
import { processRefunds } from '../payments/refunds.js';
import { paymentProblemsCommand, problemsArgs } from './payment-problems.js';
import { readOperatorFile } from './token.js';

const WAIT = { timeout: 15_000, interval: 20 };
const startProduct = useProduct();

/**
 * The product listening, as it runs, with Tina logged in; webhooks come only from the test. Started
 * by `begin`: closed after the test by default.
 */
async function start(begin: typeof harness = startProduct) {
  const product = await begin();
  const base = await product.listen();
  noWebhooks(product);
  return { product, base, tina: await loggedIn(product, TINA) };
}

/** The name of one of India's special plans ($1 each in these tests). */
async function specialPlan(product: Harness) {
  const tours = await post(product, '/api/special-tours', { country: 'India' });
  const [first] = tours.body.data as Array<{ plan_name: string }>;
  if (!first) throw new Error('India needs a special plan for this test');
  return { type: 'special-plan', country: 'India', plan_name: first.plan_name };
}

const captured = (paymentId: string, orderId: string) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId } } },
});

/**
 * Issue 22's forgery: Tina pays a $1 special plan, then a webhook signed with our secret says that
 * payment captured her $11.99 Fortnight plan.
 */
async function forgedCapture(product: Harness, tina: string) {
  const plan = await ordered(product, tina, fortnight(), 11.99);
  const cheap = await ordered(product, tina, await specialPlan(product), 1);
  const paymentId = (await pay(product, cheap)).razorpay_payment_id;
  expect((await sendWebhook(product, captured(paymentId, plan))).status).toBe(200);
  return { plan, cheap, paymentId };
}

const FORTNIGHT = 'Fortnight Plan - 11.99$/2-weeks';

describe('pnpm admin payments problems', () => {
  it('lists a signed capture of a cheaper order’s payment as not credited, with the order’s buyer, amount and item', async () => {
    const { product, tina } = await start();
    const { plan, cheap, paymentId } = await forgedCapture(product, tina);
    const listed = await paymentProblemsCommand(product.deps.config);
    const [head, ...lines] = listed.split('\n');
    expect(head).toBe('1 payment problem(s), newest first:');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  order ${plan}  payment ${paymentId}$`),
      ),
      `    not credited: payment is for order ${cheap}; no refund asked`,
      `    ${TINA} ordered ${FORTNIGHT} for $11.99`,
    ]);
  });

  it('says "No payment problems." when there are none, and prints nothing as JSON', async () => {
    const { product } = await start();
    expect(await paymentProblemsCommand(product.deps.config)).toBe('No payment problems.');
    expect(await paymentProblemsCommand(product.deps.config, { json: true })).toBe('');
  });

  it('shows the refund owed for a plan it could not deliver as pending until the provider made it', async () => {
    const { product, tina } = await start();
    const special = await specialPlan(product);
    const first = await ordered(product, tina, special, 1);
    const paidLate = await pay(product, first);
    // The first order lapsed unpaid as far as the product knew; a second one was opened and paid.
    await product.platform.store
      .collection('payment_orders')
      .updateOne({ _id: first }, { $set: { expiresAt: new Date(0) } });
    await confirm(product, tina, await pay(product, await ordered(product, tina, special, 1)));
    // The provider cannot refund for now: the refund owed waits.
    const down = vi.spyOn(product.platform.payments, 'refund').mockRejectedValue(new Error('provider down'));
    await confirmGivenBack(product, tina, paidLate);
    await vi.waitFor(
      () => expect(product.logs.map((l) => l.msg)).toContain('refund not made; tried again next round'),
      WAIT,
    );
    const { config } = product.deps;
    const { description } = await storedOrder(product, first);
    expect(description).toContain(special.plan_name);
    expect((await paymentProblemsCommand(config)).split('\n').slice(1)).toEqual([
      expect.stringContaining(`order ${first}  payment ${paidLate.razorpay_payment_id}`),
      '    refunded: special plan bought already; refund pending',
      `    ${TINA} ordered ${description} for $1.00`,
    ]);

    down.mockRestore();
    // After the claim of the round that failed ran out.
    await processRefunds(product.deps, new Date(Date.now() + 3 * 60_000));
    expect(await paymentProblemsCommand(config)).toContain(
      'refunded: special plan bought already; refund made',
    );
  });

  it('lists a booking request paid after its tourist cancelled it as released, never charged', async () => {
    const { product, tina } = await start();
    await verifiedGuide(product, 'asha@example.com', TAJ_GUIDE);
    const booking = await post(product, '/api/bookings', tajBooking('instant'), tina);
    const bookingId = String(booking.body.id);
    const order = await ordered(product, tina, { type: 'booking', bookingId }, 30);
    expect((await post(product, `/api/bookings/${bookingId}/cancel`, {}, tina)).status).toBe(200);
    const paid = await pay(product, order);
    await confirmGivenBack(product, tina, paid);
    await vi.waitFor(
      async () =>
        expect(await paymentProblemsCommand(product.deps.config)).toContain(
          'released: booking no longer payable; released, never charged',
        ),
      WAIT,
    );
    expect(await product.platform.payments.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      status: 'authorized',
      captured: false,
    });
  });

  it('prints one JSON object a line with --json, newest first, also when no process runs', async () => {
    // harness(): the test closes the product itself, to read its DATA_DIR without it.
    const { product, tina } = await start(harness);
    const { plan, cheap, paymentId } = await forgedCapture(product, tina);
    expect((await sendWebhook(product, captured('pay_Forged00000000', plan))).status).toBe(200);
    const { config } = product.deps;
    const running = await paymentProblemsCommand(config, { json: true });
    await product.close();

    const stopped = await paymentProblemsCommand(config, { json: true });
    expect(stopped).toBe(running);
    const views = stopped.split('\n').map((line) => JSON.parse(line) as PaymentProblemView);
    const common = {
      orderId: plan,
      outcome: 'not credited',
      email: TINA,
      amount: '$11.99',
      description: FORTNIGHT,
      refund: 'none',
    };
    expect(views).toEqual([
      {
        ...common,
        at: expect.any(String),
        paymentId: 'pay_Forged00000000',
        reason: 'payment unknown to the provider',
      },
      { ...common, at: expect.any(String), paymentId, reason: `payment is for order ${cheap}` },
    ]);
    expect(Date.parse(views[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(views[1]?.at ?? ''));
  });

  it('keeps with --since only the problems noted since a date or a span back from now', async () => {
    const { product, tina } = await start();
    const { plan, paymentId } = await forgedCapture(product, tina);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const between = new Date();
    expect((await sendWebhook(product, captured('pay_Forged00000000', plan))).status).toBe(200);
    const { config } = product.deps;
    const paymentsSince = async (since: string, now?: Date) =>
      (await paymentProblemsCommand(config, { since, json: true }, now))
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as PaymentProblemView).paymentId);

    expect(await paymentsSince(between.toISOString())).toEqual(['pay_Forged00000000']);
    expect(await paymentsSince('2000-01-01')).toEqual(['pay_Forged00000000', paymentId]);
    expect(await paymentsSince('7d')).toEqual(['pay_Forged00000000', paymentId]);
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    expect(await paymentsSince('1h', inTwoHours)).toEqual([]);
    expect(await paymentsSince('3h', inTwoHours)).toHaveLength(2);
    expect(await paymentProblemsCommand(config, { since: '1h' }, inTwoHours)).toBe('No payment problems.');
    await expect(paymentProblemsCommand(config, { since: 'yesterday' })).rejects.toThrow(
      '--since takes a date (2025-06-01, or with a time) or a span back from now (7d, 12h), not "yesterday".',
    );
  });

  it('reads its options in any order and refuses anything else', () => {
    expect(problemsArgs([])).toEqual({});
    expect(problemsArgs(['--json', '--since', '7d'])).toEqual({ json: true, since: '7d' });
    expect(problemsArgs(['--since', '2025-06-01', '--json'])).toEqual({ json: true, since: '2025-06-01' });
    expect(problemsArgs(['--since'])).toBeNull();
    expect(problemsArgs(['--json', '--json'])).toBeNull();
    expect(problemsArgs(['--all'])).toBeNull();
  });
});

describe('GET /_operator/payments/problems', () => {
  it('answers the list to the operator token only; anyone else finds nothing there', async () => {
    const { product, base, tina } = await start();
    const { plan, paymentId } = await forgedCapture(product, tina);
    const token = (await readOperatorFile(product.dataDir))?.token ?? '';
    const problems = (query = '', bearer = token) =>
      fetch(`${base}/_operator/payments/problems${query}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });

    expect((await fetch(`${base}/_operator/payments/problems`)).status).toBe(404);
    expect((await problems('', '0'.repeat(64))).status).toBe(404);
    const answer = await problems();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([
      expect.objectContaining({ orderId: plan, paymentId, outcome: 'not credited', email: TINA }),
    ]);
    const later = await problems(`?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(await later.json()).toEqual([]);
    expect((await problems('?since=yesterday')).status).toBe(400);
  });
});
