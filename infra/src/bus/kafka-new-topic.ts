/** A topic the bus has just created, asked about until the broker knows it. */
import { realWait } from './retry.js';

/** What the broker says of a topic created a moment ago, until every broker knows it and its leaders. */
const NEW_TOPIC_ERRORS: readonly unknown[] = [
  'UNKNOWN_TOPIC_OR_PARTITION',
  'LEADER_NOT_AVAILABLE',
  'NOT_LEADER_FOR_PARTITION',
];
// kafkajs's error classes are not named exports Node's ESM loader finds: told apart by their type.
const isNewTopicError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'type' in error && NEW_TOPIC_ERRORS.includes(error.type);
/**
 * How long a topic just created may stay unknown or leaderless, and how far apart it is asked
 * about. A busy broker has been seen to need more than 5 s for the dozen topics a product creates.
 */
export const NEW_TOPIC_PATIENCE_MS = 30_000;
const NEW_TOPIC_WAIT_MS = 250;

/**
 * Asks until `ask` answers (anything but undefined) while the broker still speaks of a new topic,
 * for up to NEW_TOPIC_PATIENCE_MS; then the last error, or `gaveUp`, is thrown.
 */
export async function whileTopicIsNew<T>(ask: () => Promise<T | undefined>, gaveUp: () => Error): Promise<T> {
  const deadline = Date.now() + NEW_TOPIC_PATIENCE_MS;
  for (;;) {
    let failure: unknown;
    try {
      const answer = await ask();
      if (answer !== undefined) return answer;
      failure = gaveUp();
    } catch (error) {
      if (!isNewTopicError(error)) throw error;
      failure = error;
    }
    if (Date.now() >= deadline) throw failure;
    await realWait(NEW_TOPIC_WAIT_MS, new AbortController().signal);
  }
}
