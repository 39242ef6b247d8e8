/**
 * One special tour plan (spec §2, §4): its places with their status, the price, and 'Pay & Get
 * Access', or a disabled 'Purchased' once the server has credited it. A place of a bought plan opens
 * its page with the plan; tapping a place of a plan not bought says 'Please Purhcase the plan first'.
 */
import { MESSAGES, SPECIAL_PLAN, type SpecialTourPlan } from '@app/contracts';
import { Link } from 'react-router-dom';
import { notifyError } from '../../app/notify';
import { placeHref } from '../../components/explore/destination-query';
import { ListName } from '../../components/explore/ListName';
import { HeadphonesIcon } from '../../components/ui/icons';
import type { PurchasedPlan } from '../../payments/use-purchases';

export interface SpecialPlanCardProps {
  readonly plan: SpecialTourPlan;
  /** The server's record of the purchase, with each place's listened status; null when not bought. */
  readonly purchased: PurchasedPlan | null;
  readonly onBuy: () => void;
  /** Opens the plan's detail popup. */
  readonly onDetails: () => void;
}

/** The plan's price. */
export function PlanPrice({ plan }: { readonly plan: SpecialTourPlan }) {
  return (
    <p className="plan-card__price">
      {plan.price} {plan.currency}
    </p>
  );
}

/** The plan's one action: 'Pay & Get Access', or a disabled 'Purchased' once the server credited it. */
export function PlanAction({ bought, onBuy }: { readonly bought: boolean; readonly onBuy: () => void }) {
  return bought ? (
    <button type="button" className="btn btn-ghost btn-sm" disabled>
      Purchased
    </button>
  ) : (
    <button type="button" className="btn btn-primary btn-sm" aria-haspopup="dialog" onClick={onBuy}>
      Pay &amp; Get Access
    </button>
  );
}

export function SpecialPlanCard({ plan, purchased, onBuy, onDetails }: SpecialPlanCardProps) {
  const places = Object.entries(purchased?.tourist_places ?? plan.tourist_places);
  return (
    <article className={`plan-card${purchased ? ' plan-card--purchased' : ''}`}>
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
        {places.map(([name, status]) =>
          purchased ? (
            <li key={name}>
              {/* The place's page, opened with the plan: its audio is the plan's, heard once. */}
              <Link
                className="plan-card__place"
                title={name}
                to={placeHref(plan.country, plan.city, name, plan.plan_name)}
              >
                <span className="plan-card__place-name">
                  <ListName name={name} />
                </span>
                <span className="plan-card__status">{status}</span>
              </Link>
            </li>
          ) : (
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
          ),
        )}
      </ul>
      <footer className="plan-card__footer">
        <PlanPrice plan={plan} />
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-haspopup="dialog"
          // Its visible words first, then which plan: one such button per card.
          aria-label={`Plan details: ${plan.plan_name}`}
          onClick={onDetails}
        >
          Plan details
        </button>
        <PlanAction bought={purchased !== null} onBuy={onBuy} />
      </footer>
    </article>
  );
}
