/**
 * `POST /api/create-order`: the server prices the item, checks the price the page showed, takes
 * the coupon's use and opens the order with the payment provider. An order can be paid for 30
 * minutes; the amount answered is in the currency's smallest unit, as Razorpay takes it.
 */
import { type CreateOrderInput, MESSAGES, ORDER_LIFETIME_MS } from '@app/contracts';
import {
  type Doc,
  isDuplicateKey,
  minorUnitDigits,
  PaymentProviderError,
  type Store,
  toMajor,
} from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { lockAndRefuseTooManyOpenOrders, refuseTooManyOpenOrders } from './open-orders.js';
import { type OrderDoc, orders } from './order-store.js';
import { type Price, priceOf } from './pricing.js';
import { type PurchasablesKeeping, purchasableOf, type SamePurchase } from './purchasables.js';

/**
 * How far the page's amount may be from ours: half the currency's smallest unit, for the binary
 * fraction of a number sent as JSON. The page rounds as the server does (roundMinorTo), so any
 * larger difference is a price the server did not offer, or a rate that changed since.
 */
const tolerance = (currency: string) => 10 ** -minorUnitDigits(currency) / 2 + 1e-9;

function checkShownAmount(shown: number, price: Price): void {
  if (Math.abs(shown - toMajor(price.amountMinor, price.currency)) > tolerance(price.currency))
    throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
}

/**
 * An item bought once (a special plan): while an order for it is open or paid, another is refused.
 * The buyer's lock on it, written first, makes two orders racing for it run one after the other.
 */
async function refuseSecondOrder(tx: Store, userId: string, same: SamePurchase, now: Date): Promise<void> {
  await tx
    .collection<Doc & { version: number }>('purchase_locks')
    .updateOne({ _id: `${userId}:${same.key}` }, { $inc: { version: 1 } }, { upsert: true });
  const open = await orders(tx).findOne({
    userId,
    ...same.match,
    $or: [{ status: 'paid' }, { status: 'created', expiresAt: { $gt: now } }],
  });
  if (open) throw new AppError('CONFLICT', MESSAGES.planAlreadyPurchased, 'PLAN_ALREADY_PURCHASED');
}

export async function createOrder(
  deps: Pick<Ports, 'config' | 'logger' | 'store' | 'places' | 'payments' | 'rates'> & PurchasablesKeeping,
  actor: Actor,
  input: CreateOrderInput,
) {
  const user = requireUser(actor);
  const purchasable = purchasableOf(deps.purchasables, input.item);
  await purchasable.refuse?.(deps.store, user._id, input.item);
  // Before the provider is asked for an order; checked again below, where it is decided.
  await refuseTooManyOpenOrders(deps.store, user._id, new Date());
  const price = await priceOf(deps, actor, input.item, input.preferredCurrency);
  checkShownAmount(input.amount, price);

  let order: Awaited<ReturnType<Ports['payments']['createOrder']>>;
  try {
    order = await deps.payments.createOrder({
      amountMinor: price.amountMinor,
      currency: price.currency,
      receipt: crypto.randomUUID(),
      notes: { userId: user._id },
      ...(price.captureWithinMinutes === undefined
        ? {}
        : { captureWithinMinutes: price.captureWithinMinutes }),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error }, 'payment provider refused an order');
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.paymentSetupFailed, 'PAYMENT_PROVIDER');
  }
  const now = new Date();
  await deps.store
    .transaction(async (tx) => {
      await lockAndRefuseTooManyOpenOrders(tx, user._id, now);
      const same = purchasable.once?.(input.item);
      if (same) await refuseSecondOrder(tx, user._id, same, now);
      const opened: OrderDoc = {
        _id: order.id,
        userId: user._id,
        email: user.email,
        item: input.item,
        description: price.description,
        usd: price.usd,
        amountMinor: price.amountMinor,
        currency: price.currency,
        ...(price.couponCode ? { couponCode: price.couponCode } : {}),
        ...(price.itemVersion === undefined ? {} : { itemVersion: price.itemVersion }),
        ...(price.captureWithinMinutes === undefined
          ? {}
          : { captureWithinMinutes: price.captureWithinMinutes }),
        status: 'created',
        createdAt: now,
        // A booking's order ends when the booking lapses, if that comes first.
        expiresAt: new Date(
          Math.min(
            now.getTime() + ORDER_LIFETIME_MS,
            price.payableUntil?.getTime() ?? Number.POSITIVE_INFINITY,
          ),
        ),
      };
      // What the order holds (a coupon's use) is taken with it: an order the provider opened but we
      // refused is never paid.
      await purchasable.hold?.(tx, deps, { ...opened, item: input.item });
      await orders(tx).insertOne(opened);
    })
    .catch((error: unknown) => {
      if (isDuplicateKey(error)) throw new Error(`payment provider reused order id ${order.id}`);
      throw error;
    });
  return { id: order.id, amount: price.amountMinor, currency: price.currency, key: deps.payments.keyId };
}
