import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { findNotification, setDescision } from './index.js';
import { aNotification } from './notification-fixtures.js';

const ASHA = 'asha@example.com';

const startProduct = useProduct();

async function start() {
  const product = await startProduct();
  return { h: product, cookie: await loggedIn(product, ASHA) };
}

async function store(product: Harness, ...docs: NotificationDoc[]) {
  await product.platform.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION).insertMany(docs);
}

const listOf = (reply: { body: unknown }) => reply.body as unknown as Array<Record<string, unknown>>;

describe('GET /api/get-notifications-tourist and -guide', () => {
  it('lists the caller’s own notifications of the role, newest first, with the fields of spec §3', async () => {
    const { h, cookie } = await start();
    const first = aNotification({ minute: 1 });
    const latest = aNotification({ minute: 9, descision: 'accept', payable: true, subject: 'negotiation' });
    const middle = aNotification({ minute: 5 });
    await store(
      h,
      first,
      latest,
      middle,
      aNotification({ minute: 7, role: 'guide' }),
      aNotification({ minute: 8, recipient: 'someone@example.com' }),
    );
    const reply = await get(h, `/api/get-notifications-tourist?email=${encodeURIComponent(ASHA)}`, cookie);
    expect(reply.status).toBe(200);
    const list = listOf(reply);
    expect(list.map((n) => n.id)).toEqual([latest._id, middle._id, first._id]);
    expect(list[0]).toStrictEqual({
      id: latest._id,
      message: latest.message,
      timestamp: '2025-03-01T10:09:00.000Z',
      descision: 'accept',
      guideMail: 'ravi.guide@example.com',
      guideName: 'Ravi Kumar',
      touristPlace: 'Amber Fort',
      Payment: 18,
      numPeople: 3,
      bookingId: 'booking-1',
      read: false,
      payable: true,
    });
  });

  it('lists the guide’s notifications on the guide path, also without an email in the query', async () => {
    const { h, cookie } = await start();
    const asGuide = aNotification({ role: 'guide' });
    await store(h, aNotification(), asGuide);
    const reply = await get(h, '/api/get-notifications-guide', cookie);
    expect(listOf(reply).map((n) => n.id)).toEqual([asGuide._id]);
    const mixedCase = await get(h, '/api/get-notifications-guide?email=Asha%40Example.com', cookie);
    expect(listOf(mixedCase).map((n) => n.id)).toEqual([asGuide._id]);
  });

  it('answers an empty list when there are none (the page shows "No notifications")', async () => {
    const { h, cookie } = await start();
    expect(await get(h, '/api/get-notifications-tourist', cookie)).toMatchObject({ status: 200, body: [] });
  });

  it('answers 403 WRONG_ACCOUNT for someone else’s email', async () => {
    const { h, cookie } = await start();
    await store(h, aNotification({ recipient: 'ravi.guide@example.com', role: 'guide' }));
    const reply = await get(h, '/api/get-notifications-guide?email=ravi.guide%40example.com', cookie);
    expect(reply).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT', message: 'You can only do this for your own account.' },
    });
  });

  it('answers 401 "Please log in first" when logged out', async () => {
    const h = await startProduct();
    for (const path of [
      '/api/get-notifications-tourist?email=asha%40example.com',
      '/api/get-notifications-guide',
    ])
      expect(await get(h, path)).toMatchObject({ status: 401, body: { message: 'Please log in first' } });
  });

  it('lists only the latest 100', async () => {
    const { h, cookie } = await start();
    const many = Array.from({ length: 105 }, (_, i) =>
      aNotification({ timestamp: new Date(Date.UTC(2025, 0, 1, 0, i)) }),
    );
    await store(h, ...many);
    const list = listOf(await get(h, '/api/get-notifications-tourist', cookie));
    expect(list).toHaveLength(100);
    expect(list[0]?.id).toBe(many[104]?._id);
    expect(list[99]?.id).toBe(many[5]?._id);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the caller’s notifications of that role read and answers what is still unread', async () => {
    const { h, cookie } = await start();
    await store(
      h,
      aNotification(),
      aNotification(),
      aNotification({ role: 'guide' }),
      aNotification({ recipient: 'someone@example.com' }),
    );
    expect(await post(h, '/api/notifications/read', { role: 'tourist' }, cookie)).toMatchObject({
      status: 200,
      body: { unread: 1 },
    });
    const tourist = listOf(await get(h, '/api/get-notifications-tourist', cookie));
    expect(tourist.map((n) => n.read)).toEqual([true, true]);
    expect(listOf(await get(h, '/api/get-notifications-guide', cookie)).map((n) => n.read)).toEqual([false]);
    const others = await h.platform.store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .find({ recipient: 'someone@example.com' });
    expect(others.map((n) => n.read)).toEqual([false]);
  });

  it('answers 400 for an unknown role and 401 when logged out', async () => {
    const { h, cookie } = await start();
    expect((await post(h, '/api/notifications/read', { role: 'admin' }, cookie)).status).toBe(400);
    expect(await post(h, '/api/notifications/read', { role: 'tourist' })).toMatchObject({
      status: 401,
      body: { message: 'Please log in first' },
    });
  });
});

describe('notifications over tRPC', () => {
  it('lists and marks read the caller’s own notifications', async () => {
    const { h, cookie } = await start();
    const mine = aNotification({ role: 'guide' });
    await store(h, mine, aNotification({ role: 'guide', recipient: 'someone@example.com' }));
    const api = await callerFor(h, cookie);
    expect((await api.notifications.list({ role: 'guide' })).map((n) => n.id)).toEqual([mine._id]);
    expect(await api.notifications.markRead({ role: 'guide' })).toEqual({ unread: 0 });
    await expect((await callerFor(h)).notifications.list({ role: 'guide' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('what the bookings domain uses', () => {
  it('finds a notification and records its decision', async () => {
    const h = await startProduct();
    const pending = aNotification({ role: 'guide' });
    const answered = aNotification({ role: 'guide', descision: 'accept' });
    const tourists = aNotification();
    await store(h, pending, answered, tourists);
    const { store: s } = h.platform;
    expect(await findNotification(s, tourists._id)).toMatchObject({ role: 'tourist' });
    expect(await findNotification(s, 'missing')).toBeNull();
    expect(await s.transaction((tx) => setDescision(tx, pending._id, 'reject'))).toBe(true);
    expect((await findNotification(s, pending._id))?.descision).toBe('reject');
    expect(await setDescision(s, 'missing', 'reject')).toBe(false);
  });
});
