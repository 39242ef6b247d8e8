/** Services record events with the state change that causes them (transactional outbox). */
import { makeEvent, type Payload, type Topic } from '@app/contracts';
import { recordEvents, type Store } from '@app/infra';

export async function emit<T extends Topic>(tx: Store, topic: T, payload: Payload<T>): Promise<void> {
  await recordEvents(tx, [makeEvent(topic, payload)]);
}
