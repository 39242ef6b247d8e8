/**
 * The gateway's ear for the audio worker: every gateway instance hears every track's progress and
 * end (a broadcast subscription to `audio.progress` and `audio.ready`) and wakes the streams,
 * requests and live subscriptions waiting on it, so that a piece spoken is sent at once, not at the
 * next look. The worker's word may come before the recorder has written it on the track, so a woken
 * waiter that finds nothing new waits on; the recorder wakes this process's waiters once it has.
 */
import { EventEmitter } from 'node:events';
import { type Payload, parseEvent, TOPICS } from '@app/contracts';
import type { Bus, Logger, Subscription } from '@app/infra';

export type TrackReady = Payload<typeof TOPICS.audioReady>;
/** What woke a waiter: the track's end (its result), or a stage or piece of it (undefined). */
export type TrackNews = TrackReady | undefined;

/** What audio needs beyond the platform: a way to wake requests waiting for a track. */
export interface TrackWaking {
  trackEvents: TrackEvents;
}

export class TrackEvents {
  private readonly emitter = new EventEmitter();
  private subscription: Subscription | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async start(bus: Bus, logger: Logger): Promise<void> {
    this.subscription = await bus.subscribe({
      group: 'gateway-audio-ready',
      topics: [TOPICS.audioReady, TOPICS.audioProgress],
      mode: 'broadcast',
      handler: async (raw, { topic }) => {
        try {
          if (topic === TOPICS.audioProgress)
            this.progressed(parseEvent(TOPICS.audioProgress, raw).payload.trackId);
          else this.wake(parseEvent(TOPICS.audioReady, raw).payload);
        } catch (err) {
          logger.warn({ err, topic }, 'unreadable audio event ignored');
        }
      },
    });
  }

  /** Wakes whoever waits for the track here: it has just been recorded finished. */
  wake(ready: TrackReady): void {
    this.emitter.emit(ready.trackId, ready);
  }

  /** Wakes whoever waits for the track here: a stage or a piece of it has just been said or recorded. */
  progressed(trackId: string): void {
    this.emitter.emit(trackId, undefined);
  }

  /** Calls `listener` on the track's news (a stage, a piece, its end); returns how to stop listening. */
  onTrack(trackId: string, listener: (news: TrackNews) => void): () => void {
    this.emitter.on(trackId, listener);
    return () => this.emitter.off(trackId, listener);
  }

  /** The track's news from now on, for a loop that reads the track and waits (see TrackNewsWaiter). */
  newsOf(trackId: string): TrackNewsWaiter {
    return new TrackNewsWaiter(this, trackId);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }
}

/**
 * A loop's ear for one track, listening from the moment it is made: news that comes while the loop
 * reads the track (between two waits) is kept, and the next wait returns at once, so no piece waits
 * for a look that may be a second away.
 */
export class TrackNewsWaiter {
  private heard = false;
  private wakeUp: (() => void) | undefined;
  private readonly unlisten: () => void;

  constructor(events: TrackEvents, trackId: string) {
    this.unlisten = events.onTrack(trackId, () => {
      this.heard = true;
      this.wakeUp?.();
    });
  }

  /** True on news since the last wait, or as soon as some comes; false after `ms` or when `signal` aborts. */
  wait(ms: number, signal?: AbortSignal): Promise<boolean> {
    if (this.heard || signal?.aborted) {
      const news = this.heard;
      this.heard = false;
      return Promise.resolve(news);
    }
    return new Promise<boolean>((resolve) => {
      const done = (news: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', aborted);
        this.wakeUp = undefined;
        this.heard = false;
        resolve(news);
      };
      const timer = setTimeout(() => done(false), ms);
      const aborted = () => done(false);
      signal?.addEventListener('abort', aborted, { once: true });
      this.wakeUp = () => done(true);
    });
  }

  /** Stops listening (a loop's end). */
  stop(): void {
    this.unlisten();
  }
}
