/**
 * 'Choose a option' (spec §2 popup 1): Instant Booking or Reserved Booking as two large radio
 * cards; the popup's 'Confirm Your Choice' waits for one of them.
 */
import type { BookingKind } from '@app/contracts';
import { type Ref, useId } from 'react';

const OPTIONS: ReadonlyArray<{ kind: BookingKind; title: string; text: string }> = [
  {
    kind: 'instant',
    title: 'Instant Booking',
    text: 'A local guide meets you at the place now.',
  },
  {
    kind: 'reserved',
    title: 'Reserved Booking',
    text: 'Pick a date, a time and where the guide picks you up.',
  },
];

export interface ChooseKindProps {
  readonly kind: BookingKind | null;
  readonly onPick: (kind: BookingKind) => void;
  readonly onConfirm: () => void;
  readonly firstRef: Ref<HTMLInputElement>;
}

export function ChooseKind({ kind, onPick, onConfirm, firstRef }: ChooseKindProps) {
  const name = useId();
  return (
    <form
      className="booking-kinds"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <fieldset className="booking-kinds__set">
        <legend className="visually-hidden">Booking type</legend>
        {OPTIONS.map((option, index) => (
          <label
            key={option.kind}
            className={`booking-kind${kind === option.kind ? ' booking-kind--on' : ''}`}
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              className="booking-kind__radio"
              type="radio"
              name={name}
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => onPick(option.kind)}
            />
            <KindIcon kind={option.kind} />
            <span className="booking-kind__text">
              <span className="booking-kind__title">{option.title}</span>
              <span className="booking-kind__lead">{option.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </form>
  );
}

function KindIcon({ kind }: { kind: BookingKind }) {
  return (
    <svg className="booking-kind__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'instant' ? (
        <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
      ) : (
        <>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </>
      )}
    </svg>
  );
}
