/**
 * /Subscription and /subscription (spec §2, §4): 'Select Your Best Plan For Your Need', the three
 * plans with their states from the server's record of the user's plan, and the purchase popup
 * (INR by default, with a coupon code). After a purchase the cards, the stored subscriptionDetail
 * and the audio tier (auth.me) change without a reload.
 */
import { CURRENCY_DEFAULTS, MESSAGES, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@app/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage } from '../../app/errors';
import { notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { useSignedInAction } from '../../app/use-signed-in-action';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { useRefreshPurchases, useSubscriptionStatus } from '../../payments/use-purchases';
import { FirstVisitNote } from './FirstVisitNote';
import { planCardState } from './plan-states';
import { planCardId, SubscriptionPlanCard } from './SubscriptionPlanCard';
import './subscription.css';

// The payment popup (its currency picker, form fields and checkout) is a chunk of its own, fetched
// when a plan is bought: the page's takeover neither loads nor evaluates it.
const PaymentPopup = lazy(() =>
  import('../../payments/PaymentPopup').then((m) => ({ default: m.PaymentPopup })),
);

/** Where the chosen plan's label is mirrored once the server confirmed it (spec §4). */
const SUBSCRIPTION_DETAIL = 'subscriptionDetail';

function rememberPlan(label: string): void {
  try {
    window.localStorage.setItem(SUBSCRIPTION_DETAIL, label);
  } catch {
    // Storage blocked: the mirror is only a hint, the server holds the plan.
  }
}

export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const { openLogin, refresh } = useAuth();
  const status = useSubscriptionStatus();
  const confirmPlan = trpc.plans.confirmSubscription.useMutation();
  const refreshPurchases = useRefreshPurchases();
  const [buying, setBuying] = useState<SubscriptionPlan | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  // A new number for each opening: the popup starts fresh (currency, coupon, messages).
  const [session, setSession] = useState(0);

  const signedIn = useSignedInAction(() => {
    notifyError(MESSAGES.pleaseLogInToAccess);
    openLogin(MESSAGES.pleaseLogInToAccess);
  });
  const purchase = (plan: SubscriptionPlan) =>
    signedIn(() => {
      setBuying(plan);
      setSession((n) => n + 1);
      setPopupOpen(true);
    });

  /** The plan just bought: its card takes focus once the popup has handed focus back. */
  const bought = useRef<SubscriptionPlan | null>(null);

  const onPopupOpenChange = (open: boolean) => {
    setPopupOpen(open);
    if (open) return;
    // A checkout closed after paying is credited by the server meanwhile: ask again.
    void refreshPurchases();
    const plan = bought.current;
    bought.current = null;
    // After the dialog's own focus return (to the Purchase button, disabled by now).
    if (plan !== null) window.setTimeout(() => document.getElementById(planCardId(plan))?.focus(), 50);
  };

  return (
    <div className="subscription">
      <header className="subscription__header">
        <div className="container">
          <p className="eyebrow">Subscription plans</p>
          <h1 className="subscription__title">Select Your Best Plan For Your Need</h1>
          <p className="subscription__lead">
            Longer audio books, no daily limit, every language. Plans start the moment you pay.
          </p>
        </div>
      </header>
      <div className="subscription__body container">
        <FirstVisitNote />
        {status.error !== null && (
          <RetryAlert
            message={errorMessage(status.error)}
            retrying={status.loading}
            onRetry={status.refetch}
          />
        )}
        <ul className="sub-plan-grid" aria-busy={status.loading || undefined}>
          {SUBSCRIPTION_PLANS.map((plan) => (
            <li key={plan.id}>
              <SubscriptionPlanCard
                plan={plan}
                state={planCardState(plan, status.plan)}
                expiresAt={status.expiresAt}
                onPurchase={() => purchase(plan)}
              />
            </li>
          ))}
        </ul>
      </div>
      {buying !== null && (
        <Suspense fallback={null}>
          <PaymentPopup
            key={session}
            open={popupOpen}
            onOpenChange={onPopupOpenChange}
            title={buying.name}
            priceUsd={buying.priceUsd}
            priceDecimals={buying.priceDecimals}
            defaultCurrency={CURRENCY_DEFAULTS.subscriptionPage}
            withCoupon
            wording="subscription"
            itemFor={(couponCode) => ({
              type: 'plan',
              plan: buying.label,
              ...(couponCode ? { couponCode } : {}),
            })}
            onPaid={async () => {
              // The credited order holds what was paid and the code used: the plan is all it asks.
              const confirmed = await confirmPlan.mutateAsync({ plan: buying.label });
              // Spec §4: the plan is mirrored locally only on the server's exact confirmation.
              if (confirmed.message === MESSAGES.preferredCurrencyReset) rememberPlan(buying.label);
              bought.current = buying;
              await Promise.all([refreshPurchases(), refresh()]);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
