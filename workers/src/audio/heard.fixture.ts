/**
 * For the audio tests: what the audio worker tells the gateway (audio.progress, audio.ready), heard
 * the way the gateway hears it, by a durable group of the test's own. A new group reads each topic
 * from its start, so what was published before it subscribed is heard as well.
 */
import { type Envelope, makeEvent, type Payload, parseEvent, TOPICS } from '@app/contracts';
import type { Platform } from '@app/infra';

export type Progress = Payload<typeof TOPICS.audioProgress>;
export type Ready = Payload<typeof TOPICS.audioReady>;

export type HeardEvent =
  | { topic: typeof TOPICS.audioProgress; event: Envelope<Progress> }
  | { topic: typeof TOPICS.audioReady; event: Envelope<Ready> };

export interface Heard {
  /** Everything heard so far: in the order published within a topic, not across the two. */
  readonly events: readonly HeardEvent[];
  /** The audio.progress payloads of `trackId`, in the order published. */
  progress(trackId: string): Progress[];
  /** The audio.ready payloads of `trackId`, in the order published. */
  ready(trackId: string): Ready[];
  /** Resolves with the first event heard (before or after the call) that `matches`. */
  when(matches: (heard: HeardEvent) => boolean): Promise<HeardEvent>;
  /**
   * Resolves once everything published on both topics before the call has been heard: a mark is
   * published on each, and each topic keeps its order, so "nothing more came" can be said without
   * waiting for a while.
   */
  settled(): Promise<void>;
}

/** A trackId no request names: the marks `settled` publishes. */
const MARK = 'heard-mark';

export async function hear(
  platform: Pick<Platform, 'bus'>,
  group = `heard-${crypto.randomUUID()}`,
): Promise<Heard> {
  const events: HeardEvent[] = [];
  const waiting = new Set<{
    matches: (heard: HeardEvent) => boolean;
    resolve: (heard: HeardEvent) => void;
  }>();
  const marks = new Map<string, () => void>();
  const take = (heard: HeardEvent) => {
    const mark = marks.get(heard.event.id);
    if (mark) {
      marks.delete(heard.event.id);
      mark();
      return;
    }
    if (heard.event.payload.trackId === MARK) return;
    events.push(heard);
    for (const waiter of waiting) {
      if (!waiter.matches(heard)) continue;
      waiting.delete(waiter);
      waiter.resolve(heard);
    }
  };
  await platform.bus.subscribe({
    group,
    topics: [TOPICS.audioProgress, TOPICS.audioReady],
    // Parsed as the gateway parses them: an event off its schema is never heard, and the test sees that.
    handler: async (raw) =>
      take(
        raw.type === TOPICS.audioProgress
          ? { topic: TOPICS.audioProgress, event: parseEvent(TOPICS.audioProgress, raw) }
          : { topic: TOPICS.audioReady, event: parseEvent(TOPICS.audioReady, raw) },
      ),
  });
  const payloads = <T extends HeardEvent['topic']>(topic: T, trackId: string) =>
    events
      .filter((heard) => heard.topic === topic && heard.event.payload.trackId === trackId)
      .map((heard) => heard.event.payload as Extract<HeardEvent, { topic: T }>['event']['payload']);
  const publishMark = async <T extends HeardEvent['topic']>(topic: T, payload: Payload<T>) => {
    const event = makeEvent(topic, payload);
    const heard = new Promise<void>((resolve) => marks.set(event.id, resolve));
    await platform.bus.publish(topic, [event]);
    await heard;
  };
  return {
    events,
    progress: (trackId) => payloads(TOPICS.audioProgress, trackId),
    ready: (trackId) => payloads(TOPICS.audioReady, trackId),
    when: (matches) => {
      const already = events.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiting.add({ matches, resolve }));
    },
    settled: async () => {
      await Promise.all([
        publishMark(TOPICS.audioProgress, { trackId: MARK, take: MARK, stage: 'writing' }),
        publishMark(TOPICS.audioReady, { trackId: MARK, status: 'failed' }),
      ]);
    },
  };
}
