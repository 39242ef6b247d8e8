/** The bus port: at-least-once topics with consumer groups, bounded retries and dead letters. */
import type { Envelope } from '@app/contracts';

export interface DeliveryInfo {
  topic: string;
  /** 1 for the first try. */
  attempt: number;
}

export type Handler = (event: Envelope, info: DeliveryInfo) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: each message of a topic is handled once per group. */
  group: string;
  topics: readonly string[];
  handler: Handler;
  /**
   * Broadcast subscriptions give every process its own group that starts at the end of the
   * topic (the gateway's wake-ups); durable ones resume where the group left off.
   */
  mode?: 'durable' | 'broadcast';
  /** Messages handled at once per subscription. */
  concurrency?: number;
}

export interface Subscription {
  /** Stops taking messages, lets the ones in flight finish and commits them. */
  stop(): Promise<void>;
}

export interface Bus {
  readonly kind: 'embedded' | 'kafka';
  publish(topic: string, events: readonly Envelope[]): Promise<void>;
  /** Resolves once the subscription is live: whatever is published after that reaches it. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed: it goes to the dead-letter topic at once. */
export class PoisonMessageError extends Error {
  override readonly name = 'PoisonMessageError';
}

export interface RetryPolicy {
  maxRetries: number;
  /** First back-off; doubles each retry up to 30 s. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 3, baseDelayMs: 200 };
