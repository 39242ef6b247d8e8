/**
 * The Messages panel's Conversations tab (issue 26): everyone the user wrote with, latest first,
 * with what is unread; choosing one opens the thread in place, and 'All conversations' comes back
 * to the list with focus on the conversation left.
 */
import type { ConversationView } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { EmptyState } from '../notifications/EmptyState';
import { badgeText, unreadLabel } from '../notifications/unread';
import { Avatar } from '../ui/Avatar';
import { RetryAlert } from '../ui/RetryAlert';
import { ConversationThread } from './ConversationThread';
import { whenSent } from './when-sent';
import './messages.css';

export function Conversations({ myEmail }: { myEmail: string }) {
  const list = trpc.messages.conversations.useQuery(undefined, { staleTime: 0 });
  const [open, setOpen] = useState<ConversationView | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open !== null) backRef.current?.focus();
    else if (left !== null)
      listRef.current?.querySelector<HTMLButtonElement>(`[data-with="${CSS.escape(left)}"]`)?.focus();
  }, [open, left]);

  if (open !== null)
    return (
      <section className="conversation" aria-labelledby="conversation-title">
        <button
          ref={backRef}
          type="button"
          className="conversation__back"
          onClick={() => {
            setLeft(open.withEmail);
            setOpen(null);
          }}
        >
          <span aria-hidden="true">←</span> All conversations
        </button>
        <h3 id="conversation-title" className="conversation__title">
          {open.withName}
        </h3>
        <ConversationThread
          withEmail={open.withEmail}
          withName={open.withName}
          withRole={open.withRole}
          myEmail={myEmail}
        />
      </section>
    );
  if (list.isError)
    return (
      <RetryAlert
        message={errorMessage(list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.isPending)
    return (
      <p className="panel-muted" role="status">
        Loading conversations…
      </p>
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        title="No conversations yet"
        text="Write to a guide from their profile when you book; your conversations show up here."
      />
    );
  return (
    <ul ref={listRef} className="conversations">
      {list.data.map((c) => (
        <li key={c.withEmail}>
          <button
            type="button"
            className="conversations__item"
            data-with={c.withEmail}
            onClick={() => setOpen(c)}
          >
            <Avatar name={c.withName} picture="" size="sm" />
            <span className="conversations__body">
              <span className="conversations__name">{c.withName}</span>
              <span className="conversations__last">
                {c.lastFrom === myEmail ? 'You: ' : ''}
                {c.lastText}
              </span>
            </span>
            <time className="conversations__when" dateTime={c.lastAt}>
              {whenSent(c.lastAt)}
            </time>
            {c.unread > 0 && (
              <span className="count-badge">
                <span aria-hidden="true">{badgeText(c.unread)}</span>
                <span className="visually-hidden">, {unreadLabel(c.unread)}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
