/**
 * What a tour plan card says (spec §3 Guide tour plan): the place, where it starts, the price per
 * person in US dollars and its dates. The dashboard and the public /tourPlans list both show it.
 */
import type { TourPlan } from '@app/contracts';
import { formatDayTime, formatUsd, tourDays } from './guide-format';
import './tour-plan-facts.css';

export function TourPlanFacts({ plan, headingLevel = 3 }: { plan: TourPlan; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const days = tourDays(plan.startDate, plan.endDate);
  return (
    <div className="plan-facts">
      <Heading className="plan-facts__place">{plan.place}</Heading>
      <p className="plan-facts__price">
        <strong>{formatUsd(plan.price)}</strong> per person
        {days > 0 && (
          <span className="plan-facts__days">
            {days} {days === 1 ? 'day' : 'days'}
          </span>
        )}
      </p>
      <dl className="plan-facts__list">
        <div className="plan-facts__row">
          <dt>
            <FactIcon kind="start" />
            Starts from
          </dt>
          <dd>{plan.startCity}</dd>
        </div>
        <div className="plan-facts__row">
          <dt>
            <FactIcon kind="dates" />
            Begins
          </dt>
          <dd>
            <time dateTime={plan.startDate}>{formatDayTime(plan.startDate)}</time>
          </dd>
        </div>
        <div className="plan-facts__row">
          <dt>
            <FactIcon kind="end" />
            Ends
          </dt>
          <dd>
            <time dateTime={plan.endDate}>{formatDayTime(plan.endDate)}</time>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function FactIcon({ kind }: { kind: 'start' | 'dates' | 'end' }) {
  return (
    <svg className="plan-facts__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'start' && (
        <>
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </>
      )}
      {kind === 'dates' && (
        <>
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </>
      )}
      {kind === 'end' && <path d="M5 21V4M5 4h12l-2.5 4L17 12H5" />}
    </svg>
  );
}
