/** Razorpay Checkout (the provider's own window), opened with the public key only. */
import { MESSAGES } from '@app/contracts';
import type { CheckoutOptions, CheckoutResult } from './checkout';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: CheckoutOptions['prefill'];
  theme?: { color: string };
  handler: (response: CheckoutResult) => void;
  modal: { ondismiss: () => void };
}

type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

let script: Promise<RazorpayCheckout> | undefined;

function loadScript(): Promise<RazorpayCheckout> {
  script ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(MESSAGES.paymentSetupFailed));
    element.onerror = () => {
      // Offline or blocked: the next attempt loads it afresh.
      element.remove();
      script = undefined;
      reject(new Error(MESSAGES.paymentSetupFailed));
    };
    document.head.append(element);
  });
  return script;
}

export async function openRazorpay(options: CheckoutOptions): Promise<CheckoutResult | 'dismissed'> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    new Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      description: options.description,
      order_id: options.orderId,
      ...(options.prefill ? { prefill: options.prefill } : {}),
      theme: { color: '#0d5c63' },
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve('dismissed') },
    }).open();
  });
}
