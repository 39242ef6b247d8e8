/**
 * The live side of notifications: every gateway instance hears every `notification.created` and
 * `message.sent` (a broadcast subscription) and sends the recipient's unread count, with what
 * changed, to the streams they have open on this instance (REST's `GET /api/notifications/stream`,
 * tRPC's `notifications.stream`).
 */
import { type NotificationPush, parseEvent, TOPICS } from '@app/contracts';
import type { Bus, Logger, Store, Subscription } from '@app/infra';
import { unreadCount } from '@app/workers/notification-store';

/** One open stream: what to send it, and how to end it when the gateway stops. */
export interface StreamListener {
  push(push: NotificationPush): void;
  end(): void;
}

/** What notifications need beyond the platform: the open streams to push to. */
export interface NotificationPushing {
  notificationHub: NotificationHub;
}

export class NotificationHub {
  private readonly streams = new Map<string, Set<StreamListener>>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
  ) {}

  async start(bus: Bus): Promise<void> {
    this.subscription = await bus.subscribe({
      group: 'gateway-notification-created',
      topics: [TOPICS.notificationCreated, TOPICS.messageSent],
      mode: 'broadcast',
      handler: async (raw) => {
        try {
          if (raw.type === TOPICS.messageSent) {
            const { payload } = parseEvent(TOPICS.messageSent, raw);
            await this.pushTo(payload.to, { messageFrom: payload.from });
          } else {
            const { payload } = parseEvent(TOPICS.notificationCreated, raw);
            await this.pushTo(payload.recipient, { id: payload.notificationId });
          }
        } catch (err) {
          // A missed push costs a badge until the next one or a reload: never worth a retry loop.
          this.logger.warn({ err, eventId: raw.id, type: raw.type }, 'live push not sent');
        }
      },
    });
  }

  /** Sends the recipient's pushes to `listener` until the returned function is called. */
  listen(recipient: string, listener: StreamListener): () => void {
    const key = recipient.toLowerCase();
    let listeners = this.streams.get(key);
    if (!listeners) {
      listeners = new Set();
      this.streams.set(key, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.streams.get(key) === listeners) this.streams.delete(key);
    };
  }

  /** The recipient's unread count, of both roles. */
  unread(recipient: string): Promise<number> {
    return unreadCount(this.store, recipient.toLowerCase());
  }

  /**
   * Sends the recipient's unread count (and what changed it: a notification or a message, when one
   * did) to each of their streams open here; counts nothing when none is open.
   */
  async pushTo(recipient: string, cause: Omit<NotificationPush, 'unread'> = {}): Promise<void> {
    const listeners = this.streams.get(recipient.toLowerCase());
    if (!listeners || listeners.size === 0) return;
    const push: NotificationPush = { unread: await this.unread(recipient), ...cause };
    for (const listener of listeners) listener.push(push);
  }

  /** How many streams are open here. */
  openStreams(): number {
    let open = 0;
    for (const listeners of this.streams.values()) open += listeners.size;
    return open;
  }

  /** Ends every open stream: a server does not finish closing while a response is still open. */
  endStreams(): void {
    for (const listeners of this.streams.values()) for (const listener of listeners) listener.end();
  }

  async stop(): Promise<void> {
    this.endStreams();
    await this.subscription?.stop();
  }
}
