/**
 * The sandbox's card checkout (issue 10), in the app's one dialog: the amount, a card number with
 * the three test cards as hints, Pay; a second step for 4000 0000 0000 3220 with 'Complete
 * payment'; the bank's decline said in place so another card can be tried; Cancel, Escape or the
 * close button dismiss it. It calls /sandbox/pay and /sandbox/confirm and answers as Checkout does.
 */
// Types only from the payment contracts: their schemas (and zod) stay out of the browser bundle.
import type { SandboxPayAnswer } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../app/errors';
import { BusyButton, FormAlert, TextField } from '../components/ui/fields';
import { Modal } from '../components/ui/Modal';
import type { CheckoutOptions, CheckoutResult } from './checkout';
import { formatMoney, fromMinor } from './money';
import { sandboxApi } from './sandbox-api';
import './sandbox-checkout.css';

/** The sandbox's test cards (infra's SANDBOX_CARDS) and what each does. */
export const TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'pays at once' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 3220', outcome: 'asks for a second step' },
] as const;

/** Digits in groups of four, as printed on a card; pasted spaces and dashes are dropped. */
export function formatCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

type Step = { kind: 'card' } | { kind: 'second-step'; paymentId: string };

export interface SandboxCheckoutProps {
  readonly options: CheckoutOptions;
  readonly onDone: (result: CheckoutResult | 'dismissed') => void;
}

export function SandboxCheckout({ options, onDone }: SandboxCheckoutProps) {
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<Step>({ kind: 'card' });
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = useRef(false);
  const cardRef = useRef<HTMLInputElement>(null);
  const completeRef = useRef<HTMLDivElement>(null);
  const amount = formatMoney(fromMinor(options.amount, options.currency), options.currency);

  // The Pay button is gone on the second step: its own button takes focus.
  useEffect(() => {
    if (step.kind === 'second-step') completeRef.current?.querySelector('button')?.focus();
  }, [step.kind]);

  const finish = (result: CheckoutResult | 'dismissed') => {
    if (settled.current) return;
    settled.current = true;
    setOpen(false);
    onDone(result);
  };

  const answer = (reply: SandboxPayAnswer) => {
    if ('razorpay_signature' in reply) finish(reply);
    else if ('needsSecondStep' in reply)
      setStep({ kind: 'second-step', paymentId: reply.razorpay_payment_id });
    else {
      setStep({ kind: 'card' });
      setProblem(reply.declined);
    }
  };

  const run = async (call: () => Promise<SandboxPayAnswer>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      answer(await call());
    } catch (error) {
      // A card number the server cannot read is the field's problem; anything else the form's.
      if (errorCode(error) === 'INVALID_INPUT' && step.kind === 'card') {
        setCardError(errorMessage(error));
        cardRef.current?.focus();
      } else setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    setCardError(null);
    void run(() => sandboxApi.pay(options.orderId, card));
  };

  const cancel = (
    <button type="button" className="btn btn-ghost" onClick={() => finish('dismissed')}>
      Cancel
    </button>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && finish('dismissed')}
      title="Test checkout"
      description={`${options.name} · ${options.description}`}
      size="sm"
      initialFocus={cardRef}
    >
      <p className="sandbox-checkout__amount">
        <span>Amount to pay</span>
        <strong>{amount}</strong>
      </p>
      {step.kind === 'card' ? (
        <form className="sandbox-checkout__form" onSubmit={pay} noValidate>
          <TextField
            ref={cardRef}
            label="Card number"
            value={card}
            onChange={(typed) => setCard(formatCardNumber(typed))}
            error={cardError}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            hint="Test payments: no money moves. Use a test card below."
          />
          <ul className="sandbox-checkout__cards" aria-label="Test cards">
            {TEST_CARDS.map((test) => (
              <li key={test.number}>
                <button
                  type="button"
                  className="sandbox-checkout__card"
                  onClick={() => {
                    setCard(test.number);
                    setCardError(null);
                    cardRef.current?.focus();
                  }}
                >
                  <span className="sandbox-checkout__number">{test.number}</span>
                  <span className="sandbox-checkout__outcome">{test.outcome}</span>
                </button>
              </li>
            ))}
          </ul>
          <FormAlert message={problem} />
          <div className="sandbox-checkout__actions">
            {cancel}
            <BusyButton busy={busy} busyLabel="Paying…">
              Pay {amount}
            </BusyButton>
          </div>
        </form>
      ) : (
        <div className="sandbox-checkout__form" ref={completeRef}>
          <h3 className="sandbox-checkout__step-title">Confirm this payment</h3>
          <p>
            Your bank asks you to approve this payment of {amount}. On a real card checkout this is the 3-D
            Secure page of your bank.
          </p>
          <FormAlert message={problem} />
          <div className="sandbox-checkout__actions">
            {cancel}
            <BusyButton
              type="button"
              busy={busy}
              busyLabel="Completing…"
              onClick={() => void run(() => sandboxApi.confirm(step.paymentId))}
            >
              Complete payment
            </BusyButton>
          </div>
        </div>
      )}
    </Modal>
  );
}
