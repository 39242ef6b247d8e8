/**
 * One conversation between a traveller and a guide (issue 26): the messages, oldest first, kept
 * scrolled to the latest; what the other person wrote is marked read as it is shown, and can be
 * reported; contact details held back until a booking is paid say so. New messages arrive through
 * the notification stream (use-notification-stream.ts refreshes the thread).
 */
import { MESSAGE_TEXTS, type MessageView } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../app/errors';
import { notify, notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { RetryAlert } from '../ui/RetryAlert';
import { MessageComposer } from './MessageComposer';
import { whenSent } from './when-sent';
import './messages.css';

export interface ConversationThreadProps {
  readonly withEmail: string;
  readonly withName: string;
  /** Whom `messages.send` names the other person as. */
  readonly withRole: 'guide' | 'tourist';
  readonly myEmail: string;
  /** Said while nothing has been written yet. */
  readonly emptyText?: string;
}

export function ConversationThread({
  withEmail,
  withName,
  withRole,
  myEmail,
  emptyText,
}: ConversationThreadProps) {
  const utils = trpc.useUtils();
  // Fresh on every opening: a payment since may have shown the contact details held back.
  const thread = trpc.messages.thread.useQuery({ withEmail }, { staleTime: 0 });
  const { mutate: markRead } = trpc.messages.markRead.useMutation({
    onSuccess: ({ read }) => {
      if (read === 0) return;
      void utils.messages.unread.invalidate();
      void utils.messages.conversations.invalidate();
    },
  });
  const listRef = useRef<HTMLOListElement>(null);
  const messages = thread.data;
  const lastFromThem = messages?.some((m) => m.from !== myEmail) ?? false;

  useEffect(() => {
    if (messages === undefined) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (lastFromThem) markRead({ withEmail });
  }, [messages, lastFromThem, markRead, withEmail]);

  if (thread.isError)
    return (
      <RetryAlert
        message={errorMessage(thread.error)}
        retrying={thread.isFetching}
        onRetry={() => void thread.refetch()}
      />
    );
  return (
    <div className="thread">
      {messages === undefined ? (
        <p className="panel-muted" role="status">
          Loading messages…
        </p>
      ) : messages.length === 0 ? (
        <p className="thread__empty">{emptyText ?? `No messages with ${withName} yet.`}</p>
      ) : (
        <ol ref={listRef} className="thread__list" aria-label={`Messages with ${withName}`}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.from === myEmail}
              withName={withName}
            />
          ))}
        </ol>
      )}
      {messages?.some((m) => m.held) && <p className="thread__note">{MESSAGE_TEXTS.heldNote}</p>}
      <MessageComposer withEmail={withEmail} withName={withName} withRole={withRole} />
    </div>
  );
}

function MessageItem({ message, mine, withName }: { message: MessageView; mine: boolean; withName: string }) {
  const utils = trpc.useUtils();
  const report = trpc.messages.report.useMutation({
    onSuccess: (answer) => {
      notify(answer.message);
      void utils.messages.thread.invalidate();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  return (
    <li className={`thread__message${mine ? ' thread__message--mine' : ''}`}>
      <span className="visually-hidden">{mine ? 'You' : withName}: </span>
      <p className="thread__text">{message.text}</p>
      <p className="thread__meta">
        <time dateTime={message.at}>{whenSent(message.at)}</time>
        {!mine &&
          (message.reported ? (
            <span>Reported</span>
          ) : (
            <button
              type="button"
              className="thread__report"
              aria-label={`Report this message from ${withName}`}
              disabled={report.isPending}
              onClick={() => report.mutate({ id: message.id })}
            >
              Report
            </button>
          ))}
      </p>
    </li>
  );
}
