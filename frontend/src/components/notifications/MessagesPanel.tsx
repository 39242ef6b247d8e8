/**
 * The Messages panel (spec §2 notifications panel, §4 Notification decision): the traveller's
 * notifications, a guide's requests (a tab once there are any) and 'My bookings'; newest first,
 * 'No notifications' when empty. A guide's pending request opens Accept/Reject; a tourist's
 * accepted offer opens the payment popup; a pending one says 'Please wait for guides response'.
 */
import {
  type BookingView,
  MESSAGES,
  type NotificationPush,
  type NotificationRole,
  type NotificationView,
} from '@app/contracts';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BookingPayment, type PayableBooking } from '../../booking/BookingPayment';
import { amountFor } from '../../booking/booking-form';
import { Conversations } from '../messages/Conversations';
import { RetryAlert } from '../ui/RetryAlert';
import { DecisionDialog } from './DecisionDialog';
import { EmptyState } from './EmptyState';
import { MyBookings } from './MyBookings';
import { NotificationItem } from './NotificationItem';
import { PanelTabs, type TabSpec } from './PanelTabs';
import { actionFor, countUnread, initialTab, type PanelTab } from './unread';
import { useMarkRead, useRoleList } from './use-role-list';
import './notifications.css';

const EMPTY_TEXT: Record<NotificationRole, string> = {
  tourist: 'When a guide answers your booking or your offer, it shows up here.',
  guide: 'Booking requests and price offers from travellers show up here.',
};

export function MessagesPanel({
  email,
  onUnread,
}: {
  email: string;
  onUnread: (push: NotificationPush) => void;
}) {
  const idBase = useId();
  const tourist = useRoleList('tourist', email);
  const guide = useRoleList('guide', email);
  const [picked, setPicked] = useState<PanelTab | null>(null);
  const [deciding, setDeciding] = useState<NotificationView | null>(null);
  const [paying, setPaying] = useState<PayableBooking | null>(null);
  const messagesUnread = trpc.messages.unread.useQuery().data?.unread;
  const isGuide = (guide.data?.length ?? 0) > 0;
  // The role lists as the server has them now: a panel opened again starts with the lists of its
  // last opening cached, which would open it where nothing is new (both refetch on opening).
  const loaded = tourist.isFetchedAfterMount && guide.isFetchedAfterMount && messagesUnread !== undefined;
  // Decided once, when the lists first arrive: marking read must not move the panel afterwards.
  const opening = useRef<PanelTab | null>(null);
  if (opening.current === null && loaded)
    opening.current = initialTab(countUnread(tourist.data), countUnread(guide.data), messagesUnread);
  const tab: PanelTab = picked ?? opening.current ?? 'tourist';
  const role = tab === 'bookings' || tab === 'conversations' ? null : tab;
  const shown = role === 'guide' ? guide : tourist;
  const fresh = useMarkRead(role, email, role === null ? undefined : shown.data, onUnread);

  const tabs: TabSpec[] = [
    { id: 'tourist', label: isGuide ? 'As traveller' : 'Notifications', unread: countUnread(tourist.data) },
    ...(isGuide ? [{ id: 'guide' as const, label: 'As guide', unread: countUnread(guide.data) }] : []),
    { id: 'conversations', label: 'Conversations', unread: messagesUnread ?? 0 },
    { id: 'bookings', label: 'My bookings', unread: 0 },
  ];

  const act = (from: NotificationRole) => (n: NotificationView) => {
    const action = actionFor(from, n);
    if (action === 'decide') setDeciding(n);
    else if (action === 'wait') notify(MESSAGES.waitForGuide);
    else if (action === 'pay')
      setPaying({
        bookingId: n.bookingId,
        amountUsd: amountFor(n.Payment, n.numPeople),
        guideName: n.guideName,
        guideMail: n.guideMail,
        place: n.touristPlace,
      });
  };

  const payBooking = (b: BookingView) =>
    setPaying({
      bookingId: b.id,
      amountUsd: b.amountUsd,
      guideName: b.guideName,
      guideMail: b.guideEmail,
      place: b.touristPlace,
      eventData: { location: b.location, date: b.date, time: b.time },
    });

  const now = new Date();
  return (
    <>
      <PanelTabs idBase={idBase} tabs={tabs} current={tab} onSelect={setPicked}>
        {tab === 'conversations' ? (
          <Conversations myEmail={email} />
        ) : role === null ? (
          <MyBookings onPay={payBooking} />
        ) : shown.isError ? (
          <RetryAlert
            message={errorMessage(shown.error)}
            retrying={shown.isFetching}
            onRetry={() => void shown.refetch()}
          />
        ) : shown.isPending ? (
          <p className="panel-muted" role="status">
            Loading messages…
          </p>
        ) : shown.data.length === 0 ? (
          <EmptyState title={MESSAGES.noNotifications} text={EMPTY_TEXT[role]} />
        ) : (
          <ul className="notes">
            {shown.data.map((n) => (
              <NotificationItem
                key={n.id}
                role={role}
                notification={n}
                fresh={fresh.has(n.id)}
                now={now}
                onAct={act(role)}
              />
            ))}
          </ul>
        )}
      </PanelTabs>
      <DecisionDialog notification={deciding} onClose={() => setDeciding(null)} />
      {paying !== null && (
        <BookingPayment
          key={paying.bookingId}
          open
          booking={paying}
          onOpenChange={(open) => !open && setPaying(null)}
        />
      )}
    </>
  );
}
