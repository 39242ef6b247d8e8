/**
 * /tourPlans (spec §2 Public lists): every guide's tour plans as cards with the guide's picture and
 * name, or 'Sorry for Inconvience No tour plans are available for now.'. Fetched fresh on every
 * visit; a failed load leaves the list empty and offers to try again.
 */
import { MESSAGES, type TourPlan } from '@app/contracts';
import { errorMessage } from '../../app/errors';
import type { PagePrefetch } from '../../app/page-prefetch';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { TourPlanFacts } from '../../components/guides/TourPlanFacts';
import { Avatar } from '../../components/ui/Avatar';
import { RetryAlert } from '../../components/ui/RetryAlert';
import './tour-plans.css';

/** The server's render of the page lists the plans. */
export const prefetchTourPlans: PagePrefetch = (_params, utils) => utils.guides.tourPlans.prefetch();

export function TourPlansPage() {
  useDocumentTitle('Tour Plans');
  const plans = trpc.guides.tourPlans.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  const list = plans.data ?? [];

  return (
    <div className="tour-plans">
      <header className="tour-plans__header">
        <div className="container">
          <p className="eyebrow">Local guides</p>
          <h1 className="tour-plans__title">Tour Plans</h1>
          <p className="tour-plans__lead">
            Trips planned by local guides across India. Prices are per person, in US dollars.
          </p>
        </div>
      </header>
      <section className="tour-plans__body container" aria-label="Tour plans" aria-busy={plans.isPending}>
        {plans.isError && (
          <RetryAlert
            message={errorMessage(plans.error)}
            retrying={plans.isFetching}
            onRetry={() => void plans.refetch()}
          />
        )}
        {plans.isPending ? (
          <ul className="tour-plans__grid" aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <li key={n} className="public-plan public-plan--skeleton" />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <div className="tour-plans__empty">
            <p className="tour-plans__empty-title">{MESSAGES.noTourPlans}</p>
            <p>Guides add their trips here. Please look again later.</p>
          </div>
        ) : (
          <ul className="tour-plans__grid">
            {list.map((plan) => (
              <PublicPlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PublicPlanCard({ plan }: { plan: TourPlan }) {
  return (
    <li className="public-plan">
      <article className="public-plan__inner" aria-label={`${plan.place} with ${plan.tourGuideName}`}>
        <div className="public-plan__guide">
          <Avatar name={plan.tourGuideName} picture={plan.tourGuideImage} size="lg" />
          <p className="public-plan__guide-text">
            <span className="public-plan__guide-label">Your guide</span>
            <strong className="public-plan__guide-name">{plan.tourGuideName}</strong>
          </p>
        </div>
        <TourPlanFacts plan={plan} headingLevel={2} />
      </article>
    </li>
  );
}
