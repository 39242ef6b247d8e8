/**
 * One notification (spec §3): its message, the place, people and price, when it came, and its
 * state. One that can be acted on is a button: a guide's pending request (answer it), a tourist's
 * accepted offer (pay it) or pending one ('Please wait for guides response').
 */
import { DECISIONS, type NotificationRole, type NotificationView } from '@app/contracts';
import { formatMoney } from '../../payments/money';
import { actionFor, timeAgo } from './unread';

const STATE: Record<string, { label: string; tone: string }> = {
  [DECISIONS.pending]: { label: 'Pending', tone: 'waiting' },
  [DECISIONS.accept]: { label: 'Accepted', tone: 'good' },
  [DECISIONS.reject]: { label: 'Declined', tone: 'ended' },
};

const CUE: Record<'decide' | 'pay' | 'wait', string> = {
  decide: 'Answer',
  pay: 'Pay now',
  wait: 'Waiting for the guide',
};

export interface NotificationItemProps {
  readonly role: NotificationRole;
  readonly notification: NotificationView;
  /** Unread when the panel opened: marked as new while it stays open. */
  readonly fresh: boolean;
  readonly now: Date;
  readonly onAct: (notification: NotificationView) => void;
}

export function NotificationItem({ role, notification: n, fresh, now, onAct }: NotificationItemProps) {
  const action = actionFor(role, n);
  const state = STATE[n.descision] ?? { label: n.descision, tone: 'waiting' };
  const people = n.numPeople === 1 ? '1 person' : `${n.numPeople} people`;
  const content = (
    <>
      <span className="note__top">
        {fresh && <span className="note__new">New</span>}
        <span className={`status-chip status-chip--${state.tone}`}>{state.label}</span>
        <time className="note__time" dateTime={n.timestamp}>
          {timeAgo(n.timestamp, now)}
        </time>
      </span>
      <span className="note__message">{n.message}</span>
      <span className="note__meta">
        {n.touristPlace} · {people} · {formatMoney(n.Payment, 'USD')} per person
        {role === 'tourist' && n.guideName !== '' && ` · ${n.guideName}`}
      </span>
      {action !== null && (
        <span className={`note__cue note__cue--${action}`}>
          {CUE[action]}
          {action !== 'wait' && (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" />
            </svg>
          )}
        </span>
      )}
    </>
  );
  return (
    <li className={`note${fresh ? ' note--fresh' : ''}`}>
      {action === null ? (
        <div className="note__body">{content}</div>
      ) : (
        <button
          type="button"
          className="note__body note__body--action"
          aria-haspopup={action === 'wait' ? undefined : 'dialog'}
          onClick={() => onAct(n)}
        >
          {content}
        </button>
      )}
    </li>
  );
}
