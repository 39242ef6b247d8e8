/**
 * What both payments adapters share: the public key, Razorpay's currencies, and the checks of what
 * Checkout and webhooks hand back, made with the same secrets whichever adapter made the payment.
 */
import { RAZORPAY_CURRENCIES } from './currencies.js';
import { type CheckoutResult, verifyCheckout, verifyWebhook } from './signatures.js';

export interface PaymentKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export abstract class SignedAdapter {
  readonly keyId: string;

  constructor(private readonly keys: PaymentKeys) {
    this.keyId = keys.keyId;
  }

  verifyCheckoutSignature(result: CheckoutResult): boolean {
    return verifyCheckout(this.keys.keySecret, result);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string | undefined): boolean {
    return verifyWebhook(this.keys.webhookSecret, rawBody, signature);
  }

  acceptedCurrencies(): readonly string[] {
    return RAZORPAY_CURRENCIES;
  }
}
