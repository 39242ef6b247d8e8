import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEvent, TOPICS } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHandled } from '../bus/dedupe.js';
import { parseConfig } from '../config/env.js';
import { silentLogger } from '../logging/logger.js';
import { recordEvents } from '../outbox/outbox.js';
import { createPlatform, type Platform } from '../platform.js';
import { Pruner } from './pruner.js';

const HOUR = 3600_000;
let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

describe('retention', () => {
  it('drops handled history older than RETENTION_HOURS and keeps what is younger or still owed', async () => {
    platform = await createPlatform(
      parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'retention-')), RETENTION_HOURS: '2' }),
      silentLogger,
    );
    const { store, relay, retention } = platform;
    const mail = (to: string) =>
      makeEvent(TOPICS.mailRequested, { to, template: 'newsletter-welcome', data: {} });
    const event = mail('a@x.io');
    await store.transaction(async (tx) => {
      await recordEvents(tx, [event]);
      await markHandled(tx, 'mail-worker', event.id);
    });
    expect(await relay.flush()).toBe(1);
    // Recorded, never sent: the outbox keeps an unsent event however old.
    await store.transaction((tx) => recordEvents(tx, [mail('b@x.io')]));

    const count = async () => ({
      handled: await store.collection('processed_events').count({}),
      outbox: await store.collection('outbox').count({}),
      log: await store.collection('bus_log').count({ topic: TOPICS.mailRequested }),
    });
    expect(await retention.runOnce(new Date(Date.now() + HOUR))).toEqual({
      'bus log': 0,
      'handled events': 0,
      'sent outbox events': 0,
    });
    expect(await count()).toEqual({ handled: 1, outbox: 2, log: 1 });

    await retention.runOnce(new Date(Date.now() + 3 * HOUR));
    expect(await count()).toEqual({ handled: 0, outbox: 1, log: 0 });
  });

  it('goes on with the other kinds when one fails, and tries it again next round', async () => {
    const pruner = new Pruner(HOUR, silentLogger);
    const broken = vi.fn().mockRejectedValueOnce(new Error('disk gone')).mockResolvedValue(3);
    pruner.add({ name: 'broken', prune: broken });
    pruner.add({ name: 'fine', prune: async () => 2 });
    expect(await pruner.runOnce()).toEqual({ fine: 2 });
    expect(await pruner.runOnce()).toEqual({ broken: 3, fine: 2 });
    const cutoff = broken.mock.calls[1]?.[0] as Date;
    expect(Date.now() - cutoff.getTime()).toBeGreaterThanOrEqual(HOUR);
  });

  it('waits one interval after its start before the first round, then prunes every interval', async () => {
    vi.useFakeTimers();
    const pruner = new Pruner(HOUR, silentLogger, 1000);
    const prune = vi.fn().mockResolvedValue(0);
    pruner.add({ name: 'marks', prune });
    try {
      pruner.start();
      await vi.advanceTimersByTimeAsync(999);
      expect(prune).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(prune).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(prune).toHaveBeenCalledTimes(2);
    } finally {
      await pruner.stop();
      vi.useRealTimers();
    }
  });
});
