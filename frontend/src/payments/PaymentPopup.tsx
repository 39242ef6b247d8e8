/**
 * The payment popup (spec §2, §4): a currency dropdown ('CODE - Name', the caller's default), an
 * optional coupon code, the price in that currency with the day of its rate, and 'Proceed To Pay',
 * which opens the order, the checkout, and the verification (usePurchase). Progress and every
 * failure are said inside the popup; success closes it with 'Payment successful'.
 */
import type { OrderItem } from '@app/contracts';
import { useState } from 'react';
import { errorMessage } from '../app/errors';
import { trpc } from '../app/trpc';
import { Combobox } from '../components/ui/Combobox';
import { BusyButton, FormAlert } from '../components/ui/fields';
import { Modal } from '../components/ui/Modal';
import { RetryAlert } from '../components/ui/RetryAlert';
import { CouponField } from './CouponField';
import { currencyLabel } from './money';
import { PriceSummary } from './PriceSummary';
import type { PaymentWording } from './payment-messages';
import { useCoupon } from './use-coupon';
import { usePrice } from './use-price';
import { type PurchasePhase, usePurchase } from './use-purchase';
import './payment-popup.css';

export interface PaymentPopupProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** What is bought, as the title and the checkout name it. */
  readonly title: string;
  readonly priceUsd: number;
  /** Decimals the converted price is shown and charged to (spec §7). */
  readonly priceDecimals: number;
  /** The currency chosen at first: INR on the subscription page, USD elsewhere (spec §9). */
  readonly defaultCurrency: string;
  /** Whether a coupon code can be entered (subscription plans). */
  readonly withCoupon: boolean;
  readonly wording: PaymentWording;
  /** The order's item, with the applied coupon code when there is one. */
  readonly itemFor: (couponCode: string | undefined) => OrderItem;
  /** After the server verified the payment: the page's confirmation call and its new state. */
  readonly onPaid: () => Promise<void>;
  /** What the buyer should know before paying, under the price (e.g. that a card is only authorised). */
  readonly note?: string;
}

const PROGRESS: Record<PurchasePhase, string> = {
  idle: '',
  ordering: 'Preparing your order…',
  checkout: 'Waiting for the checkout…',
  confirming: 'Confirming your payment…',
};

export function PaymentPopup(props: PaymentPopupProps) {
  const { open, onOpenChange, title, priceUsd, withCoupon, wording, itemFor, onPaid } = props;
  const utils = trpc.useUtils();
  const [currency, setCurrency] = useState<string | null>(props.defaultCurrency);
  const coupon = useCoupon();
  const price = usePrice(priceUsd, coupon.applied?.percent ?? 0, currency, props.priceDecimals);
  const currencies = trpc.payments.currencies.useQuery(undefined, { staleTime: 60 * 60_000 });
  const options = Object.entries(currencies.data ?? {}).map(([code, name]) => ({
    value: code,
    label: currencyLabel(code, name),
  }));
  const { phase, problem, purchase, clearProblem } = usePurchase({
    wording,
    onPaid,
    onClose: () => onOpenChange(false),
  });

  const proceed = async () => {
    // A code typed but not applied is applied first: the buyer sees the price before paying it.
    if (withCoupon && coupon.pending) {
      await coupon.apply();
      return;
    }
    if (currency === null || price.amount === null) return;
    await purchase({
      amount: price.amount,
      currency,
      item: itemFor(coupon.applied?.code),
      description: title,
    });
    // A price that changed meanwhile is asked again, so the next try shows the new one.
    void utils.payments.convert.invalidate();
  };

  const busy = phase !== 'idle';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Choose your currency${withCoupon ? ', add a coupon code if you have one,' : ''} and pay by card.`}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton
            type="button"
            busy={busy}
            busyLabel={PROGRESS[phase]}
            disabled={currency === null || price.amount === null || coupon.checking}
            onClick={() => void proceed()}
          >
            Proceed To Pay
          </BusyButton>
        </>
      }
    >
      {currencies.isError ? (
        <RetryAlert
          message={errorMessage(currencies.error)}
          retrying={currencies.isFetching}
          onRetry={() => void currencies.refetch()}
        />
      ) : (
        <Combobox
          label="Currency"
          options={options}
          value={currency}
          loading={currencies.isPending}
          inlineMenu
          required
          onChange={(next) => {
            setCurrency(next);
            clearProblem();
          }}
        />
      )}
      {withCoupon && <CouponField coupon={coupon} />}
      {price.error ? (
        <RetryAlert message={errorMessage(price.error)} retrying={price.pending} onRetry={price.refetch} />
      ) : (
        <PriceSummary price={price} currency={currency} priceUsd={priceUsd} coupon={coupon.applied} />
      )}
      {props.note && <p className="payment-popup__note">{props.note}</p>}
      <FormAlert message={problem} />
      <p className="payment-popup__progress" role="status">
        {PROGRESS[phase]}
      </p>
    </Modal>
  );
}
