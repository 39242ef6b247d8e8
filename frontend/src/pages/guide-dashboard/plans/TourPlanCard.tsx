/**
 * One of the guide's tour plans with Change and Delete. Delete asks once more on the card, then
 * removes the card only after the server confirms 'Tour plan deleted successfully' (spec §4).
 */
import { MESSAGES, type TourPlan } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { notify, notifyError } from '../../../app/notify';
import { trpc } from '../../../app/trpc';
import { TourPlanFacts } from '../../../components/guides/TourPlanFacts';

export interface TourPlanCardProps {
  readonly plan: TourPlan;
  readonly onChange: () => void;
  readonly onDeleted: (id: string) => void;
}

export function TourPlanCard({ plan, onChange, onDeleted }: TourPlanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: deletePlan } = trpc.guides.deleteTourPlan.useMutation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: onto 'Yes, delete' when asked, back to Delete when kept.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await deletePlan({ id: plan.id });
      if (answer.message === MESSAGES.tourPlanDeleted) {
        notify(answer.message);
        onDeleted(plan.id);
        return;
      }
      notifyError(answer.message);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
    setConfirming(false);
  };

  return (
    <article className="guide-plan" aria-label={`${plan.place} from ${plan.startCity}`}>
      <TourPlanFacts plan={plan} />
      {confirming ? (
        <div className="guide-plan__actions guide-plan__actions--confirm">
          <p className="guide-plan__question">Delete this plan?</p>
          <button type="button" className="btn btn-sm guide-plan__keep" onClick={() => setConfirming(false)}>
            Keep
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="btn btn-sm guide-plan__confirm"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={() => void remove()}
          >
            {busy && <span className="busy-button__spinner" aria-hidden="true" />}
            {busy ? 'Deleting…' : 'Yes, delete'}
          </button>
        </div>
      ) : (
        <div className="guide-plan__actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onChange}>
            Change
          </button>
          <button
            ref={deleteRef}
            type="button"
            className="btn btn-sm guide-plan__delete"
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
