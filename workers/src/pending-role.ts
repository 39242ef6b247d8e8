/**
 * A role whose topics are wired but whose work arrives with a later feature: it validates each
 * event and parks it on the dead-letter topic, where it is kept for replay rather than lost.
 */
import { PAYLOAD_SCHEMAS, parseEvent, type Topic } from '@app/contracts';
import { PoisonMessageError } from '@app/infra';
import { type RoleFactory, running } from './role.js';

export function pendingRole(name: string, topics: readonly Topic[]): RoleFactory {
  return async ({ bus, logger }) => {
    const log = logger.child({ role: name });
    const subscription = await bus.subscribe({
      group: `${name}-worker`,
      topics,
      handler: async (raw, { topic }) => {
        if (!(topic in PAYLOAD_SCHEMAS)) throw new PoisonMessageError(`unexpected topic ${topic}`);
        const event = parseEvent(topic as Topic, raw);
        log.warn(
          { eventId: event.id, topic },
          'no handler for this event yet; parked on the dead-letter topic',
        );
        throw new PoisonMessageError(`the ${name} role does not handle ${topic} yet`);
      },
    });
    return running(name, [subscription]);
  };
}
