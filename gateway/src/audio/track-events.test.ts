import { makeEvent, TOPICS } from '@app/contracts';
import { EmbeddedBus, NedbStore, silentLogger } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackEvents, type TrackReady } from './track-events.js';

/**
 * Two gateways on one bus: the track finished in a worker wakes the requests waiting in either,
 * although neither recorded it (the recorder wakes only its own process's waiters).
 */
describe('the gateways hear a finished track on the bus', () => {
  const started: Array<{ stop(): Promise<void> }> = [];
  afterEach(async () => {
    for (const item of started.splice(0).reverse()) await item.stop();
  });

  const setUp = async () => {
    const bus = new EmbeddedBus(new NedbStore(null), silentLogger);
    started.push({ stop: () => bus.close() });
    const gateways = [new TrackEvents(), new TrackEvents()];
    for (const gateway of gateways) {
      await gateway.start(bus, silentLogger);
      started.push(gateway);
    }
    const ready = (trackId: string): TrackReady => ({ trackId, status: 'ready' });
    const publish = (payload: TrackReady) =>
      bus.publish(TOPICS.audioReady, [
        makeEvent(TOPICS.audioReady, payload, new Date(), { key: payload.trackId }),
      ]);
    return { bus, gateways, ready, publish };
  };

  it('wakes the listeners of that track in every gateway, and only them', async () => {
    const { gateways, ready, publish } = await setUp();
    const [first, second] = gateways.map((gateway) => {
      const woken = vi.fn();
      gateway.onTrack('track-a', woken);
      return woken;
    });
    const other = vi.fn();
    gateways[1]?.onTrack('track-b', other);
    await publish(ready('track-a'));
    await vi.waitFor(() => {
      expect(first).toHaveBeenCalledWith(ready('track-a'));
      expect(second).toHaveBeenCalledWith(ready('track-a'));
    });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops waking a listener once it stopped listening, and a gateway once it stopped', async () => {
    const { gateways, ready, publish } = await setUp();
    const [first, second] = gateways;
    if (!first || !second) throw new Error('two gateways');
    const gone = vi.fn();
    second.onTrack('track-a', gone)();
    await first.stop();
    const stopped = vi.fn();
    first.onTrack('track-a', stopped);
    const listening = vi.fn();
    second.onTrack('track-a', listening);
    await publish(ready('track-a'));
    await vi.waitFor(() => expect(listening).toHaveBeenCalledOnce());
    // A later word heard too: by then a subscription left running would have delivered the first.
    const later = vi.fn();
    second.onTrack('track-c', later);
    await publish(ready('track-c'));
    await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
    expect(gone).not.toHaveBeenCalled();
    expect(stopped).not.toHaveBeenCalled();
  });

  it('wakes every gateway on a stage of the track too, whichever gateway records it', async () => {
    const { bus, gateways } = await setUp();
    const woken = gateways.map((gateway) => {
      const listener = vi.fn();
      gateway.onTrack('track-a', listener);
      return listener;
    });
    await bus.publish(TOPICS.audioProgress, [
      makeEvent(TOPICS.audioProgress, { trackId: 'track-a', take: 'take-1', stage: 'writing' }, new Date(), {
        key: 'track-a',
      }),
    ]);
    await vi.waitFor(() => {
      for (const listener of woken) expect(listener).toHaveBeenCalledWith(undefined);
    });
  });

  it('stops at once when it never started', async () => {
    await expect(new TrackEvents().stop()).resolves.toBeUndefined();
  });

  it('ignores a word it cannot read, and hears the next one', async () => {
    const { bus, gateways, ready, publish } = await setUp();
    const woken = vi.fn();
    gateways[0]?.onTrack('track-a', woken);
    const unreadable = { ...makeEvent(TOPICS.audioReady, ready('track-a')), payload: { trackId: 'track-a' } };
    await bus.publish(TOPICS.audioReady, [unreadable as never]);
    await publish({ trackId: 'track-a', status: 'failed', error: 'the speech engine is down' });
    await vi.waitFor(() => expect(woken).toHaveBeenCalledOnce());
    expect(woken).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
  });
});

describe('a loop waiting on news of one track', () => {
  it('hears news that came while it was not waiting: the next wait returns at once, once', async () => {
    const events = new TrackEvents();
    const news = events.newsOf('track-a');
    events.progressed('track-a');
    await expect(news.wait(3_600_000)).resolves.toBe(true);
    await expect(news.wait(1)).resolves.toBe(false);
    news.stop();
  });

  it('returns on news as it comes, false when the time is up or the signal aborts, and nothing after it stopped', async () => {
    const events = new TrackEvents();
    const news = events.newsOf('track-a');
    const waiting = news.wait(3_600_000);
    events.progressed('track-b');
    events.wake({ trackId: 'track-a', status: 'ready' });
    await expect(waiting).resolves.toBe(true);
    const hangUp = new AbortController();
    const aborted = news.wait(3_600_000, hangUp.signal);
    hangUp.abort();
    await expect(aborted).resolves.toBe(false);
    news.stop();
    events.progressed('track-a');
    await expect(news.wait(1)).resolves.toBe(false);
  });
});
