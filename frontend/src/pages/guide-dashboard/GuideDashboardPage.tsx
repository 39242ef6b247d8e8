/**
 * /tourGuideProfile, the guide dashboard (spec §2). A visitor reads 'please log in first' with one
 * button that opens the login popup; a signed-in user who is not a guide yet finds the form to
 * become one under Edit Profile (DECISIONS 12: a user becomes a guide by sending a guide profile).
 *
 * The popup does not open by itself on arrival (docs/product.md): the gate already says why and
 * what to do, and a popup over it on a phone was one main-thread task of 200–550 ms at 4× CPU
 * (issue 27). The guide-area link in the navigation still opens it, as spec §2 says.
 */
import { MESSAGES } from '@app/contracts';
import { useAuth } from '../../app/auth';
import { PageLoading } from '../../app/PageLoading';
import type { PagePrefetch } from '../../app/page-prefetch';
import { useDocumentTitle } from '../../app/use-document-title';
import { GuideDashboard } from './GuideDashboard';
import './guide-dashboard.css';

/**
 * The server renders the page only for a request without a session (RENDERED_FOR_VISITORS_ONLY):
 * nobody is signed in, so it shows the gate.
 */
export const prefetchGuideDashboard: PagePrefetch = (_params, utils) => utils.auth.me.prefetch();

export function GuideDashboardPage() {
  useDocumentTitle('Guide dashboard');
  const { status, user, openLogin } = useAuth();

  if (user !== null) return <GuideDashboard user={user} />;
  if (status === 'loading') return <PageLoading />;
  return (
    <div className="guide-dash container">
      <div className="guide-gate">
        <p className="eyebrow">Guide dashboard</p>
        <h1 className="guide-gate__title">{MESSAGES.pleaseLogInFirstGuide}</h1>
        <p className="guide-gate__lead">
          Log in to keep your guide profile, see your reviews and earnings, and manage your tour plans.
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openLogin(MESSAGES.pleaseLogInFirstGuide)}
        >
          Log in to continue
        </button>
      </div>
    </div>
  );
}
