/**
 * The country's special tour plans (spec §2, §3): each card shows plan_name, its places with their
 * status, the price and 'Pay & Get Access'. Payment arrives later, so the button is disabled with
 * a hint; tapping a place of a plan not bought says 'Please Purhcase the plan first'.
 */
import { MESSAGES, SPECIAL_PLAN, type SpecialTourPlan } from '@app/contracts';
import { useId, useState } from 'react';
import { notifyError } from '../../app/notify';
import { ListName } from '../../components/explore/ListName';
import { HeadphonesIcon } from '../../components/ui/icons';

/** Cards shown before 'Show all' on wide screens (fewer on narrow ones): the city's own plan first. */
const FIRST_SHOWN = 3;
export const PAYMENTS_SOON = 'Payments open soon';

/** The plans with the city's own first, in the server's order otherwise. */
export function plansForCity(plans: readonly SpecialTourPlan[], city: string): SpecialTourPlan[] {
  const own = (plan: SpecialTourPlan) => plan.plan_name.toLowerCase().startsWith(`${city.toLowerCase()} `);
  return [...plans.filter(own), ...plans.filter((plan) => !own(plan))];
}

export function SpecialPlans({ plans, city }: { plans: readonly SpecialTourPlan[]; city: string }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const ordered = plansForCity(plans, city);
  const shown = showAll ? ordered : ordered.slice(0, FIRST_SHOWN);
  // Narrow screens show fewer of these until 'Show all' (explore-more.css).
  return (
    <>
      <ul id={listId} className={`plan-grid${showAll ? ' plan-grid--all' : ''}`}>
        {shown.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {ordered.length > 1 && (
        <button
          type="button"
          className="btn btn-ghost btn-sm plan-grid__more"
          // Hidden by CSS where every plan already fits in the first row.
          data-count={Math.min(ordered.length, FIRST_SHOWN + 1)}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer plans' : `Show all ${ordered.length} plans`}
        </button>
      )}
    </>
  );
}

function PlanCard({ plan }: { plan: SpecialTourPlan }) {
  const hintId = useId();
  const places = Object.entries(plan.tourist_places);
  return (
    <article className="plan-card">
      <header className="plan-card__header">
        <span className="plan-card__icon" aria-hidden="true">
          <HeadphonesIcon />
        </span>
        <div>
          <h3 className="plan-card__name">{plan.plan_name}</h3>
          <p className="plan-card__meta">
            {places.length} places · about {SPECIAL_PLAN.totalMinutes} minutes of audio
          </p>
        </div>
      </header>
      <ul className="plan-card__places" aria-label={`Places in ${plan.plan_name}`}>
        {places.map(([name, status]) => (
          <li key={name}>
            <button
              type="button"
              className="plan-card__place"
              title={name}
              onClick={() => notifyError(MESSAGES.purchasePlanFirst)}
            >
              <span className="plan-card__place-name">
                <ListName name={name} />
              </span>
              <span className="plan-card__status">{status}</span>
            </button>
          </li>
        ))}
      </ul>
      <footer className="plan-card__footer">
        <p className="plan-card__price">
          {plan.price} {plan.currency}
        </p>
        <div className="plan-card__buy">
          <button type="button" className="btn btn-primary btn-sm" disabled aria-describedby={hintId}>
            Pay &amp; Get Access
          </button>
          <p id={hintId} className="plan-card__hint">
            {PAYMENTS_SOON}
          </p>
        </div>
      </footer>
    </article>
  );
}
