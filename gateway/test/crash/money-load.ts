/**
 * The marketplace's money in the crash load (issue 22). A tourist books a demo guide of the Taj
 * Mahal (instant or reserved), opens an order, pays it in the sandbox checkout (at once, after a
 * decline, or with a second step), confirms it or leaves it to the webhook and reconciliation, and
 * sometimes cancels; or buys a plan, with a coupon or without, or a special plan (two orders at
 * once now and then, as a double click). One step is one request: after a kill the tourist carries
 * on from the last answered one. Refusals the rules call for (a guide booked meanwhile, a coupon used
 * up, a plan bought already) are outcomes, not surprises.
 */
import { PLAN_LABELS, PUBLIC_COUPONS, SPECIAL_PLAN, SUBSCRIPTION_PLANS } from '@app/contracts';
import { DEMO_GUIDES, DEMO_LOGIN_GUIDE } from '../../src/guides/demo-guide-data.js';
import { demoEmail } from '../../src/guides/demo-guides.js';
import type { Answer } from './client.js';
import type { Ledger } from './ledger.js';

export type Call = (path: string, body: unknown) => Promise<Answer | null>;

type Purchase =
  | { type: 'booking'; kind: 'instant' | 'reserved'; guideEmail: string; people: number; slot: Slot }
  | { type: 'plan'; couponCode?: keyof typeof PUBLIC_COUPONS }
  | { type: 'special-plan'; plan_name: string; doubleClick: boolean };
type Slot = { date: string; time: string };
type Stage = 'book' | 'order' | 'pay' | 'second-step' | 'verify' | 'cancel' | 'done';
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const PLACE = 'Taj Mahal';
/** The guide who answers (its password is in DATA_DIR), and one of the place who never does. */
const ANSWERING_GUIDE = DEMO_LOGIN_GUIDE.email;
const SILENT_GUIDE = demoEmail(DEMO_GUIDES.find((g) => g.places.includes(PLACE)) ?? DEMO_LOGIN_GUIDE);
const SPECIAL_PLANS = ['Chennai Highlights', 'Mysuru Highlights', 'Delhi Highlights'];
const FORTNIGHT_USD = SUBSCRIPTION_PLANS.find((p) => p.label === PLAN_LABELS.fortnight)?.priceUsd ?? 0;
const CARDS = {
  pays: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  twoSteps: '4000 0000 0000 3220',
};

/** A few days and hours, so some reserved tours of one guide overlap and race for the slot. */
function indiaSlot(days: number, hour: number): Slot {
  const date = new Date(Date.now() + days * 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
  return { date, time: `${String(hour).padStart(2, '0')}:00` };
}

function choosePurchase(random: () => number): Purchase {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const r = random();
  if (r < 0.55)
    return {
      type: 'booking',
      kind: random() < 0.3 ? 'instant' : 'reserved',
      guideEmail: random() < 0.8 ? ANSWERING_GUIDE : SILENT_GUIDE,
      people: 1 + Math.floor(random() * 3),
      slot: indiaSlot(1 + Math.floor(random() * 6), pick([9, 10, 12, 15])),
    };
  if (r < 0.8) {
    const coupon = random();
    return coupon < 0.3
      ? { type: 'plan' }
      : { type: 'plan', couponCode: pick(['EXPLOREWITHUS20', 'EXPLOREWITHUS25']) };
  }
  return { type: 'special-plan', plan_name: pick(SPECIAL_PLANS), doubleClick: random() < 0.5 };
}

/** One tourist's purchase, a request at a time. */
export class MoneyScript {
  private stage: Stage;
  private bookingId?: string;
  private bookingUsd = 0;
  private orderId?: string;
  private card: string;
  private paymentId?: string;
  private checkout?: Checkout;
  private readonly purchase: Purchase;
  private readonly confirms: boolean;
  private readonly cancels: boolean;

  constructor(
    random: () => number,
    private readonly ledger: Ledger,
  ) {
    this.purchase = choosePurchase(random);
    this.stage = this.purchase.type === 'booking' ? 'book' : 'order';
    const card = random();
    this.card = card < 0.1 ? CARDS.declined : card < 0.2 ? CARDS.twoSteps : CARDS.pays;
    this.confirms = random() < 0.6;
    this.cancels = random() < 0.3;
  }

  get done(): boolean {
    return this.stage === 'done';
  }

  /** The next request; resolves with its answer (null when none came: the step is tried again). */
  async step(call: Call): Promise<Answer | null> {
    switch (this.stage) {
      case 'book':
        return this.book(call);
      case 'order':
        return this.order(call);
      case 'pay':
        return this.pay(call);
      case 'second-step':
        return this.secondStep(call);
      case 'verify':
        return this.verify(call);
      case 'cancel':
        return this.cancel(call);
      case 'done':
        return null;
    }
  }

  private async book(call: Call): Promise<Answer | null> {
    if (this.purchase.type !== 'booking') return null;
    const { kind, guideEmail, people, slot } = this.purchase;
    const body = { kind, touristPlace: PLACE, guideEmail, numPeople: people };
    const answer = await call(
      '/api/bookings',
      kind === 'instant' ? body : { ...body, location: 'Agra Cantt', ...slot },
    );
    if (answer?.status === 201 && typeof answer.body.id === 'string') {
      this.bookingId = answer.body.id;
      this.bookingUsd = Number(answer.body.amountUsd);
      this.ledger.ack({ kind: 'booking', bookingId: answer.body.id });
      this.stage = 'order';
    } else {
      this.refused('book', answer, ['GUIDE_UNAVAILABLE', 'TOO_MANY_OPEN_BOOKINGS']);
      if (answer && answer.status !== 401) this.stage = 'done';
    }
    return answer;
  }

  private orderBody(): { amount: number; preferredCurrency: string; item: object } {
    const p = this.purchase;
    if (p.type === 'booking')
      return {
        amount: this.bookingUsd,
        preferredCurrency: 'USD',
        item: { type: 'booking', bookingId: this.bookingId },
      };
    if (p.type === 'special-plan')
      return {
        amount: SPECIAL_PLAN.priceUsd,
        preferredCurrency: 'USD',
        item: { type: 'special-plan', country: 'India', plan_name: p.plan_name },
      };
    const percent = p.couponCode ? PUBLIC_COUPONS[p.couponCode] : 0;
    return {
      amount: Math.round(FORTNIGHT_USD * (100 - percent)) / 100,
      preferredCurrency: 'USD',
      item: {
        type: 'plan',
        plan: PLAN_LABELS.fortnight,
        ...(p.couponCode ? { couponCode: p.couponCode } : {}),
      },
    };
  }

  private async order(call: Call): Promise<Answer | null> {
    const body = this.orderBody();
    const twice = this.purchase.type === 'special-plan' && this.purchase.doubleClick;
    const answers = await Promise.all(
      Array.from({ length: twice ? 2 : 1 }, () => call('/api/create-order', body)),
    );
    for (const answer of answers) {
      if (answer?.status === 200 && typeof answer.body.id === 'string') {
        this.ledger.ack({ kind: 'order', orderId: answer.body.id });
        this.orderId ??= answer.body.id;
      } else
        this.refused('create-order', answer, [
          'BOOKING_LAPSED',
          'BOOKING_NOT_PAYABLE',
          'TOO_MANY_OPEN_ORDERS',
          'COUPON_LIMIT_EXCEEDED',
          'PLAN_ALREADY_PURCHASED',
        ]);
    }
    if (this.orderId) this.stage = 'pay';
    else if (answers.some((a) => a !== null && a.status !== 401)) this.stage = 'done';
    return answers.find((a) => a !== null) ?? null;
  }

  private async pay(call: Call): Promise<Answer | null> {
    const answer = await call('/sandbox/pay', { order_id: this.orderId, card: this.card });
    if (answer?.status !== 200) {
      // CONFLICT: the order is paid already (an earlier try went through unanswered).
      this.refused('sandbox pay', answer, ['CONFLICT']);
      if (answer && answer.status !== 401) this.afterPayment();
      return answer;
    }
    if ('declined' in answer.body) {
      // Paid again with a card that pays, as a buyer would; declined twice, they give up.
      if (this.card === CARDS.pays) this.afterPayment();
      this.card = CARDS.pays;
    } else if (answer.body.needsSecondStep === true && typeof answer.body.razorpay_payment_id === 'string') {
      this.paymentId = answer.body.razorpay_payment_id;
      this.stage = 'second-step';
    } else this.paid(answer);
    return answer;
  }

  private async secondStep(call: Call): Promise<Answer | null> {
    const answer = await call('/sandbox/confirm', { payment_id: this.paymentId });
    if (answer?.status === 200) this.paid(answer);
    else {
      this.refused('sandbox confirm', answer, ['CONFLICT']);
      if (answer && answer.status !== 401) this.afterPayment();
    }
    return answer;
  }

  /** The checkout's answer: what the page confirms, or a decline that ends the purchase. */
  private paid(answer: Answer): void {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer.body;
    if (
      typeof razorpay_order_id === 'string' &&
      typeof razorpay_payment_id === 'string' &&
      typeof razorpay_signature === 'string'
    ) {
      this.checkout = { razorpay_order_id, razorpay_payment_id, razorpay_signature };
      if (this.confirms) {
        this.stage = 'verify';
        return;
      }
    }
    this.afterPayment();
  }

  /** What the page would do with the checkout's result; without it, the webhook or reconciliation credits. */
  private async verify(call: Call): Promise<Answer | null> {
    const answer = await call('/api/verify-signature', this.checkout);
    if (answer?.status === 200 && answer.body.status === 'success')
      this.ledger.ack({ kind: 'payment', orderId: this.checkout?.razorpay_order_id ?? '' });
    // Given back: the booking lapsed, changed or lost its slot, or the plan was bought already.
    else this.refused('verify-signature', answer, ['PAYMENT_GIVEN_BACK']);
    if (answer && answer.status !== 401) this.afterPayment();
    return answer;
  }

  private afterPayment(): void {
    this.stage = this.purchase.type === 'booking' && this.cancels ? 'cancel' : 'done';
  }

  private async cancel(call: Call): Promise<Answer | null> {
    const answer = await call(`/api/bookings/${this.bookingId}/cancel`, {});
    if (answer?.status === 200) this.ledger.ack({ kind: 'cancellation', bookingId: this.bookingId ?? '' });
    // A started tour (an instant one is, once paid) cannot be cancelled.
    else this.refused('cancel', answer, ['BOOKING_NOT_CANCELLABLE']);
    if (answer && answer.status !== 401) this.stage = 'done';
    return answer;
  }

  /** Notes an answer that is neither a success nor one of the `expected` refusals (401 is the caller's). */
  private refused(what: string, answer: Answer | null, expected: readonly string[]): void {
    if (!answer || answer.status === 401) return;
    const code = answer.body.code;
    if (typeof code === 'string' && expected.includes(code)) return;
    this.ledger.surprise(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}
