/**
 * 'Book a tour Guide' (spec §2 booking popups, §4 Booking): one popup that walks through 'Choose a
 * option', the details form and the guide grid (booking-steps.ts decides the order), with View
 * Profile, Negotiate Your Offer and the payment popup over the grid. A verified payment closes
 * everything; X closes the flow and returns to the page.
 */
import { MESSAGES } from '@app/contracts';
import { skipToken } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { useAuth } from '../app/auth';
import { errorCode, errorMessage } from '../app/errors';
import { notify, notifyError } from '../app/notify';
import { trpc } from '../app/trpc';
import { Modal } from '../components/ui/Modal';
import { BookingPayment } from './BookingPayment';
import type { BookingPlace } from './booking-form';
import { problemAction } from './booking-problems';
import { canConfirmKind, canUseGuide, flowReducer, initialFlow } from './booking-steps';
import { ChooseKind } from './ChooseKind';
import { DetailsForm } from './DetailsForm';
import { FlowActions, flowHeading } from './FlowActions';
import { GuideGrid } from './GuideGrid';
import { GuideProfileDialog } from './GuideProfileDialog';
import { NegotiateDialog } from './NegotiateDialog';
import { useDraft } from './use-draft';
import { useGuideSearch } from './use-guide-search';
import { usePayStep } from './use-pay-step';
import './booking.css';

export interface BookingFlowProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly place: BookingPlace;
}

export function BookingFlow({ open, onOpenChange, place }: BookingFlowProps) {
  const { openLogin } = useAuth();
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const [gridProblem, setGridProblem] = useState<string | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);

  const close = () => onOpenChange(false);
  const askLogin = () => {
    close();
    notifyError(MESSAGES.pleaseLogInFirst);
    openLogin(MESSAGES.pleaseLogInFirst);
  };
  const search = useGuideSearch({
    place,
    onFound: (found) => {
      setGridProblem(null);
      dispatch({ type: 'searched', search: found });
    },
    onLogin: askLogin,
  });
  const current = state.search;
  // Asked only on the grid; the overlays over it read the same cached answer.
  const guides = trpc.bookings.guides.useQuery(current ?? skipToken, {
    enabled: state.step === 'guides',
    staleTime: 30_000,
  });
  const ensureDraft = useDraft(current, state.fields);
  const chosen = guides.data?.find((guide) => guide.emailAddress === state.chosen) ?? null;
  const people = Number(state.fields.people.trim());

  /** What a refused draft, offer or payment makes the flow do; the words to show, if any. */
  const onProblem = (error: unknown): string | null => {
    switch (problemAction(errorCode(error))) {
      case 'login':
        askLogin();
        return null;
      case 'guides':
        dispatch({ type: 'close-overlay' });
        setGridProblem(errorMessage(error));
        void guides.refetch();
        return null;
      case 'slot':
        dispatch({ type: 'to-details' });
        search.setProblem(errorMessage(error));
        return null;
      case 'wait':
        notify(MESSAGES.waitForGuide);
        return null;
      default:
        return errorMessage(error);
    }
  };

  const pay = usePayStep({
    ensureDraft,
    onReady: () => dispatch({ type: 'open', overlay: 'payment' }),
    onProblem,
    setGridProblem,
  });

  const kind = state.kind ?? 'instant';
  const heading = flowHeading(state.step, kind, place.touristPlace);

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={heading.title}
        description={heading.text}
        size={state.step === 'guides' ? 'lg' : 'sm'}
        initialFocus={firstChoice}
        footer={
          <FlowActions
            step={state.step}
            canConfirm={canConfirmKind(state)}
            hasGuide={canUseGuide(state) && chosen !== null}
            searching={search.busy}
            proceeding={pay.proceeding}
            onConfirm={() => dispatch({ type: 'confirm-kind' })}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => void search.submit(kind, state.fields)}
            onProfile={() => dispatch({ type: 'open', overlay: 'profile' })}
            onProceed={() => {
              if (chosen !== null) void pay.proceed(chosen.emailAddress);
            }}
          />
        }
      >
        {state.step === 'choose' && (
          <ChooseKind
            kind={state.kind}
            firstRef={firstChoice}
            onPick={(picked) => dispatch({ type: 'pick-kind', kind: picked })}
            onConfirm={() => dispatch({ type: 'confirm-kind' })}
          />
        )}
        {state.step === 'details' && (
          <DetailsForm
            key={kind}
            kind={kind}
            placeName={place.touristPlace}
            fields={state.fields}
            errors={search.errors}
            attempt={search.attempt}
            problem={search.problem}
            onEdit={(field, value) => {
              dispatch({ type: 'edit', field, value });
              search.clearError(field);
            }}
            onSubmit={() => void search.submit(kind, state.fields)}
          />
        )}
        {state.step === 'guides' && (
          <GuideGrid
            kind={kind}
            placeName={place.touristPlace}
            guides={guides.data}
            error={guides.error}
            loading={guides.isFetching}
            onRetry={() => void guides.refetch()}
            chosen={state.chosen}
            problem={gridProblem}
            onChoose={(email) => {
              setGridProblem(null);
              dispatch({ type: 'choose-guide', email });
            }}
            onNegotiate={(email) => {
              setGridProblem(null);
              dispatch({ type: 'negotiate', email });
            }}
            onOtherTime={() => dispatch({ type: 'other-time' })}
          />
        )}
      </Modal>

      {chosen !== null && (
        <>
          <GuideProfileDialog
            open={open && state.overlay === 'profile'}
            onOpenChange={(next) => !next && dispatch({ type: 'close-overlay' })}
            guide={chosen}
          />
          <NegotiateDialog
            key={chosen.emailAddress}
            open={open && state.overlay === 'negotiate'}
            onOpenChange={(next) => !next && dispatch({ type: 'close-overlay' })}
            guide={chosen}
            people={people}
            ensureDraft={() => ensureDraft(chosen.emailAddress)}
            onSent={close}
            onProblem={onProblem}
          />
        </>
      )}
      {pay.payment !== null && (
        <BookingPayment
          key={pay.payment.bookingId}
          open={open && state.overlay === 'payment'}
          booking={pay.payment}
          authoriseOnly
          onPaid={pay.markPaid}
          onOpenChange={(next) => {
            if (next) return;
            // A verified payment ends the flow ("the guide list closes"); otherwise back to the grid.
            if (pay.wasPaid()) close();
            else dispatch({ type: 'close-overlay' });
          }}
        />
      )}
    </>
  );
}
