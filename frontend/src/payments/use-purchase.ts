/**
 * A purchase from 'Proceed To Pay' to 'Payment successful': the server opens the order, the
 * checkout takes the card, the server verifies what the checkout handed back, then the page
 * confirms the purchase its own way. Each failure is said in the spec's words for its step. A
 * payment whose confirmation never arrives (tab closed, connection lost) is credited by the server
 * all the same (webhook, reconciliation), so nothing here is needed for the purchase to count.
 */
import { COMPANY, MESSAGES, type OrderItem } from '@app/contracts';
import { useState } from 'react';
import { useAuth } from '../app/auth';
import { errorCode, errorMessage } from '../app/errors';
import { notify, notifyError } from '../app/notify';
import { trpc } from '../app/trpc';
import { type CheckoutResult, openCheckout, SETUP_OPTIONS } from './checkout';
import { loginMessage, type PaymentStage, type PaymentWording, paymentFailure } from './payment-messages';

export type PurchasePhase = 'idle' | 'ordering' | 'checkout' | 'confirming';

export interface PurchaseRequest {
  /** What the page shows, in the currency's major unit (the server checks it). */
  readonly amount: number;
  readonly currency: string;
  readonly item: OrderItem;
  readonly description: string;
}

export interface PurchaseOptions {
  readonly wording: PaymentWording;
  /** After the server verified the payment: the page's own confirmation, then its new state. */
  readonly onPaid: () => Promise<void>;
  /** Closes the popup (after success, or to let the login popup take over). */
  readonly onClose: () => void;
}

export function usePurchase({ wording, onPaid, onClose }: PurchaseOptions) {
  const { user, openLogin } = useAuth();
  const utils = trpc.useUtils();
  const createOrder = trpc.payments.createOrder.useMutation();
  const verify = trpc.payments.verify.useMutation();
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (stage: PaymentStage, error: unknown) => {
    setPhase('idle');
    if (errorCode(error) === 'NOT_LOGGED_IN') {
      onClose();
      openLogin(loginMessage(wording));
      return;
    }
    setProblem(paymentFailure(stage, error, wording));
  };

  const purchase = async (request: PurchaseRequest): Promise<void> => {
    if (phase !== 'idle') return;
    setProblem(null);
    setPhase('ordering');
    let order: Awaited<ReturnType<typeof createOrder.mutateAsync>>;
    try {
      order = await createOrder.mutateAsync({
        amount: request.amount,
        preferredCurrency: request.currency,
        item: request.item,
      });
    } catch (error) {
      fail('order', error);
      return;
    }
    setPhase('checkout');
    let result: CheckoutResult | 'dismissed';
    try {
      const { provider } = await utils.payments.setup.fetch(undefined, SETUP_OPTIONS);
      result = await openCheckout(provider, {
        key: order.key,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        name: COMPANY.brand,
        description: request.description,
        ...(user ? { prefill: { name: user.username, email: user.email } } : {}),
      });
    } catch (error) {
      fail('checkout', error);
      return;
    }
    if (result === 'dismissed') {
      setPhase('idle');
      return;
    }
    setPhase('confirming');
    try {
      // Answers only success: a payment it cannot credit is refused with its code.
      await verify.mutateAsync(result);
    } catch (error) {
      fail('verify', error);
      return;
    }
    try {
      await onPaid();
    } catch (error) {
      // Paid and verified: the purchase stands; only the page's own confirmation failed.
      notifyError(errorMessage(error));
    }
    setPhase('idle');
    notify(MESSAGES.paymentSuccessful);
    onClose();
  };

  return { phase, problem, purchase, clearProblem: () => setProblem(null) };
}
