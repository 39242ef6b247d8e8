/**
 * The popup behind 'Messages' (spec §2 notifications panel): the signed-in user's notifications and
 * bookings (components/notifications). Its lists are fetched each time it opens.
 */
import type { NotificationPush } from '@app/contracts';
import { useAuth } from '../../app/auth';
import { MessagesPanel } from '../notifications/MessagesPanel';
import { Modal } from '../ui/Modal';

export function NotificationsDialog({
  open,
  onOpenChange,
  onUnread,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unread count after the panel marked what it shows read. */
  onUnread: (push: NotificationPush) => void;
}) {
  const { user } = useAuth();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Messages"
      description="Answers from guides, your conversations, requests for you and your guide bookings."
      size="md"
    >
      {open && user !== null && <MessagesPanel email={user.email} onUnread={onUnread} />}
    </Modal>
  );
}
