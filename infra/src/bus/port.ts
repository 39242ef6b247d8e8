/** The bus port: at-least-once topics with consumer groups, bounded retries and dead letters. */
import type { Envelope } from '@app/contracts';

export interface DeliveryInfo {
  topic: string;
  /** 1 for the first try. */
  attempt: number;
  /** Aborted when this attempt timed out: a handler may stop its work there (it is retried). */
  signal: AbortSignal;
  /** Set on a message read from a dead-letter topic: why it was parked there, and when. */
  deadLetter?: DeadLetterNote;
}

export interface DeadLetterNote {
  error: string;
  /** Tries before it was parked; 0 for a message that could not even be read. */
  attempts: number;
  at: Date;
}

export type Handler = (event: Envelope, info: DeliveryInfo) => Promise<void>;

/** How long one attempt of a handler may take unless its subscription says otherwise. */
export const DEFAULT_HANDLER_TIMEOUT_MS = 60_000;

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
  /**
   * One attempt that takes longer than this fails (and is retried like any failure); the
   * default is DEFAULT_HANDLER_TIMEOUT_MS.
   */
  handlerTimeoutMs?: number;
}

export interface Subscription {
  /**
   * Stops taking messages and lets the ones in flight finish and commit. It always returns: after
   * a grace period it stops waiting, and what had not finished is delivered again later.
   */
  stop(): Promise<void>;
}

/** One consumer of this process: a topic (or topics) read for a group. */
export interface ConsumerHealth {
  /** `topic/group`, the topics comma-separated when one consumer reads several. */
  consumer: string;
  /** `restarting`: it failed (or ended without being stopped) and is started again after a back-off. */
  state: 'running' | 'restarting';
}

/** How far one durable group is behind on one topic: messages published and not yet handled. */
export interface ConsumerLag {
  topic: string;
  group: string;
  messages: number;
}

export interface Bus {
  readonly kind: 'embedded' | 'kafka';
  publish(topic: string, events: readonly Envelope[]): Promise<void>;
  /** Resolves once the subscription is live: whatever is published after that reaches it. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  ping(): Promise<void>;
  /** The consumers of the subscriptions not stopped, for readiness. */
  health(): ConsumerHealth[];
  /** The lag of this process's durable groups, for the metrics. */
  lag(): Promise<ConsumerLag[]>;
  /** Drops handled messages published before `cutoff`; resolves with how many. */
  prune(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed: it goes to the dead-letter topic at once. */
export class PoisonMessageError extends Error {
  override readonly name = 'PoisonMessageError';
}

export interface RetryPolicy {
  maxRetries: number;
  /** First back-off; doubles each retry up to `maxDelayMs`. */
  baseDelayMs: number;
  /** Longest back-off between two tries; 5 minutes when not given. */
  maxDelayMs?: number;
}

/** Eight retries from 1 s doubling: a message is retried for about 4 minutes before it is dead-lettered. */
export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 8, baseDelayMs: 1000, maxDelayMs: 300_000 };

/** Back-off between restarts of a consumer that failed: doubling from `baseMs` up to `maxMs`, jittered. */
export interface RestartPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RESTART: RestartPolicy = { baseMs: 500, maxMs: 30_000 };

/** Resolves after `ms`, or as soon as `signal` aborts. Injected where tests let time pass at once. */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

/** How an adapter runs its consumers; every field has a default. */
export interface ConsumerOptions {
  restart?: RestartPolicy;
  /** How long stop() waits for handlers in flight before it gives up on them. */
  stopGraceMs?: number;
  /** Waits between retries and restarts. */
  wait?: Wait;
}
