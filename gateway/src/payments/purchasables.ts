/**
 * What can be bought, as payments sees it: each kind of order item is priced, held, delivered and
 * given back by the domain that sells it (plans, special plans, bookings), which fills this
 * registry at composition. Payments takes the money and keeps the records, and imports none of
 * them: it knows an item only through its purchasable.
 */
import type { OrderItem } from '@app/contracts';
import type { Store } from '@app/infra';
import type { Actor } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import type { OrderDoc } from './order-store.js';

export type ItemOf<K extends OrderItem['type']> = Extract<OrderItem, { type: K }>;

/** An item's price in US dollars before currency conversion, and how a receipt names it. */
export interface ListPrice {
  usd: number;
  description: string;
  /** The decimals the price is shown to (spec §7: one for the Quadweek plan). */
  decimals: number;
  /** The buyer's coupon, checked: its code and how many percent it takes off. */
  coupon?: { code: string; percent: number };
  /** For a booking: the version of its terms this price is for, and until when it can be paid. */
  itemVersion?: number;
  payableUntil?: Date;
  /** For a booking request: its payment is only authorised, and captured within this many minutes. */
  captureWithinMinutes?: number;
}

/** An order of one kind of item, as its purchasable is handed it. */
export type OrderOf<I extends OrderItem> = OrderDoc & { item: I };

/** The same purchase as another order: a lock key per buyer, and the orders that match it. */
export interface SamePurchase {
  key: string;
  match: Record<string, string>;
}

export interface Purchasable<I extends OrderItem> {
  /** Refuses, before anything else is asked, an item the buyer cannot buy (one they hold already). */
  refuse?(store: Store, userId: string, item: I): Promise<void>;
  /** The list price for this buyer; throws when the item is not sold, or its coupon is refused. */
  price(
    ports: Pick<Ports, 'config' | 'store' | 'places'>,
    buyer: Actor,
    item: I,
    now: Date,
  ): Promise<ListPrice>;
  /** For an item bought once: while an order for it is open or paid, another is refused. */
  once?(item: I): SamePurchase;
  /** In the transaction that opens the order: takes what it holds (a coupon's use). */
  hold?(tx: Store, ports: Pick<Ports, 'config'>, order: OrderOf<I>): Promise<void>;
  /**
   * In the transaction that credits the payment: gives the buyer what they paid for. Resolves with
   * why it cannot be given (the money then goes back in full), or null.
   */
  deliver(
    tx: Store,
    ports: Pick<Ports, 'places'>,
    order: OrderOf<I>,
    payment: PaymentFacts,
  ): Promise<string | null>;
  /** The order ended unpaid: gives back what it held. */
  void?(tx: Store, order: OrderOf<I>): Promise<void>;
}

/** What crediting knows of the payment when it delivers. */
export interface PaymentFacts {
  paymentId: string;
  /** The amount as the receipt shows it, e.g. `₹1,234.50`. */
  amount: string;
  now: Date;
}

export type Purchasables = { readonly [K in OrderItem['type']]: Purchasable<ItemOf<K>> };

/** How services reach the registry: through the deps they are given. */
export interface PurchasablesKeeping {
  purchasables: Purchasables;
}

/** The purchasable of an item (TypeScript cannot pair a union's member with its mapped entry). */
export function purchasableOf<I extends OrderItem>(purchasables: Purchasables, item: I): Purchasable<I> {
  return purchasables[item.type] as unknown as Purchasable<I>;
}
