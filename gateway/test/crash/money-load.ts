/**
 * The marketplace's money in the crash load (issue 22): one purchase a tourist makes, a request at
 * a time. A booking of a Taj Mahal guide (instant or reserved, perhaps after a price offer), a plan
 * with a coupon or without, or a special plan (two orders at once now and then, as a double click);
 * paid in the sandbox checkout (at once, after a decline, or with a second step), confirmed by the
 * page or left to the webhook and reconciliation; then perhaps cancelled, or, for a tour, reviewed
 * once it is over. After a kill the tourist carries on from the last answered request. Refusals the
 * rules call for (a guide booked meanwhile, a coupon used up, a booking lapsed during an outage)
 * are outcomes, not surprises.
 */
import type { Answer, UserCalls } from './client.js';
import { type Errand, refused } from './errands.js';
import type { Ledger } from './ledger.js';
import { OfferOpening } from './offer-opening.js';
import {
  CARDS,
  choosePurchase,
  itemOf,
  type MoneyErrand,
  orderBody,
  PLACE,
  type Purchase,
  slotAt,
} from './purchases.js';
import { TourReview } from './tour-review.js';

type Stage = 'open' | 'book' | 'order' | 'pay' | 'second-step' | 'verify' | 'cancel' | 'follow' | 'done';
/** Less than any outage of the harness, more than a cycle lasts: the product's clock jumped since. */
const OUTAGE_MIN_MS = 15 * 60_000;
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export class MoneyScript implements Errand {
  private stage: Stage;
  private bookingId?: string;
  private bookingUsd = 0;
  private orderId?: string;
  private card: string;
  private paymentId?: string;
  private checkout?: Checkout;
  /** The product's time of the checkout's answer. */
  private checkoutAt = 0;
  private purchase: Purchase;
  private readonly confirms: boolean;
  private readonly cancels: boolean;
  private opening?: OfferOpening;
  private followUp?: TourReview;
  /** Whether the page confirmed the payment (the product answered success). */
  confirmed = false;

  constructor(
    private readonly errand: MoneyErrand,
    private readonly random: () => number,
    private readonly ledger: Ledger,
    /** The product's time (ms): tours are booked and awaited by it. */
    private readonly clock: () => number,
  ) {
    this.purchase = choosePurchase(errand, random);
    this.stage = this.purchase.type === 'booking' ? 'book' : 'order';
    // A request that must time out, a tour to review or a plan to listen with is paid and confirmed for sure.
    const sure = errand === 'unanswered' || errand === 'tour' || errand === 'subscription';
    const card = random();
    this.card = card < (sure ? 0 : 0.1) ? CARDS.declined : card < 0.2 ? CARDS.twoSteps : CARDS.pays;
    this.confirms = sure || random() < 0.6;
    this.cancels = (errand === 'booking' || errand === 'offer') && random() < 0.3;
  }

  get done(): boolean {
    return this.stage === 'done';
  }

  get waitsUntil(): number {
    if (this.stage === 'open') return this.opening?.waitsUntil ?? 0;
    return this.stage === 'follow' ? (this.followUp?.waitsUntil ?? 0) : 0;
  }

  /** The next request; resolves with its answer (null when none came: the step is tried again). */
  async step(calls: UserCalls): Promise<Answer | null> {
    switch (this.stage) {
      case 'open':
        return this.open(calls);
      case 'book':
        return this.book(calls);
      case 'order':
        return this.order(calls);
      case 'pay':
        return this.pay(calls);
      case 'second-step':
        return this.secondStep(calls);
      case 'verify':
        return this.verify(calls);
      case 'cancel':
        return this.cancel(calls);
      case 'follow':
        return this.follow(calls);
      case 'done':
        return null;
    }
  }

  private async open(calls: UserCalls): Promise<Answer | null> {
    const opening = this.opening;
    if (!opening) return null;
    const answer = await opening.step(calls);
    if (opening.accepted) {
      this.bookingUsd = opening.amountUsd;
      this.stage = 'order';
    } else if (opening.ended) this.stage = 'done';
    return answer;
  }

  private async book(calls: UserCalls): Promise<Answer | null> {
    if (this.purchase.type !== 'booking') return null;
    const { kind, guideEmail, people, when } = this.purchase;
    const body = { kind, touristPlace: PLACE, guideEmail, numPeople: people };
    const answer = await calls.post(
      '/api/bookings',
      when ? { ...body, location: 'Agra Cantt', ...slotAt(when, this.clock()) } : body,
    );
    if (answer?.status === 201 && typeof answer.body.id === 'string') {
      this.bookingId = answer.body.id;
      this.bookingUsd = Number(answer.body.amountUsd);
      this.ledger.ack({ kind: 'booking', bookingId: answer.body.id });
      this.stage = 'order';
      if (this.errand === 'offer') {
        this.opening = new OfferOpening(
          this.ledger,
          this.random,
          this.clock,
          guideEmail,
          people,
          answer.body.id,
        );
        this.stage = 'open';
      }
    } else if (answer?.body.code === 'GUIDE_UNAVAILABLE' && this.purchase.later) {
      // The guide is on another tour now: book them for later, as the page offers.
      const { later: when, ...instant } = this.purchase;
      this.purchase = { ...instant, kind: 'reserved', when };
    } else {
      refused(this.ledger, 'book', answer, ['GUIDE_UNAVAILABLE', 'TOO_MANY_OPEN_BOOKINGS']);
      if (answer && answer.status !== 401) this.stage = 'done';
    }
    return answer;
  }

  private async order(calls: UserCalls): Promise<Answer | null> {
    const body = orderBody(this.purchase, this.bookingId, this.bookingUsd);
    const twice = this.purchase.type === 'special-plan' && this.purchase.doubleClick;
    const answers = await Promise.all(
      Array.from({ length: twice ? 2 : 1 }, () => calls.post('/api/create-order', body)),
    );
    for (const answer of answers) {
      if (answer?.status === 200 && typeof answer.body.id === 'string') {
        this.ledger.ack({ kind: 'order', orderId: answer.body.id, item: itemOf(this.purchase) });
        this.orderId ??= answer.body.id;
      } else
        refused(this.ledger, 'create-order', answer, [
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

  private async pay(calls: UserCalls): Promise<Answer | null> {
    const answer = await calls.post('/sandbox/pay', { order_id: this.orderId, card: this.card });
    if (answer?.status !== 200) {
      // CONFLICT: the order is paid already (an earlier try went through unanswered).
      refused(this.ledger, 'sandbox pay', answer, ['CONFLICT']);
      if (answer && answer.status !== 401) this.afterPayment(false);
      return answer;
    }
    if ('declined' in answer.body) {
      // Paid again with a card that pays, as a buyer would; declined twice, they give up.
      if (this.card === CARDS.pays) this.afterPayment(false);
      this.card = CARDS.pays;
    } else if (answer.body.needsSecondStep === true && typeof answer.body.razorpay_payment_id === 'string') {
      this.paymentId = answer.body.razorpay_payment_id;
      this.stage = 'second-step';
    } else this.paid(answer);
    return answer;
  }

  private async secondStep(calls: UserCalls): Promise<Answer | null> {
    const answer = await calls.post('/sandbox/confirm', { payment_id: this.paymentId });
    if (answer?.status === 200) this.paid(answer);
    else {
      refused(this.ledger, 'sandbox confirm', answer, ['CONFLICT']);
      if (answer && answer.status !== 401) this.afterPayment(false);
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
      this.checkoutAt = this.clock();
      if (this.confirms) {
        this.stage = 'verify';
        return;
      }
    }
    this.afterPayment(false);
  }

  /** What the page would do with the checkout's result; without it, the webhook or reconciliation credits. */
  private async verify(calls: UserCalls): Promise<Answer | null> {
    const answer = await calls.post('/api/verify-signature', this.checkout);
    const confirmed = answer?.status === 200 && answer.body.status === 'success';
    if (confirmed) {
      this.confirmed = true;
      const orderId = this.checkout?.razorpay_order_id ?? '';
      this.ledger.ack({ kind: 'payment', orderId, item: itemOf(this.purchase) });
      if (this.errand === 'unanswered')
        this.ledger.ack({ kind: 'deadline', bookingId: this.bookingId ?? '' });
    }
    // Given back: the booking lapsed, changed or lost its slot, or the plan was bought already. After
    // an outage, a request's hold may have lapsed (nothing charged): the page's confirmation then fails.
    else
      refused(
        this.ledger,
        'verify-signature',
        answer,
        this.clock() - this.checkoutAt > OUTAGE_MIN_MS
          ? ['PAYMENT_GIVEN_BACK', 'PAYMENT_VERIFICATION_FAILED']
          : ['PAYMENT_GIVEN_BACK'],
      );
    if (answer && answer.status !== 401) this.afterPayment(confirmed);
    return answer;
  }

  /** After the checkout: a cancellation, a tour to wait for and review, or the end. */
  private afterPayment(confirmed: boolean): void {
    if (this.purchase.type === 'booking' && this.cancels) this.stage = 'cancel';
    else if (this.errand === 'tour' && confirmed && this.bookingId) {
      this.followUp = new TourReview(this.ledger, this.random, this.clock, this.bookingId);
      this.stage = 'follow';
    } else this.stage = 'done';
  }

  private async cancel(calls: UserCalls): Promise<Answer | null> {
    const bookingId = this.bookingId ?? '';
    const answer = await calls.post(`/api/bookings/${bookingId}/cancel`, {});
    if (answer?.status === 200) {
      this.ledger.ack({ kind: 'cancellation', bookingId });
      const booking = answer.body.booking as { refund?: unknown } | undefined;
      if (booking?.refund !== undefined) this.ledger.ack({ kind: 'refund', bookingId });
    }
    // A started tour (an instant one is, once paid) cannot be cancelled.
    else refused(this.ledger, 'cancel', answer, ['BOOKING_NOT_CANCELLABLE']);
    if (answer && answer.status !== 401) this.stage = 'done';
    return answer;
  }

  private async follow(calls: UserCalls): Promise<Answer | null> {
    const answer = (await this.followUp?.step(calls)) ?? null;
    if (!this.followUp || this.followUp.done) this.stage = 'done';
    return answer;
  }
}
