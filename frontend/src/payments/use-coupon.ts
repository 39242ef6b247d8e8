/** The coupon code of the payment popup: typed or pasted, checked with the server on 'Apply'. */
import { useState } from 'react';
import { trpc } from '../app/trpc';
import { couponFailure } from './payment-messages';

export interface AppliedCoupon {
  readonly code: string;
  readonly percent: number;
}

export interface CouponState {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly applied: AppliedCoupon | null;
  readonly checking: boolean;
  readonly error: string | null;
  /** Text typed but not applied yet (Proceed applies it first, so the price shown is the price paid). */
  readonly pending: boolean;
  /** Checks the typed code; resolves with whether it now applies. */
  readonly apply: () => Promise<boolean>;
}

/** Codes are compared as the server compares them. */
const normalise = (text: string) => text.trim().toUpperCase();

export function useCoupon(): CouponState {
  const [text, setTypedText] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const check = trpc.plans.checkCoupon.useMutation();
  const [error, setError] = useState<string | null>(null);

  const setText = (next: string) => {
    setTypedText(next);
    setError(null);
    // Another code than the one applied: its discount no longer holds.
    if (applied !== null && normalise(next) !== applied.code) setApplied(null);
  };

  const apply = async () => {
    const code = normalise(text);
    if (code === '') {
      setApplied(null);
      return false;
    }
    setError(null);
    try {
      const { percent } = await check.mutateAsync({ couponCode: code });
      setApplied({ code, percent });
      return true;
    } catch (failure) {
      setApplied(null);
      setError(couponFailure(failure));
      return false;
    }
  };

  const pending = normalise(text) !== '' && applied === null;
  return { text, setText, applied, checking: check.isPending, error, pending, apply };
}
