/** The country's special tour plans above the city's places (spec §2), when the country has any. */
import { SPECIAL_PLAN, type SpecialTourPlan } from '@app/contracts';
import { SpecialPlans, type SpecialPlansProps } from './SpecialPlans';

export interface PlansSectionProps {
  readonly country: string;
  readonly city: string;
  readonly plans: readonly SpecialTourPlan[];
  readonly places: SpecialPlansProps['places'];
}

export function PlansSection({ country, city, plans, places }: PlansSectionProps) {
  if (plans.length === 0) return null;
  return (
    <section className="explore-more__section container" aria-labelledby="explore-more-plans">
      <div className="explore-more__head">
        <div>
          <p className="eyebrow">Special tour plans</p>
          <h2 id="explore-more-plans" className="section-title">
            Hear the highlights of {country}
          </h2>
          <p className="section-lead">
            One payment unlocks every place of a plan as an audio story, about {SPECIAL_PLAN.minutesPerPlace}{' '}
            minutes each.
          </p>
        </div>
      </div>
      <SpecialPlans plans={plans} city={city} places={places} />
    </section>
  );
}

/**
 * What stands for both sections until the plans and the places are in: had the places shown
 * first, the plans would push them down on arriving (a phone's whole screen, CLS 0.25).
 */
export function SectionsLoading() {
  return (
    <div className="explore-more__section container" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading places…
      </p>
      <ul className="place-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className="explore-more__skeleton" />
        ))}
      </ul>
    </div>
  );
}
