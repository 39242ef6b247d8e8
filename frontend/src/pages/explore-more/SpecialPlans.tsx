/**
 * The country's special tour plans (spec §2, §4): a card per plan (SpecialPlanCard); 'Pay & Get
 * Access' opens the payment popup in US dollars, and a plan the server has credited shows
 * 'Purchased', also after a reload (`plans.purchased`).
 */
import {
  CURRENCY_DEFAULTS,
  MESSAGES,
  PRICE_DECIMALS,
  SPECIAL_PLAN,
  type SpecialTourPlan,
} from '@app/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useAuth } from '../../app/auth';
import { notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { useSignedInAction } from '../../app/use-signed-in-action';
import { usePurchasedPlans, useRefreshPurchases } from '../../payments/use-purchases';
import { SpecialPlanCard } from './SpecialPlanCard';
import { SpecialPlanDetail } from './SpecialPlanDetail';

// The payment popup (its currency picker, form fields and checkout) is a chunk of its own, fetched
// when a plan is bought: the page's takeover neither loads nor evaluates it.
const PaymentPopup = lazy(() =>
  import('../../payments/PaymentPopup').then((m) => ({ default: m.PaymentPopup })),
);

/** Cards shown before 'Show all' on wide screens (fewer on narrow ones): the city's own plan first. */
const FIRST_SHOWN = 3;

/** The plans with the city's own first, in the server's order otherwise. */
export function plansForCity(plans: readonly SpecialTourPlan[], city: string): SpecialTourPlan[] {
  const own = (plan: SpecialTourPlan) => plan.plan_name.toLowerCase().startsWith(`${city.toLowerCase()} `);
  return [...plans.filter(own), ...plans.filter((plan) => !own(plan))];
}

export interface SpecialPlansProps {
  readonly plans: readonly SpecialTourPlan[];
  readonly city: string;
  /** The city's places, whose pictures the detail popup shows. */
  readonly places: ReadonlyArray<{ id: string; name: string }>;
}

export function SpecialPlans({ plans, city, places }: SpecialPlansProps) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const ordered = plansForCity(plans, city);
  const { openLogin } = useAuth();
  const purchased = usePurchasedPlans();
  const confirmPlan = trpc.plans.confirmSpecialPlan.useMutation();
  const refreshPurchases = useRefreshPurchases();
  const bought = new Map((purchased.data ?? []).map((plan) => [plan.plan_name, plan]));
  const [buying, setBuying] = useState<SpecialTourPlan | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [session, setSession] = useState(0);
  const [detail, setDetail] = useState<SpecialTourPlan | null>(null);
  const placeIds = new Map(places.map((place) => [place.name, place.id]));

  const signedIn = useSignedInAction(() => {
    notifyError(MESSAGES.pleaseLogInFirst);
    openLogin(MESSAGES.pleaseLogInFirst);
  });
  const buy = (plan: SpecialTourPlan) =>
    signedIn(() => {
      setBuying(plan);
      setSession((n) => n + 1);
      setPopupOpen(true);
    });

  const shown = showAll ? ordered : ordered.slice(0, FIRST_SHOWN);
  // Narrow screens show fewer of these until 'Show all' (explore-more.css).
  return (
    <>
      <ul id={listId} className={`plan-grid${showAll ? ' plan-grid--all' : ''}`}>
        {shown.map((plan) => (
          <li key={plan.id}>
            <SpecialPlanCard
              plan={plan}
              purchased={bought.get(plan.plan_name) ?? null}
              onBuy={() => buy(plan)}
              onDetails={() => setDetail(plan)}
            />
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
      {detail !== null && (
        <SpecialPlanDetail
          plan={detail}
          purchased={bought.get(detail.plan_name) ?? null}
          placeIds={placeIds}
          open
          onOpenChange={(open) => {
            if (!open) setDetail(null);
          }}
          onBuy={() => {
            setDetail(null);
            buy(detail);
          }}
        />
      )}
      {buying !== null && (
        <Suspense fallback={null}>
          <PaymentPopup
            key={session}
            open={popupOpen}
            onOpenChange={(open) => {
              setPopupOpen(open);
              // A checkout closed after paying is credited by the server meanwhile: ask again.
              if (!open) void refreshPurchases();
            }}
            title={buying.plan_name}
            priceUsd={SPECIAL_PLAN.priceUsd}
            priceDecimals={PRICE_DECIMALS}
            defaultCurrency={CURRENCY_DEFAULTS.payment}
            withCoupon={false}
            wording="payment"
            itemFor={() => ({ type: 'special-plan', country: buying.country, plan_name: buying.plan_name })}
            onPaid={async () => {
              await confirmPlan.mutateAsync({ country: buying.country, plan_name: buying.plan_name });
              await refreshPurchases();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
