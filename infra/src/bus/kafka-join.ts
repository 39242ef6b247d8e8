/**
 * Waiting for a kafkajs consumer to be assigned partitions, and choosing where a new group
 * starts, so a subscription is live for what is published once subscribe() returns.
 */
import type { Consumer } from 'kafkajs';

/** Where a partition is to be read from: the next offset to fetch. */
export interface StartOffset {
  topic: string;
  partition: number;
  offset: string;
}

export interface Joining {
  /** Resolves on the first GROUP_JOIN; rejects if the consumer stops for good or the time runs out. */
  readonly joined: Promise<void>;
  /** Stops watching, when the subscription failed before it could join. */
  cancel(): void;
}

/**
 * Watches for the consumer's first GROUP_JOIN; call it before `consumer.run()`. kafkajs emits the
 * event synchronously once partitions are assigned and before the first fetch, so the seeks to
 * `start` made here decide where that fetch begins (with autoCommit off, a seek is not committed:
 * later joins after a rebalance resume from the offsets committed by then).
 */
export function watchFirstJoin(
  consumer: Consumer,
  groupId: string,
  start: readonly StartOffset[],
  timeoutMs: number,
): Joining {
  const listeners: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;
  const stopWatching = () => {
    clearTimeout(timer);
    for (const remove of listeners.splice(0)) remove();
  };
  const joined = new Promise<void>((resolve, reject) => {
    const fail = (message: string) => {
      stopWatching();
      reject(new Error(`Kafka consumer group ${groupId} ${message}`));
    };
    timer = setTimeout(() => fail(`was not assigned partitions within ${timeoutMs} ms`), timeoutMs);
    listeners.push(
      consumer.on(consumer.events.GROUP_JOIN, () => {
        // A throw here would escape into kafkajs's join and fail it; report it as ours instead.
        try {
          for (const entry of start) consumer.seek(entry);
        } catch (error) {
          fail(`could not be set to start at ${JSON.stringify(start)}: ${String(error)}`);
          return;
        }
        stopWatching();
        resolve();
      }),
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) fail(`stopped before it was assigned partitions: ${payload.error.message}`);
      }),
    );
  });
  // A crash can reject this while the caller still awaits consumer.run(); the caller awaits
  // `joined` right after, so the error is thrown there, not lost, and not reported as unhandled.
  joined.catch(() => {});
  return { joined, cancel: stopWatching };
}
