/**
 * The guide list (spec §2 popup 4): the guides free for the place then, as cards. Choosing one
 * highlights it and blurs the others; an empty grid says that no guide is free then and offers
 * another time.
 */
import type { BookingKind, GuidePublicProfile } from '@app/contracts';
import { useEffect, useId, useRef } from 'react';
import { errorMessage } from '../app/errors';
import { FormAlert } from '../components/ui/fields';
import { RetryAlert } from '../components/ui/RetryAlert';
import { GuideCard } from './GuideCard';

export interface GuideGridProps {
  readonly kind: BookingKind;
  readonly placeName: string;
  readonly guides: readonly GuidePublicProfile[] | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  readonly onRetry: () => void;
  readonly chosen: string | null;
  /** Why the last choice could not go on (the guide was taken meanwhile, …). */
  readonly problem: string | null;
  readonly onChoose: (email: string) => void;
  readonly onNegotiate: (email: string) => void;
  /** To the reserved details form: another date or time. */
  readonly onOtherTime: () => void;
}

export function GuideGrid(props: GuideGridProps) {
  const { guides, chosen } = props;
  const group = useId();
  const legendId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const hasGuides = guides !== undefined && guides.length > 0;

  // The grid replaced the details form, which had focus: the first card takes it.
  useEffect(() => {
    if (hasGuides) listRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [hasGuides]);

  if (props.error !== null && props.error !== undefined && guides === undefined)
    return (
      <RetryAlert message={errorMessage(props.error)} retrying={props.loading} onRetry={props.onRetry} />
    );
  if (guides === undefined)
    return (
      <ul className="guide-grid" aria-busy="true" aria-label="Loading guides">
        {[0, 1, 2].map((n) => (
          <li key={n} className="guide-card guide-card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  if (guides.length === 0)
    return (
      <div className="guide-grid__empty" role="status">
        <p className="guide-grid__empty-title">
          No guide is free for {props.placeName} {props.kind === 'instant' ? 'right now' : 'at that time'}.
        </p>
        <p>
          {props.kind === 'instant'
            ? 'Try a reserved booking for a later time, or look again in a little while.'
            : 'Please try another date or time.'}
        </p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={props.onOtherTime}>
          {props.kind === 'instant' ? 'Reserve for later' : 'Choose another time'}
        </button>
      </div>
    );

  return (
    <fieldset className={`guide-grid__set${chosen === null ? '' : ' guide-grid__set--chosen'}`}>
      <legend id={legendId} className="guide-grid__legend">
        {guides.length === 1 ? '1 guide is free' : `${guides.length} guides are free`}: choose one
      </legend>
      <FormAlert message={props.problem} />
      <ul ref={listRef} className="guide-grid" aria-labelledby={legendId}>
        {guides.map((guide) => (
          <GuideCard
            key={guide.emailAddress}
            guide={guide}
            group={group}
            chosen={chosen === guide.emailAddress}
            onChoose={() => props.onChoose(guide.emailAddress)}
            onNegotiate={() => props.onNegotiate(guide.emailAddress)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
