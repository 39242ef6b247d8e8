/**
 * The hub's book of open streams: every stream a recipient opens gets their pushes until it is
 * closed, whatever the others do; stopping the hub ends them all. On the bus, every gateway
 * instance hears every event, and a push it could not send is logged, not retried.
 */
import type { NotificationPush } from '@app/contracts';
import { makeEvent, NOTIFICATIONS_COLLECTION, type NotificationDoc, TOPICS } from '@app/contracts';
import { NedbStore } from '@app/infra';
import pino from 'pino';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { NotificationHub } from './live-hub.js';

const TINA = 'tina@example.com';
const RAVI = 'ravi.guide@example.com';
const WAIT = { timeout: 10_000, interval: 20 };

const startProduct = useProduct();

function stream() {
  const pushes: NotificationPush[] = [];
  let ended = 0;
  return {
    pushes,
    ended: () => ended,
    listener: {
      push: (push: NotificationPush) => pushes.push(push),
      end: () => {
        ended += 1;
      },
    },
  };
}

async function hubWithUnread(recipient: string, unread: number) {
  const store = new NedbStore(null);
  for (let i = 0; i < unread; i++)
    await store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .insertOne({ _id: `n${i}`, recipient, role: 'tourist', read: false } as never);
  return new NotificationHub(store, pino({ enabled: false }));
}

describe('the live notification hub', () => {
  it('pushes the unread count to every stream the recipient has open, whatever the address’s case', async () => {
    const hub = await hubWithUnread('tina@example.com', 2);
    const phone = stream();
    const laptop = stream();
    hub.listen('Tina@Example.com', phone.listener);
    hub.listen('tina@example.com', laptop.listener);
    expect(hub.openStreams()).toBe(2);
    await hub.pushTo('TINA@example.com', { id: 'n1' });
    expect(phone.pushes).toEqual([{ unread: 2, id: 'n1' }]);
    expect(laptop.pushes).toEqual([{ unread: 2, id: 'n1' }]);
  });

  it('keeps pushing to the streams still open when one closes, even when a closed one is closed again', async () => {
    const hub = await hubWithUnread('tina@example.com', 1);
    const first = stream();
    const second = stream();
    const closeFirst = hub.listen('tina@example.com', first.listener);
    const closeSecond = hub.listen('tina@example.com', second.listener);
    closeFirst();
    await hub.pushTo('tina@example.com');
    expect(second.pushes).toEqual([{ unread: 1 }]);
    closeSecond();
    expect(hub.openStreams()).toBe(0);
    const third = stream();
    hub.listen('tina@example.com', third.listener);
    closeSecond();
    await hub.pushTo('tina@example.com');
    expect(third.pushes).toEqual([{ unread: 1 }]);
    expect(first.pushes).toEqual([]);
  });

  it('ends every open stream when it stops, started or not', async () => {
    const hub = await hubWithUnread('tina@example.com', 0);
    const tinas = stream();
    const toms = stream();
    hub.listen('tina@example.com', tinas.listener);
    hub.listen('tom@example.com', toms.listener);
    await hub.stop();
    expect([tinas.ended(), toms.ended()]).toEqual([1, 1]);
  });

  it('forgets a recipient once their last stream closes, so that it keeps nothing for people who left', async () => {
    const hub = await hubWithUnread(TINA, 1);
    // The book is private, and an empty entry pushes nothing; but a gateway running for months
    // would keep one for every user who ever opened a page.
    const book = (hub as unknown as { streams: Map<string, Set<unknown>> }).streams;
    const phone = stream();
    const closePhone = hub.listen(TINA, phone.listener);
    const closeLaptop = hub.listen('Tina@Example.com', stream().listener);
    closePhone();
    expect([...book.keys()]).toEqual([TINA]);
    closeLaptop();
    expect(book.size).toBe(0);
    await hub.pushTo(TINA);
    expect(phone.pushes).toEqual([]);
  });
});

describe('the hub on the bus', () => {
  it('hears every event as a broadcast, so that each gateway instance pushes to the streams open on it', async () => {
    const h = await startProduct();
    const subscribe = vi.spyOn(h.platform.bus, 'subscribe');
    // A second gateway instance's hub, on the same bus.
    const other = new NotificationHub(h.platform.store, pino({ enabled: false }));
    await other.start(h.platform.bus);
    onTestFinished(() => other.stop());
    // The embedded bus gives any subscription that is not durable to every process; Kafka gives a
    // shared (durable) group's events to one instance only, and streams open on the others would
    // miss them.
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'broadcast',
        topics: [TOPICS.notificationCreated, TOPICS.messageSent],
      }),
    );
    const here = stream();
    const there = stream();
    h.deps.notificationHub.listen(TINA, here.listener);
    other.listen(TINA, there.listener);
    await h.platform.bus.publish(TOPICS.notificationCreated, [
      makeEvent(TOPICS.notificationCreated, { notificationId: 'n1', recipient: TINA, message: 'Accepted' }),
    ]);
    await vi.waitFor(() => {
      expect(here.pushes).toEqual([{ unread: 0, id: 'n1' }]);
      expect(there.pushes).toEqual([{ unread: 0, id: 'n1' }]);
    }, WAIT);
  });

  it('logs a push it could not send, with its event, and goes on with the next one', async () => {
    const h = await startProduct();
    const tinas = stream();
    h.deps.notificationHub.listen(TINA, tinas.listener);
    vi.spyOn(h.deps.notificationHub, 'unread').mockRejectedValueOnce(new Error('store down'));
    const lost = makeEvent(TOPICS.messageSent, { messageId: 'm1', from: RAVI, to: TINA });
    const next = makeEvent(TOPICS.messageSent, { messageId: 'm2', from: 'asha@example.com', to: TINA });
    await h.platform.bus.publish(TOPICS.messageSent, [lost, next]);
    await vi.waitFor(
      () => expect(tinas.pushes).toEqual([{ unread: 0, messageFrom: 'asha@example.com' }]),
      WAIT,
    );
    // A missed push costs a badge until the next one: it is a warning to read, not a failure to retry.
    expect(h.logs.filter((line) => line.msg === 'live push not sent')).toEqual([
      expect.objectContaining({
        level: 40,
        eventId: lost.id,
        type: TOPICS.messageSent,
        err: expect.objectContaining({ message: 'store down' }),
      }),
    ]);
  });
});
