/**
 * The dead-letter book on its own: what it writes down from a `.dlq` topic, the order it lists and
 * replays in, a letter that dies again after its replay, and pruning. The bus is a recording
 * double here; dead-letters.test.ts drives the same book through the running product.
 */
import { Writable } from 'node:stream';
import { type Envelope, makeEvent, TOPICS } from '@app/contracts';
import { type Bus, type Handler, NedbStore } from '@app/infra';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { listDeadLetters, pruneReplayed, replayDeadLetters, startDeadLetterBook } from './dead-letters.js';

const T = (minute: number) => new Date(Date.UTC(2020, 0, 1, 12, minute));

async function book() {
  const store = new NedbStore(null);
  const published: Array<{ topic: string; events: readonly Envelope[] }> = [];
  let handler: Handler | undefined;
  const bus = {
    subscribe: async (options: { handler: Handler }) => {
      handler = options.handler;
      return { stop: async () => {} };
    },
    publish: async (topic: string, events: readonly Envelope[]) => {
      published.push({ topic, events });
    },
  } as unknown as Bus;
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const deps = { store, bus, logger: pino({ level: 'info' }, sink) };
  await startDeadLetterBook(deps);
  /** Delivers the event from its topic's dead-letter topic, as the bus does after the last try. */
  const dies = async (event: Envelope, at: Date, error = 'SMTP refused') =>
    handler?.(event, {
      topic: `${TOPICS.mailRequested}.dlq`,
      attempt: 1,
      signal: new AbortController().signal,
      deadLetter: { error, attempts: 3, at },
    });
  return { deps, store, published, logs, dies };
}

const mail = (to: string) =>
  makeEvent(TOPICS.mailRequested, { to, template: 'newsletter-welcome', data: {} });
const idOf = (event: Envelope) => `${TOPICS.mailRequested}:${event.id}`;

describe('the dead-letter book', () => {
  it('writes each letter down under its own topic, lists them oldest first, and warns of each', async () => {
    const { deps, logs, dies } = await book();
    const late = mail('late@x.io');
    const early = mail('early@x.io');
    await dies(late, T(5));
    await dies(early, T(1), 'mailbox full');
    expect(await listDeadLetters(deps.store)).toEqual([
      {
        id: idOf(early),
        topic: 'mail.requested',
        eventType: 'mail.requested',
        eventId: early.id,
        error: 'mailbox full',
        attempts: 3,
        deadAt: T(1).toISOString(),
      },
      expect.objectContaining({ id: idOf(late), deadAt: T(5).toISOString() }),
    ]);
    expect(logs.filter((line) => line.msg === 'dead letter')).toEqual([
      expect.objectContaining({
        level: 40,
        topic: 'mail.requested',
        eventId: late.id,
        error: 'SMTP refused',
      }),
      expect.objectContaining({ topic: 'mail.requested', eventId: early.id, error: 'mailbox full' }),
    ]);
  });

  it('replays the chosen letters still waiting, oldest first, to their own topic, and says which', async () => {
    const { deps, published, logs, dies } = await book();
    const [a, b, c] = [mail('a@x.io'), mail('b@x.io'), mail('c@x.io')];
    await dies(a, T(3));
    await dies(b, T(1));
    await dies(c, T(2));
    expect(await replayDeadLetters(deps, { ids: [idOf(a), idOf(b), 'mail.requested:nope'] })).toEqual({
      replayed: [idOf(b), idOf(a)],
      skipped: ['mail.requested:nope'],
    });
    expect(published).toEqual([
      { topic: 'mail.requested', events: [b] },
      { topic: 'mail.requested', events: [a] },
    ]);
    expect((await listDeadLetters(deps.store)).map((letter) => letter.id)).toEqual([idOf(c)]);
    expect(logs.filter((line) => line.msg === 'dead letters replayed')).toEqual([
      expect.objectContaining({ level: 30, replayed: [idOf(b), idOf(a)] }),
    ]);
    expect(await replayDeadLetters(deps, { ids: [idOf(a)] })).toEqual({ replayed: [], skipped: [idOf(a)] });
    expect(logs.filter((line) => line.msg === 'dead letters replayed')).toHaveLength(1);
  });

  it('writes a letter down again when it dies again after its replay, and not for an old copy', async () => {
    const { deps, dies } = await book();
    const event = mail('a@x.io');
    await dies(event, T(1));
    await replayDeadLetters(deps, { all: true });
    await dies(event, T(1));
    expect(await listDeadLetters(deps.store)).toEqual([]);
    const again = new Date(Date.now() + 60_000);
    await dies(event, again, 'still refused');
    const [letter] = await listDeadLetters(deps.store);
    expect(letter).toEqual(expect.objectContaining({ id: idOf(event), error: 'still refused' }));
    expect(letter).not.toHaveProperty('replayedAt');
  });

  it('lists by the time each died, whatever their ids or the order they were written down in', async () => {
    const { deps, dies } = await book();
    // The first id sorts first and is written first, yet its letter died last.
    const first = { ...mail('a@x.io'), id: '00000000-0000-4000-8000-000000000000' };
    const last = { ...mail('b@x.io'), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
    await dies(first, T(5));
    await dies(last, T(1));
    expect((await listDeadLetters(deps.store)).map((letter) => letter.id)).toEqual([idOf(last), idOf(first)]);
  });

  it('takes a letter dead at the very instant of its replay for the copy it replayed', async () => {
    const { deps, store, dies } = await book();
    const event = mail('a@x.io');
    await dies(event, T(1));
    await replayDeadLetters(deps, { all: true });
    const replayed = await store.collection('dead_letters').findOne({ _id: idOf(event) });
    const replayedAt = replayed?.replayedAt;
    expect(replayedAt).toBeInstanceOf(Date);
    await dies(event, replayedAt as Date);
    expect(await listDeadLetters(deps.store)).toEqual([]);
  });

  it('writes a new letter down beside one replayed before it', async () => {
    const { deps, dies } = await book();
    const [old, fresh] = [mail('a@x.io'), mail('b@x.io')];
    await dies(old, T(1));
    await replayDeadLetters(deps, { all: true });
    await dies(fresh, T(2));
    expect((await listDeadLetters(deps.store)).map((letter) => letter.id)).toEqual([idOf(fresh)]);
  });

  it('prunes the letters replayed before the cutoff, never one still waiting', async () => {
    const { deps, store, dies } = await book();
    const [replayed, waiting] = [mail('a@x.io'), mail('b@x.io')];
    await dies(replayed, T(1));
    await dies(waiting, T(2));
    await replayDeadLetters(deps, { ids: [idOf(replayed)] });
    expect(await pruneReplayed(store, new Date(Date.now() - 60_000))).toBe(0);
    expect(await pruneReplayed(store, new Date(Date.now() + 60_000))).toBe(1);
    expect(await store.collection('dead_letters').find({})).toEqual([
      expect.objectContaining({ _id: idOf(waiting) }),
    ]);
  });
});
