import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeEvent, TOPICS } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { dlqListCommand, dlqReplayCommand } from './commands.js';

const WAIT = { timeout: 15_000, interval: 20 };
const startProduct = useProduct();

/**
 * The product with its mail worker, whose outbox cannot be written: a file stands where its folder
 * goes. Started by `start`: closed after the test by default.
 */
async function productWithBrokenMail(dataDir?: string, start: typeof harness = startProduct) {
  const product = await start({
    workers: ['mail'],
    env: { BUS_MAX_RETRIES: '0', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  });
  if (!dataDir) writeFileSync(join(product.dataDir, 'outbox'), 'not a folder');
  // Listening, as the product always does: commands ask it rather than opening its data beside it.
  await product.listen();
  return product;
}

const mailsIn = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

async function deadMail(product: Harness) {
  const event = makeEvent(TOPICS.mailRequested, {
    to: 'dora@x.io',
    template: 'newsletter-welcome',
    data: {},
  });
  await product.platform.bus.publish(TOPICS.mailRequested, [event]);
  const id = `${TOPICS.mailRequested}:${event.id}`;
  await vi.waitFor(async () => expect(await dlqListCommand(product.deps.config)).toContain(id), WAIT);
  return { event, id };
}

describe('pnpm admin dlq', () => {
  it('lists what a consumer gave up on through the running process, and replays it once the cause is fixed', async () => {
    const h = await productWithBrokenMail();
    const { config } = h.deps;
    expect(await dlqListCommand(config)).toBe('No dead letters waiting for replay.');
    const { event, id } = await deadMail(h);
    const listed = await dlqListCommand(config);
    expect(listed).toMatch(/^1 dead letter\(s\) waiting for replay:/);
    expect(listed).toContain('mail.requested, dead since');
    expect(listed).toContain('after 1 tries');

    rmSync(join(h.dataDir, 'outbox'));
    expect(await dlqReplayCommand(config, { ids: [id, 'mail.requested:nope'] })).toBe(
      'Replayed 1 dead letter(s).\nNot waiting for replay (unknown or replayed already): mail.requested:nope',
    );
    await vi.waitFor(() => expect(mailsIn(h.dataDir)).toEqual([expect.stringContaining(event.id)]), WAIT);
    expect(await dlqListCommand(config)).toBe('No dead letters waiting for replay.');
    expect(await dlqReplayCommand(config, { ids: [id] })).toMatch(/^Replayed 0 dead letter/);
  });

  it('works on the data itself when no process runs; the replay is delivered at the next start', async () => {
    // harness(): the test closes the product itself, to work on its DATA_DIR without it, and restarts on it.
    let h = await productWithBrokenMail(undefined, harness);
    const { dataDir } = h;
    const { config } = h.deps;
    const { event, id } = await deadMail(h);
    await h.close();

    expect(await dlqListCommand(config)).toContain(id);
    rmSync(join(dataDir, 'outbox'));
    expect(await dlqReplayCommand(config, { all: true })).toBe('Replayed 1 dead letter(s).');
    expect(mailsIn(dataDir)).toEqual([]);

    h = await productWithBrokenMail(dataDir, harness);
    await vi.waitFor(() => expect(mailsIn(dataDir)).toEqual([expect.stringContaining(event.id)]), WAIT);
    expect(await dlqListCommand(config)).toBe('No dead letters waiting for replay.');

    // The book reads the dead letter again (delivered twice): it was replayed since, so it stays so.
    const offset = `dead-letter-book:${TOPICS.mailRequested}.dlq`;
    await h.close();
    const store = new NedbStore(join(dataDir, 'store'));
    await store.collection('bus_offsets').updateOne({ _id: offset }, { $set: { next: 1 } });
    await store.close();
    h = await productWithBrokenMail(dataDir);
    const offsets = h.platform.store.collection('bus_offsets');
    await vi.waitFor(
      async () => expect(await offsets.findOne({ _id: offset })).toMatchObject({ next: 2 }),
      WAIT,
    );
    expect(await dlqListCommand(config)).toBe('No dead letters waiting for replay.');
  });
});
