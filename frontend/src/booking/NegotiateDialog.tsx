/**
 * Negotiate Your Offer (spec §2 popup 5, §5): the guide's price shown, an offer per person strictly
 * between 10 and 20 USD in cents ('Price must be bwtween (10 to 20)'), sent for the draft booking of
 * this guide. 'Send Successfully' ends the flow: the guide answers in Messages.
 */
import { type BookingView, type GuidePublicProfile, MESSAGES, NEGOTIATION } from '@app/contracts';
import { useRef, useState } from 'react';
import { useAuth } from '../app/auth';
import { errorCode } from '../app/errors';
import { notify } from '../app/notify';
import { trpc } from '../app/trpc';
import { BusyButton, FormAlert } from '../components/ui/fields';
import { Modal } from '../components/ui/Modal';
import { formatMoney } from '../payments/money';
import { BookingField } from './BookingField';
import { checkOfferText } from './booking-form';
import { problemAction } from './booking-problems';

export interface NegotiateDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly guide: GuidePublicProfile;
  readonly people: number;
  /** The draft booking of this guide for the grid's search (made once, then reused). */
  readonly ensureDraft: () => Promise<BookingView>;
  readonly onSent: () => void;
  /** A refusal the flow acts on (log in, guide taken); answers what to show here, if anything. */
  readonly onProblem: (error: unknown) => string | null;
}

export function NegotiateDialog(props: NegotiateDialogProps) {
  const { open, onOpenChange, guide, people } = props;
  const { user } = useAuth();
  const [offer, setOffer] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offerRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: sendOffer } = trpc.bookings.offer.useMutation();
  const name = guide.legalname || `${guide.firstName} ${guide.lastName}`.trim();

  const send = async () => {
    if (busy) return;
    const rule = checkOfferText(offer);
    setError(rule ?? undefined);
    setProblem(null);
    if (rule !== null) {
      offerRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const draft = await props.ensureDraft();
      const sent = await sendOffer({
        clientId: user?.email ?? '',
        guideId: guide.emailAddress,
        clientName: user?.username ?? '',
        guideName: name,
        touristPlace: draft.touristPlace,
        originalPrice: guide.price,
        offerPrice: Number(offer.trim()),
        noOfPeople: people,
        bookingId: draft.id,
      });
      notify(sent.message);
      props.onSent();
    } catch (failed) {
      const action = problemAction(errorCode(failed));
      if (action === 'offer') {
        setError(MESSAGES.offerRange);
        offerRef.current?.focus();
      } else if (action === 'wait') {
        // This offer was sent already: the guide's answer comes to Messages.
        notify(MESSAGES.waitForGuide);
        props.onSent();
      } else setProblem(props.onProblem(failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Negotiate Your Offer"
      description={`Offer ${name} a price per person. They accept or decline in their messages.`}
      size="sm"
      initialFocus={offerRef}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            Back
          </button>
          <BusyButton type="button" busy={busy} busyLabel="Sending…" onClick={() => void send()}>
            Send Offer
          </BusyButton>
        </>
      }
    >
      <form
        className="booking-offer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <dl className="booking-offer__facts">
          <div>
            <dt>Original price</dt>
            <dd>{formatMoney(guide.price, 'USD')} per person</dd>
          </div>
          <div>
            <dt>Number of People</dt>
            <dd>{people}</dd>
          </div>
        </dl>
        <BookingField
          ref={offerRef}
          label="Your offer per person (USD)"
          name="offerPrice"
          type="number"
          inputMode="decimal"
          min={String(NEGOTIATION.minExclusive)}
          max={String(NEGOTIATION.maxExclusive)}
          step={String(NEGOTIATION.step)}
          value={offer}
          onChange={(value) => {
            setOffer(value);
            if (error !== undefined) setError(undefined);
          }}
          error={error}
          hint={`More than $${NEGOTIATION.minExclusive} and less than $${NEGOTIATION.maxExclusive}, e.g. 14.50.`}
        />
        <FormAlert message={problem} />
      </form>
    </Modal>
  );
}
