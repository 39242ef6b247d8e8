/**
 * The guide list (spec §2 popup 4): the guides free for the place then, as cards. Choosing one
 * highlights it and blurs the others; an empty grid says that no guide is free then and offers
 * another time. Once guides list languages (issue 26), 'Speaks' narrows the cards to one language,
 * in the browser: the search already returned every free guide.
 */
import type { BookingKind, GuidePublicProfile } from '@app/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../app/errors';
import { SelectField } from '../components/guides/FormControls';
import { FormAlert } from '../components/ui/fields';
import { RetryAlert } from '../components/ui/RetryAlert';
import { GuideCard } from './GuideCard';
import { languagesAmong, speaking } from './guide-facts';

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
  const [wanted, setWanted] = useState('');
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

  const languages = languagesAmong(guides);
  // A language no listed guide speaks any more (the list was fetched again) filters nothing.
  const language = languages.some((item) => item === wanted) ? wanted : '';
  // The guide already chosen stays in view whatever the filter: the footer goes on with them.
  const matching = speaking(guides, language);
  const shown = guides.filter((guide) => guide.emailAddress === chosen || matching.includes(guide));
  const when = props.kind === 'instant' ? 'right now' : 'at that time';

  return (
    <div>
      {languages.length > 0 && (
        <SelectField
          className="guide-grid__filter"
          label="Speaks"
          value={language}
          onChange={setWanted}
          options={[
            { value: '', label: 'Any language' },
            ...languages.map((item) => ({ value: item, label: item })),
          ]}
        />
      )}
      <div role="status">
        {shown.length === 0 && (
          <div className="guide-grid__empty">
            <p className="guide-grid__empty-title">
              No guide speaks {language} {when}.
            </p>
            <p>Choose another language under Speaks, or Any language to see every free guide.</p>
          </div>
        )}
      </div>
      {shown.length > 0 && (
        <fieldset className={`guide-grid__set${chosen === null ? '' : ' guide-grid__set--chosen'}`}>
          <legend id={legendId} className="guide-grid__legend">
            {legendText(shown.length, language)}: choose one
          </legend>
          <FormAlert message={props.problem} />
          <ul ref={listRef} className="guide-grid" aria-labelledby={legendId}>
            {shown.map((guide) => (
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
      )}
    </div>
  );
}

/** The grid's legend: how many guides are free, and when filtered, that they speak the language. */
function legendText(count: number, language: string): string {
  if (language === '') return count === 1 ? '1 guide is free' : `${count} guides are free`;
  return count === 1 ? `1 free guide speaks ${language}` : `${count} free guides speak ${language}`;
}
