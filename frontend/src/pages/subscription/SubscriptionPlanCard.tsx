/** One subscription plan (spec §4, §9): name, price, benefits, and its state as the button. */
import type { SubscriptionPlan } from '@app/contracts';
import { useId } from 'react';
import { onFirstUse } from '../../app/on-first-use';
import { CheckIcon } from '../../components/ui/icons';
import type { PlanCardState } from './plan-states';

const UNTIL = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }));

export const planCardId = (plan: SubscriptionPlan) => `plan-${plan.id}`;

export interface SubscriptionPlanCardProps {
  readonly plan: SubscriptionPlan;
  readonly state: PlanCardState;
  /** When the plan in use ends (paid plans only). */
  readonly expiresAt: string | null;
  readonly onPurchase: () => void;
}

export function SubscriptionPlanCard({ plan, state, expiresAt, onPurchase }: SubscriptionPlanCardProps) {
  const titleId = useId();
  const [price, period] = plan.priceText.split('/');
  const until = state === 'in use' && expiresAt !== null ? new Date(expiresAt) : null;
  return (
    <article
      id={planCardId(plan)}
      className={`sub-plan sub-plan--${state === 'in use' ? 'in-use' : state.toLowerCase()}`}
      aria-labelledby={titleId}
      // Focus lands here after a purchase: the card's own button is disabled by then.
      tabIndex={-1}
    >
      <header className="sub-plan__header">
        <h2 id={titleId} className="sub-plan__name">
          {plan.name}
        </h2>
        <p className="sub-plan__price">
          <span className="sub-plan__amount">{price}</span>
          {period !== undefined && <span className="sub-plan__period">/ {period}</span>}
        </p>
      </header>
      <ul className="sub-plan__benefits" aria-label={`${plan.name} benefits`}>
        {plan.benefits.map((benefit) => (
          <li key={benefit}>
            <CheckIcon className="sub-plan__check" />
            {benefit}
          </li>
        ))}
      </ul>
      <footer className="sub-plan__footer">
        {until !== null && !Number.isNaN(until.getTime()) && (
          <p className="sub-plan__until">Runs until {UNTIL().format(until)}</p>
        )}
        {state === 'Paused' && <p className="sub-plan__until">Resumes when your paid plan ends</p>}
        <button
          type="button"
          className={`btn ${state === 'Purchase' ? 'btn-primary' : 'btn-ghost'} sub-plan__button`}
          disabled={state !== 'Purchase'}
          aria-haspopup={state === 'Purchase' ? 'dialog' : undefined}
          aria-describedby={titleId}
          onClick={onPurchase}
        >
          {state}
        </button>
      </footer>
    </article>
  );
}
