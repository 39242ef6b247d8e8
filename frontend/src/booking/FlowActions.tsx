/**
 * The booking popup's heading and footer for each step: 'Choose a option' with 'Confirm Your
 * Choice' (grey until a kind is picked); the details with Back and Next; the guide grid with Back,
 * 'View Profile' and 'Proceed To Payment' (grey until a guide is chosen).
 */
import type { BookingKind } from '@app/contracts';
import type { ReactNode } from 'react';
import type { FlowStep } from './booking-steps';

const TITLES: Record<BookingKind, string> = { instant: 'Instant Booking', reserved: 'Reserved Booking' };

export function flowHeading(step: FlowStep, kind: BookingKind, placeName: string) {
  if (step === 'choose')
    return { title: 'Choose a option', text: `How would you like a guide for ${placeName}?` };
  if (step === 'details') return { title: TITLES[kind], text: 'Tell us about your tour.' };
  return { title: 'Choose Your Guide', text: 'Pick a guide, then view their profile or go on to pay.' };
}

interface ActionProps {
  readonly children: ReactNode;
  readonly onClick: () => void;
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  /** Not usable yet (greyed, out of the tab order). */
  readonly disabled?: boolean;
  /** Its call is running: a spinner, and presses are ignored. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  readonly opensDialog?: boolean;
}

function Action({
  children,
  onClick,
  variant = 'primary',
  disabled = false,
  busy = false,
  busyLabel,
  opensDialog = false,
}: ActionProps) {
  return (
    <button
      type="button"
      className={`btn btn-${variant} booking-btn`}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy && <span className="busy-button__spinner" aria-hidden="true" />}
      <span>{busy && busyLabel !== undefined ? busyLabel : children}</span>
    </button>
  );
}

export interface FlowActionsProps {
  readonly step: FlowStep;
  readonly canConfirm: boolean;
  readonly hasGuide: boolean;
  readonly searching: boolean;
  readonly proceeding: boolean;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onProfile: () => void;
  readonly onProceed: () => void;
}

export function FlowActions(props: FlowActionsProps) {
  if (props.step === 'choose')
    return (
      <Action disabled={!props.canConfirm} onClick={props.onConfirm}>
        Confirm Your Choice
      </Action>
    );
  const back = (
    <Action variant="ghost" onClick={props.onBack}>
      Back
    </Action>
  );
  if (props.step === 'details')
    return (
      <>
        {back}
        <Action busy={props.searching} busyLabel="Finding guides…" onClick={props.onNext}>
          Next
        </Action>
      </>
    );
  return (
    <>
      {back}
      <Action variant="secondary" disabled={!props.hasGuide} opensDialog onClick={props.onProfile}>
        View Profile
      </Action>
      <Action
        disabled={!props.hasGuide}
        busy={props.proceeding}
        busyLabel="Holding your guide…"
        opensDialog
        onClick={props.onProceed}
      >
        Proceed To Payment
      </Action>
    </>
  );
}
