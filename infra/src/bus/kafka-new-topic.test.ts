import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_TOPIC_PATIENCE_MS, whileTopicIsNew } from './kafka-new-topic.js';

/** What kafkajs throws while a partition's broker does not know the topic yet. */
const unknownTopic = () =>
  Object.assign(new Error('This server does not host this topic-partition'), {
    type: 'UNKNOWN_TOPIC_OR_PARTITION',
  });

describe('a topic just created, asked about until the broker knows it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again for as long as a busy broker has been seen to take (more than 5 s), then has the answer', async () => {
    const knownAt = Date.now() + 12_000;
    const ask = vi.fn(async () => {
      if (Date.now() < knownAt) throw unknownTopic();
      return 'led';
    });
    const answered = whileTopicIsNew(ask, () => new Error('gave up'));
    await vi.advanceTimersByTimeAsync(13_000);
    await expect(answered).resolves.toBe('led');
    expect(ask.mock.calls.length).toBeGreaterThan(20);
  });

  it('asks again while the answer is not there yet (a partition without a leader)', async () => {
    const ask = vi.fn(async () => (ask.mock.calls.length < 30 ? undefined : true));
    const answered = whileTopicIsNew(ask, () => new Error('gave up'));
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(answered).resolves.toBe(true);
  });

  it('gives up with the broker’s last error once its patience is spent', async () => {
    const answered = whileTopicIsNew(
      async () => {
        throw unknownTopic();
      },
      () => new Error('gave up'),
    );
    const settled = expect(answered).rejects.toThrow('does not host this topic-partition');
    await vi.advanceTimersByTimeAsync(NEW_TOPIC_PATIENCE_MS + 1000);
    await settled;
  });

  it('gives up with its own error when the broker kept answering without leaders', async () => {
    const answered = whileTopicIsNew(
      async () => undefined,
      () => new Error('topics without leaders: t'),
    );
    const settled = expect(answered).rejects.toThrow('topics without leaders: t');
    await vi.advanceTimersByTimeAsync(NEW_TOPIC_PATIENCE_MS + 1000);
    await settled;
  });

  it('throws at once an error that is not about a new topic', async () => {
    const ask = vi.fn(async () => {
      throw Object.assign(new Error('Not authorized'), { type: 'TOPIC_AUTHORIZATION_FAILED' });
    });
    await expect(whileTopicIsNew(ask, () => new Error('gave up'))).rejects.toThrow('Not authorized');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
