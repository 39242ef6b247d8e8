/**
 * The logged-in user's profile icon in the navigation bar (spec §2): a menu button (WAI-ARIA menu
 * pattern: arrow keys, Home/End, Escape, Tab leaves) with Edit Profile, Messages and Logout.
 * Edit Profile opens the profile editor (a lazy chunk, fetched on first hover or open).
 */
import type { UserProfile } from '@app/contracts';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { trpc } from '../../app/trpc';
import { badgeText, unreadLabel } from '../notifications/unread';
import { useNotificationStream } from '../notifications/use-notification-stream';
import { Avatar } from '../ui/Avatar';
import { useOpenedOnce } from './use-opened-once';
import './profile-menu.css';
import '../notifications/count-badge.css';

const loadProfileDialog = () => import('../profile/ProfileDialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));
// The Messages popup (its lists, booking and payment popups) is a lazy chunk too, fetched on first
// open or on hover or focus of the menu button: no page needs it to first paint.
const loadNotificationsDialog = () => import('./NotificationsDialog');
const NotificationsDialog = lazy(() =>
  loadNotificationsDialog().then((m) => ({ default: m.NotificationsDialog })),
);

function preloadDialogs(): void {
  void loadProfileDialog();
  void loadNotificationsDialog();
}

const ITEMS = ['Edit Profile', 'Messages', 'Logout'] as const;
type Item = (typeof ITEMS)[number];

export function ProfileMenu({ user }: { user: UserProfile }) {
  const { logOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'profile' | 'messages' | null>(null);
  const [profileMounted, setProfileMounted] = useState(false);
  const messagesMounted = useOpenedOnce(dialog === 'messages');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /** Which item gets focus once the menu has rendered. */
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();
  const buttonId = useId();
  // The unread count, live while logged in (this menu exists only then).
  const messages = useNotificationStream(true);
  // With the messages of conversations not read yet (refreshed by the stream's pushes).
  const conversationsUnread = trpc.messages.unread.useQuery().data?.unread ?? 0;
  const unread = (messages.unread ?? 0) + conversationsUnread;

  const focusItem = (index: number) => {
    const count = ITEMS.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focus: number) => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (item: Item) => {
    closeMenu(true);
    if (item === 'Edit Profile') {
      setProfileMounted(true);
      setDialog('profile');
    } else if (item === 'Messages') {
      setDialog('messages');
    } else {
      void logOut();
    }
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(ITEMS.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(ITEMS.length - 1);
        break;
      case 'Escape':
        // Handled here: the nav's folded menu ignores an Escape whose default was prevented.
        event.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        // Type-ahead: the first item starting with the typed letter.
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const match = ITEMS.findIndex((item, i) => i > current && item.toLowerCase().startsWith(letter));
          const wrapped =
            match === -1 ? ITEMS.findIndex((item) => item.toLowerCase().startsWith(letter)) : match;
          if (wrapped !== -1) focusItem(wrapped);
        }
    }
  };

  return (
    <div ref={rootRef} className={`profile-menu${open ? ' profile-menu--open' : ''}`}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu(0))}
        onKeyDown={onButtonKey}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
      >
        <Avatar name={user.username} picture={user.profilePicture} size="md" />
        <span className="visually-hidden">
          Account menu for {user.username}
          {unread > 0 && `, ${unreadLabel(unread)}`}
        </span>
        {unread > 0 && (
          <span className="count-badge profile-menu__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
        <svg className="profile-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>

      {open && (
        <div className="profile-menu__panel">
          <div className="profile-menu__who">
            <Avatar name={user.username} picture={user.profilePicture} size="lg" />
            <div className="profile-menu__identity">
              <strong className="profile-menu__name">{user.username}</strong>
              <span className="profile-menu__email">{user.email}</span>
            </div>
          </div>
          <div
            id={menuId}
            className="profile-menu__list"
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKey}
          >
            {ITEMS.map((item, index) => (
              <button
                key={item}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`profile-menu__item${item === 'Logout' ? ' profile-menu__item--danger' : ''}`}
                onClick={() => choose(item)}
              >
                <MenuIcon item={item} />
                {item}
                {item === 'Messages' && unread > 0 && (
                  <span className="count-badge profile-menu__count">
                    <span aria-hidden="true">{badgeText(unread)}</span>
                    <span className="visually-hidden">, {unreadLabel(unread)}</span>
                  </span>
                )}
              </button>
            ))}
          </div>
        </div>
      )}

      {profileMounted && (
        <Suspense fallback={null}>
          <ProfileDialog
            open={dialog === 'profile'}
            onOpenChange={(next) => setDialog(next ? 'profile' : null)}
          />
        </Suspense>
      )}
      {messagesMounted && (
        <Suspense fallback={null}>
          <NotificationsDialog
            open={dialog === 'messages'}
            onOpenChange={(next) => setDialog(next ? 'messages' : null)}
            onUnread={messages.report}
          />
        </Suspense>
      )}
    </div>
  );
}

function MenuIcon({ item }: { item: Item }) {
  return (
    <svg className="profile-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {item === 'Edit Profile' && (
        <>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </>
      )}
      {item === 'Messages' && (
        <>
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
          <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
        </>
      )}
      {item === 'Logout' && (
        <>
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="M16 17l5-5-5-5M21 12H9" />
        </>
      )}
    </svg>
  );
}
