/**
 * The special plan detail popup (spec: 'special plan detail'): what the plan holds before paying
 * for it — each place with its picture and whether it was heard, how much audio, the price — and
 * 'Pay & Get Access', or the places to open once it is bought (with the plan, `co`).
 */
import { MESSAGES, SPECIAL_PLAN, type SpecialTourPlan } from '@app/contracts';
import { Link } from 'react-router-dom';
import { notifyError } from '../../app/notify';
import { placeHref } from '../../components/explore/destination-query';
import { placeArtUrl } from '../../components/explore/picture-urls';
import { Modal } from '../../components/ui/Modal';
import type { PurchasedPlan } from '../../payments/use-purchases';
import { PlanAction, PlanPrice } from './SpecialPlanCard';

export interface SpecialPlanDetailProps {
  readonly plan: SpecialTourPlan;
  readonly purchased: PurchasedPlan | null;
  /** The catalog ids of the city's places by name, for their pictures. */
  readonly placeIds: ReadonlyMap<string, string>;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onBuy: () => void;
}

export function SpecialPlanDetail({
  plan,
  purchased,
  placeIds,
  open,
  onOpenChange,
  onBuy,
}: SpecialPlanDetailProps) {
  const places = Object.entries(purchased?.tourist_places ?? plan.tourist_places);
  const footer = (
    <div className="plan-card__footer plan-detail__footer">
      <PlanPrice plan={plan} />
      <PlanAction bought={purchased !== null} onBuy={onBuy} />
    </div>
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={plan.plan_name}
      description={`${plan.city}, ${plan.country} · ${places.length} places · about ${SPECIAL_PLAN.minutesPerPlace} minutes each`}
      size="md"
      footer={footer}
    >
      <ul className="plan-detail__places" aria-label={`Places in ${plan.plan_name}`}>
        {places.map(([name, status]) => {
          const id = placeIds.get(name);
          const body = (
            <>
              {id !== undefined && (
                <img
                  className="plan-detail__picture"
                  src={placeArtUrl(id)}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span className="plan-card__place-name plan-detail__name">{name}</span>
              <span className="plan-card__status">{status}</span>
            </>
          );
          return (
            <li key={name}>
              {purchased ? (
                <Link
                  className="plan-card__place plan-detail__place"
                  to={placeHref(plan.country, plan.city, name, plan.plan_name)}
                >
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className="plan-card__place plan-detail__place"
                  onClick={() => notifyError(MESSAGES.purchasePlanFirst)}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
