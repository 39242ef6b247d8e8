/**
 * The gateway's ear for `audio.ready`: every gateway instance hears every track that finished
 * (a broadcast subscription) and wakes the requests and live subscriptions waiting for it. The
 * worker's word may come before the recorder has written it on the track, so a woken waiter that
 * finds the track unfinished waits on; the recorder wakes this process's waiters once it has.
 */
import { EventEmitter } from 'node:events';
import { type Payload, parseEvent, TOPICS } from '@app/contracts';
import type { Bus, Logger, Subscription } from '@app/infra';

export type TrackReady = Payload<typeof TOPICS.audioReady>;

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
      topics: [TOPICS.audioReady],
      mode: 'broadcast',
      handler: async (raw) => {
        try {
          this.wake(parseEvent(TOPICS.audioReady, raw).payload);
        } catch (err) {
          logger.warn({ err }, 'unreadable audio.ready ignored');
        }
      },
    });
  }

  /** Wakes whoever waits for the track here: it has just been recorded finished. */
  wake(ready: TrackReady): void {
    this.emitter.emit(ready.trackId, ready);
  }

  /** Calls `listener` when the track finishes; returns how to stop listening. */
  onTrack(trackId: string, listener: (ready: TrackReady) => void): () => void {
    this.emitter.on(trackId, listener);
    return () => this.emitter.off(trackId, listener);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }
}
