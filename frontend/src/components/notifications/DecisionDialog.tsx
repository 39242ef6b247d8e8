/**
 * A guide answers a pending request or offer (spec §4 Notification decision): Accept or Reject,
 * saved with `bookings.decide` (REST's `save-decision`). One answered meanwhile (another tab, or it
 * expired) is refreshed instead of failing twice.
 */
import { MESSAGES, type NotificationView } from '@app/contracts';
import { useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorCode, errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { amountFor } from '../../booking/booking-form';
import { formatMoney } from '../../payments/money';
import { BusyButton, FormAlert } from '../ui/fields';
import { Modal } from '../ui/Modal';

type Decision = 'accept' | 'reject';

export interface DecisionDialogProps {
  readonly notification: NotificationView | null;
  readonly onClose: () => void;
}

export function DecisionDialog({ notification: n, onClose }: DecisionDialogProps) {
  const { openLogin } = useAuth();
  const utils = trpc.useUtils();
  const save = trpc.bookings.decide.useMutation();
  const [saving, setSaving] = useState<Decision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => Promise.all([utils.notifications.invalidate(), utils.bookings.invalidate()]);

  const decide = async (decision: Decision) => {
    if (n === null || saving !== null) return;
    setSaving(decision);
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: n.id, decision });
      notify(saved.message);
      await refresh();
      onClose();
    } catch (failed) {
      const code = errorCode(failed);
      if (code === 'ALREADY_ANSWERED' || code === 'ANSWER_TOO_LATE' || code === 'NOTIFICATION_MISSING') {
        notify(errorMessage(failed));
        await refresh();
        onClose();
      } else if (code === 'NOT_LOGGED_IN') {
        onClose();
        openLogin(MESSAGES.pleaseLogInFirst);
      } else setProblem(errorMessage(failed));
    } finally {
      setSaving(null);
    }
  };

  const total = n === null ? 0 : amountFor(n.Payment, n.numPeople);
  return (
    <Modal
      open={n !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Answer the request"
      description="The traveller hears your answer at once."
      size="sm"
      footer={
        <>
          <BusyButton
            type="button"
            variant="ghost"
            busy={saving === 'reject'}
            busyLabel="Rejecting…"
            disabled={saving === 'accept'}
            onClick={() => void decide('reject')}
          >
            Reject
          </BusyButton>
          <BusyButton
            type="button"
            busy={saving === 'accept'}
            busyLabel="Accepting…"
            disabled={saving === 'reject'}
            onClick={() => void decide('accept')}
          >
            Accept
          </BusyButton>
        </>
      }
    >
      {n !== null && (
        <>
          <p className="decision__message">{n.message}</p>
          <dl className="decision__facts">
            <div>
              <dt>Place</dt>
              <dd>{n.touristPlace}</dd>
            </div>
            <div>
              <dt>Number of People</dt>
              <dd>{n.numPeople}</dd>
            </div>
            <div>
              <dt>Per person</dt>
              <dd>{formatMoney(n.Payment, 'USD')}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatMoney(total, 'USD')}</dd>
            </div>
          </dl>
          <FormAlert message={problem} />
        </>
      )}
    </Modal>
  );
}
