/**
 * The notifications role: each offer, paid request and answer becomes notifications for the
 * tourist and the guide. The notifications, the event's handled-mark and one `notification.created`
 * per notification (for the gateways to push live) are written in one transaction, so a repeated
 * event, or one redelivered after a crash, changes nothing twice and loses nothing.
 */
import { makeEvent, parseEvent, TOPICS } from '@app/contracts';
import { alreadyHandled, isDuplicateKey, markHandled, PoisonMessageError, recordEvents } from '@app/infra';
import { ZodError } from 'zod';
import { type RoleFactory, running } from '../role.js';
import { fanOut, type NotificationEvent } from './fan-out.js';

export const NOTIFICATIONS_GROUP = 'notifications-worker';

const HANDLED = [TOPICS.negotiationOffered, TOPICS.bookingRequested, TOPICS.bookingDecided] as const;
type HandledTopic = (typeof HANDLED)[number];

const isHandled = (topic: string): topic is HandledTopic => (HANDLED as readonly string[]).includes(topic);

function readEvent(
  topic: string,
  raw: unknown,
): { id: string; occurredAt: string; event: NotificationEvent } {
  if (!isHandled(topic)) throw new PoisonMessageError(`the notifications role does not handle ${topic}`);
  try {
    const { id, occurredAt, payload } = parseEvent(topic, raw);
    // parseEvent checked the payload with this topic's own schema: the pair belongs together.
    return { id, occurredAt, event: { topic, payload } as NotificationEvent };
  } catch (error) {
    if (error instanceof ZodError) throw new PoisonMessageError(`invalid ${topic}: ${error.message}`);
    throw error;
  }
}

export const startNotificationsWorker: RoleFactory = async ({ bus, store, relay, logger }) => {
  const log = logger.child({ role: 'notifications' });
  const subscription = await bus.subscribe({
    group: NOTIFICATIONS_GROUP,
    topics: HANDLED,
    // One at a time per topic: an answer and a cancellation of the same booking land in order.
    concurrency: 1,
    handler: async (raw, { topic }) => {
      const { id, occurredAt, event } = readEvent(topic, raw);
      if (await alreadyHandled(store, NOTIFICATIONS_GROUP, id)) return;
      let written: number;
      try {
        written = await store.transaction(async (tx) => {
          await markHandled(tx, NOTIFICATIONS_GROUP, id);
          // The time the thing happened, so the lists read in the order the bookings moved.
          const docs = await fanOut(tx, event, new Date(occurredAt));
          await recordEvents(
            tx,
            docs.map((doc) =>
              makeEvent(TOPICS.notificationCreated, {
                notificationId: doc._id,
                recipient: doc.recipient,
                message: doc.message.slice(0, 500),
              }),
            ),
          );
          return docs.length;
        });
      } catch (error) {
        // Another delivery of the same event marked it first and wrote its notifications.
        if (isDuplicateKey(error)) return;
        throw error;
      }
      relay.nudge();
      log.info({ eventId: id, topic, bookingId: event.payload.bookingId, written }, 'notifications written');
    },
  });
  return running('notifications', [subscription]);
};
