/**
 * The hub's book of open streams: every stream a recipient opens gets their pushes until it is
 * closed, whatever the others do; stopping the hub ends them all.
 */
import type { NotificationPush } from '@app/contracts';
import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@app/contracts';
import { NedbStore } from '@app/infra';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { NotificationHub } from './live-hub.js';

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
});
