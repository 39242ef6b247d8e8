/** The notifications panel behind 'Messages'. Booking notifications arrive in a later issue. */
import { MESSAGES } from '@app/contracts';
import { Modal } from '../ui/Modal';

export function NotificationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Notifications"
      description="Replies from guides and updates about your bookings."
      size="sm"
      footer={
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpenChange(false)}>
          Close
        </button>
      }
    >
      <div className="notifications-empty">
        <svg className="notifications-empty__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
          <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
        </svg>
        <p className="notifications-empty__title">{MESSAGES.noNotifications}</p>
        <p className="notifications-empty__text">
          When a guide answers a booking request, it will show up here.
        </p>
      </div>
    </Modal>
  );
}
