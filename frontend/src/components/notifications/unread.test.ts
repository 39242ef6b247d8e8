import type { NotificationView } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  badgeText,
  countUnread,
  initialTab,
  pushChangesLists,
  timeAgo,
  unreadLabel,
} from './unread';

const note = (fields: Partial<NotificationView>): NotificationView => ({
  id: 'n1',
  message: 'Asha accepted your offer',
  timestamp: '2026-03-10T04:30:00.000Z',
  descision: 'pending...',
  guideMail: 'asha@guides.example',
  guideName: 'Asha Verma',
  touristPlace: 'Taj Mahal',
  Payment: 15,
  numPeople: 2,
  bookingId: 'b1',
  read: false,
  payable: false,
  ...fields,
});

describe('a live push', () => {
  it('refreshes the lists for news, not for a lower count after reading', () => {
    expect(pushChangesLists(2, { unread: 3, id: 'n9' })).toBe(true);
    expect(pushChangesLists(null, { unread: 1, id: 'n9' })).toBe(true);
    // More unread than before: a push was missed while the connection was down.
    expect(pushChangesLists(1, { unread: 2 })).toBe(true);
    expect(pushChangesLists(3, { unread: 0 })).toBe(false);
    expect(pushChangesLists(null, { unread: 4 })).toBe(false);
  });
});

describe('counting unread', () => {
  it('counts the notifications not read yet', () => {
    expect(countUnread([note({ id: 'a' }), note({ id: 'b', read: true }), note({ id: 'c' })])).toBe(2);
    expect(countUnread(undefined)).toBe(0);
  });

  it('shows the count on the badge, 9+ past nine, and says it in full', () => {
    expect(badgeText(null)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(12)).toBe('12 unread messages');
  });

  it("opens on the guide's tab only when only the guide's requests are new", () => {
    expect(initialTab(0, 2)).toBe('guide');
    expect(initialTab(1, 2)).toBe('tourist');
    expect(initialTab(0, 0)).toBe('tourist');
    expect(initialTab(0, 0, 3)).toBe('conversations');
    expect(initialTab(0, 1, 3)).toBe('guide');
    expect(initialTab(1, 0, 3)).toBe('tourist');
  });
});

describe('tapping a notification (spec §4)', () => {
  it('lets a guide answer a pending request, and nothing once answered', () => {
    expect(actionFor('guide', note({}))).toBe('decide');
    expect(actionFor('guide', note({ descision: 'accept' }))).toBeNull();
    expect(actionFor('guide', note({ descision: 'reject' }))).toBeNull();
  });

  it('sends a tourist to pay an accepted offer, or to wait for a pending one', () => {
    expect(actionFor('tourist', note({ descision: 'accept', payable: true }))).toBe('pay');
    expect(actionFor('tourist', note({ descision: 'pending...' }))).toBe('wait');
    // Accepted and paid already, or declined: news only.
    expect(actionFor('tourist', note({ descision: 'accept', payable: false }))).toBeNull();
    expect(actionFor('tourist', note({ descision: 'reject' }))).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says how long ago, then the date past a week', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-02-20T11:00:00Z', now)).toBe('20 Feb 2026');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
