/**
 * Tour Plans (spec §2 Guide dashboard): the guide's plans as cards with Change and Delete, and a
 * plus tile that opens 'Add Tour Plan'. Saved plans are put into the list the server answered
 * with; a user who is not a guide yet is asked to send the profile first.
 */
import { MESSAGES, ROUTES, type TourPlan, type UserProfile } from '@app/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { useGuideProfile, useOwnTourPlans } from '../use-guide-data';
import { TourPlanCard } from './TourPlanCard';
import { TourPlanDialog } from './TourPlanDialog';
import './guide-plans.css';

export function TourPlansSection({ user, onEditProfile }: { user: UserProfile; onEditProfile: () => void }) {
  const utils = trpc.useUtils();
  const profile = useGuideProfile(user.email);
  const plans = useOwnTourPlans(user.email);
  const [editing, setEditing] = useState<{ plan: TourPlan | null; session: number } | null>(null);
  const [open, setOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const own = { email: user.email };
  const guide = profile.data ?? null;

  const openDialog = (plan: TourPlan | null) => {
    setEditing((current) => ({ plan, session: (current?.session ?? 0) + 1 }));
    setOpen(true);
  };

  const onSaved = (saved: TourPlan) =>
    utils.guides.tourPlans.setData(own, (list = []) =>
      list.some((plan) => plan.id === saved.id)
        ? list.map((plan) => (plan.id === saved.id ? saved : plan))
        : [...list, saved],
    );

  const onDeleted = (id: string) => {
    utils.guides.tourPlans.setData(own, (list = []) => list.filter((plan) => plan.id !== id));
    // The card and its focused button are gone: keyboard users continue from the plus tile.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  if (profile.isSuccess && guide === null) {
    return (
      <div className="guide-empty">
        <p className="guide-empty__title">{MESSAGES.notAGuide}</p>
        <p>Tour plans can be added once you have sent your guide profile.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onEditProfile}>
          Go to Edit Profile
        </button>
      </div>
    );
  }

  return (
    <div className="guide-section__stack">
      <p className="guide-muted">
        Travellers find your plans on the public <Link to={ROUTES.tourPlans}>Tour Plans</Link> page.
      </p>
      {plans.isError && (
        <RetryAlert
          message={errorMessage(plans.error)}
          retrying={plans.isFetching}
          onRetry={() => void plans.refetch()}
        />
      )}
      <ul className="guide-plans" aria-busy={plans.isPending || undefined}>
        {(plans.data ?? []).map((plan) => (
          <li key={plan.id}>
            <TourPlanCard plan={plan} onChange={() => openDialog(plan)} onDeleted={onDeleted} />
          </li>
        ))}
        <li>
          <button
            ref={addRef}
            type="button"
            className="guide-plans__add"
            aria-haspopup="dialog"
            onClick={() => openDialog(null)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" />
            </svg>
            <span>Add Tour Plan</span>
          </button>
        </li>
      </ul>
      {editing !== null && (
        <TourPlanDialog
          key={editing.session}
          open={open}
          onOpenChange={setOpen}
          plan={editing.plan}
          guide={{ email: user.email, name: guide?.legalname || user.username }}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
