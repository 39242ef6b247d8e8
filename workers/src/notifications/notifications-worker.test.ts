import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Envelope,
  makeEvent,
  NOTIFICATIONS_COLLECTION,
  type NotificationDoc,
  type Payload,
  TOPICS,
} from '@app/contracts';
import { createPlatform, type Platform, parseConfig, recordEvents, silentLogger } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWorkers, type Workers } from '../runtime.js';
import { REQUESTED } from './booking-requested.fixture.js';

const WAIT = { timeout: 10_000, interval: 20 };
const TOURIST = 'asha@example.com';
const GUIDE = 'ravi.guide@example.com';
const BOOKING = 'booking-1';

let platform: Platform;
let workers: Workers;
afterEach(async () => {
  await workers.stop();
  await platform.close();
});

async function start() {
  const config = parseConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'notifications-worker-')),
    BUS_MAX_RETRIES: '1',
  });
  platform = await createPlatform(config, silentLogger);
  await platform.relay.start();
  workers = await startWorkers(platform, ['notifications']);
}

/** Records events as the gateway does (the outbox), for the relay to publish. */
async function send(...events: Envelope[]) {
  await platform.store.transaction((tx) => recordEvents(tx, events));
  platform.relay.nudge();
}

const all = () =>
  platform.store
    .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
    .find({}, { sort: { timestamp: 1, role: 1 } });

/** Waits until there are `count` notifications, and returns them. */
async function notificationsWhen(count: number) {
  return vi.waitFor(async () => {
    const docs = await all();
    expect(docs).toHaveLength(count);
    return docs;
  }, WAIT);
}

const mine = (docs: NotificationDoc[], role: 'tourist' | 'guide') => docs.filter((d) => d.role === role);

const offer = (overrides: Partial<Payload<typeof TOPICS.negotiationOffered>> = {}) =>
  makeEvent(
    TOPICS.negotiationOffered,
    {
      negotiationId: 'negotiation-1',
      bookingId: BOOKING,
      clientId: TOURIST,
      clientName: 'Asha',
      guideId: GUIDE,
      guideName: 'Ravi Kumar',
      touristPlace: 'Amber Fort',
      originalPrice: 18,
      offerPrice: 15,
      noOfPeople: 3,
      ...overrides,
    },
    new Date('2025-03-01T10:00:00Z'),
  );

const request = (overrides: Partial<Payload<typeof TOPICS.bookingRequested>> = {}) =>
  makeEvent(
    TOPICS.bookingRequested,
    { ...REQUESTED, bookingId: BOOKING, touristEmail: TOURIST, guideEmail: GUIDE, ...overrides },
    new Date('2025-03-01T11:00:00Z'),
  );

const decision = (
  overrides: Partial<Payload<typeof TOPICS.bookingDecided>> = {},
  at = new Date('2025-03-01T12:00:00Z'),
) =>
  makeEvent(
    TOPICS.bookingDecided,
    {
      bookingId: BOOKING,
      subject: 'booking',
      decision: 'accept',
      reason: 'guide',
      touristEmail: TOURIST,
      guideEmail: GUIDE,
      guideName: 'Ravi Kumar',
      touristPlace: 'Amber Fort',
      numPeople: 3,
      pricePerPerson: 18,
      ...overrides,
    },
    at,
  );

describe('notifications worker: what each event writes', () => {
  it('tells the guide of an offer to answer and the tourist that it was sent, and announces both', async () => {
    await start();
    await send(offer());
    const docs = await notificationsWhen(2);
    const common = {
      bookingId: BOOKING,
      subject: 'negotiation',
      descision: 'pending...',
      guideMail: GUIDE,
      guideName: 'Ravi Kumar',
      touristPlace: 'Amber Fort',
      Payment: 15,
      numPeople: 3,
      read: false,
      payable: false,
      timestamp: new Date('2025-03-01T10:00:00Z'),
    };
    expect(mine(docs, 'guide')).toEqual([
      expect.objectContaining({
        ...common,
        recipient: GUIDE,
        message: 'Asha offers 15 USD per person for Amber Fort (3 people).',
      }),
    ]);
    expect(mine(docs, 'tourist')).toEqual([
      expect.objectContaining({
        ...common,
        recipient: TOURIST,
        message: 'Your offer of 15 USD per person was sent to Ravi Kumar.',
      }),
    ]);
    const announced = await platform.store
      .collection<{ _id: string; event: Envelope<Payload<typeof TOPICS.notificationCreated>> }>('outbox')
      .find({ topic: TOPICS.notificationCreated });
    expect(
      announced.map((a) => a.event.payload).sort((a, b) => a.recipient.localeCompare(b.recipient)),
    ).toEqual([
      {
        notificationId: mine(docs, 'tourist')[0]?._id,
        recipient: TOURIST,
        message: mine(docs, 'tourist')[0]?.message,
      },
      {
        notificationId: mine(docs, 'guide')[0]?._id,
        recipient: GUIDE,
        message: mine(docs, 'guide')[0]?.message,
      },
    ]);
  });

  it('asks the guide to answer a paid request by its deadline and tells the tourist it was sent', async () => {
    await start();
    await send(request({ guideEmail: 'Ravi.Guide@Example.com' }));
    const docs = await notificationsWhen(2);
    expect(mine(docs, 'guide')).toEqual([
      expect.objectContaining({
        recipient: GUIDE,
        subject: 'booking',
        descision: 'pending...',
        Payment: 18,
        message:
          'Asha booked you for Amber Fort (reserved, Hotel Pearl Palace, Jaipur, 2025-03-02 at 09:30, 3 people, 54 USD). ' +
          'Please accept or reject by 2 Mar 2025, 10:00 IST.',
      }),
    ]);
    expect(mine(docs, 'tourist')).toEqual([
      expect.objectContaining({
        recipient: TOURIST,
        descision: 'pending...',
        message: expect.stringMatching(
          /^Your booking request was sent to Ravi Kumar for Amber Fort .*by 2 Mar 2025, 10:00 IST\.$/,
        ),
      }),
    ]);
  });

  it('confirms a paid accepted offer to both, and the offer can no longer be paid from the tourist’s list', async () => {
    await start();
    await send(offer());
    await notificationsWhen(2);
    await send(decision({ subject: 'negotiation', pricePerPerson: 15 }));
    const accepted = await notificationsWhen(3);
    // One booking, one notification to pay it from.
    expect(mine(accepted, 'tourist').map((d) => [d.descision, d.payable])).toEqual([
      ['accept', false],
      ['accept', true],
    ]);
    await send(request({ negotiated: true, pricePerPerson: 15, answerBy: undefined }));
    const docs = await notificationsWhen(5);
    const paid = docs.filter((d) => d.subject === 'booking');
    expect(paid.map((d) => [d.role, d.descision])).toEqual([
      ['guide', 'accept'],
      ['tourist', 'accept'],
    ]);
    expect(mine(paid, 'tourist')[0]?.message).toBe(
      'Your booking with Ravi Kumar for Amber Fort (reserved, Hotel Pearl Palace, Jaipur, 2025-03-02 at 09:30, 3 people, 45 USD) is confirmed.',
    );
    expect(mine(docs, 'tourist').map((d) => d.payable)).toEqual([false, false, false]);
  });

  it('tells the tourist the guide accepted, and their waiting notification takes the decision', async () => {
    await start();
    await send(offer());
    await notificationsWhen(2);
    await send(decision({ subject: 'negotiation', pricePerPerson: 15 }));
    const docs = await notificationsWhen(3);
    const [sent, accepted] = mine(docs, 'tourist');
    expect(accepted).toMatchObject({
      message: 'Ravi Kumar accepted your offer for Amber Fort.',
      descision: 'accept',
      payable: true,
      Payment: 15,
      subject: 'negotiation',
    });
    expect(sent).toMatchObject({ descision: 'accept', payable: false });
    // The guide's own notification is the gateway's to change, with the guide's answer.
    expect(mine(docs, 'guide').map((d) => d.descision)).toEqual(['pending...']);
  });

  it('accepting a paid request confirms it without anything left to pay', async () => {
    await start();
    await send(request());
    await notificationsWhen(2);
    await send(decision());
    const docs = await notificationsWhen(3);
    expect(mine(docs, 'tourist').map((d) => [d.message.slice(0, 45), d.descision, d.payable])).toEqual([
      ['Your booking request was sent to Ravi Kumar f', 'accept', false],
      ['Ravi Kumar accepted your booking request for ', 'accept', false],
    ]);
  });

  it('tells the tourist of a rejection with the refund, and closes what was waiting', async () => {
    await start();
    await send(request());
    await notificationsWhen(2);
    await send(decision({ decision: 'reject', refund: '₹2,990.00' }));
    const docs = await notificationsWhen(3);
    expect(mine(docs, 'tourist').map((d) => d.descision)).toEqual(['reject', 'reject']);
    expect(mine(docs, 'tourist')[1]?.message).toBe(
      'Ravi Kumar rejected your booking request for Amber Fort. ₹2,990.00 will be refunded to you.',
    );
    expect(mine(docs, 'guide')).toHaveLength(1);
  });

  it('on no answer in time, closes the guide’s request and tells both why', async () => {
    await start();
    await send(request());
    await notificationsWhen(2);
    await send(decision({ decision: 'reject', reason: 'timeout', refund: '₹2,990.00' }));
    const docs = await notificationsWhen(4);
    expect(mine(docs, 'guide').map((d) => [d.descision, d.message])).toEqual([
      ['reject', expect.stringContaining('Asha booked you')],
      [
        'reject',
        'The booking request for Amber Fort (3 people) was not answered in time and has been cancelled.',
      ],
    ]);
    expect(mine(docs, 'tourist').map((d) => [d.descision, d.message])).toEqual([
      ['reject', expect.stringContaining('Your booking request was sent')],
      [
        'reject',
        'Ravi Kumar did not answer your booking request for Amber Fort in time. ₹2,990.00 will be refunded to you.',
      ],
    ]);
  });

  it('when the tourist cancels an offer, the guide’s offer closes and the guide is told', async () => {
    await start();
    await send(offer());
    await notificationsWhen(2);
    await send(
      decision({ subject: 'negotiation', decision: 'reject', reason: 'cancelled', pricePerPerson: 15 }),
    );
    const docs = await notificationsWhen(4);
    expect(mine(docs, 'guide').map((d) => [d.descision, d.message])).toEqual([
      ['reject', 'Asha offers 15 USD per person for Amber Fort (3 people).'],
      ['reject', 'The tourist cancelled the offer for Amber Fort (3 people).'],
    ]);
    expect(mine(docs, 'tourist')[1]).toMatchObject({
      descision: 'reject',
      payable: false,
      message: 'You cancelled your offer with Ravi Kumar for Amber Fort.',
    });
  });

  it('an accepted offer the tourist cancels before paying can no longer be paid', async () => {
    await start();
    await send(offer());
    await notificationsWhen(2);
    await send(decision({ subject: 'negotiation', pricePerPerson: 15 }));
    await notificationsWhen(3);
    // Later than the acceptance, so the list's order by time is the order they happened in.
    await send(
      decision(
        { subject: 'negotiation', decision: 'reject', reason: 'cancelled', pricePerPerson: 15 },
        new Date('2025-03-01T12:30:00Z'),
      ),
    );
    const docs = await notificationsWhen(5);
    expect(mine(docs, 'tourist').map((d) => [d.descision, d.payable])).toEqual([
      ['accept', false],
      ['accept', false],
      ['reject', false],
    ]);
  });

  it('writes an offer that a cancellation overtook as already closed, not waiting forever', async () => {
    await start();
    await send(
      decision({ subject: 'negotiation', decision: 'reject', reason: 'cancelled', pricePerPerson: 15 }),
    );
    await notificationsWhen(2);
    await send(offer());
    const docs = await notificationsWhen(4);
    expect(docs.map((d) => d.descision)).toEqual(['reject', 'reject', 'reject', 'reject']);
  });
});

describe('notifications worker: delivery', () => {
  it('writes one set when the same event is delivered twice', async () => {
    await start();
    const event = offer();
    await platform.bus.publish(TOPICS.negotiationOffered, [event, event]);
    // A later event is handled only after both deliveries of the first.
    await platform.bus.publish(TOPICS.negotiationOffered, [offer({ bookingId: 'booking-2' })]);
    await vi.waitFor(
      async () => expect(await all()).toContainEqual(expect.objectContaining({ bookingId: 'booking-2' })),
      WAIT,
    );
    await workers.stop();
    expect((await all()).map((d) => d.bookingId).sort()).toEqual([
      BOOKING,
      BOOKING,
      'booking-2',
      'booking-2',
    ]);
    expect(await platform.store.collection('outbox').count({ topic: TOPICS.notificationCreated })).toBe(4);
  });

  it('parks a malformed event on its dead-letter topic and writes nothing', async () => {
    await start();
    const dead: Envelope[] = [];
    await platform.bus.subscribe({
      group: 'dlq-watch',
      topics: [`${TOPICS.bookingDecided}.dlq`],
      handler: async (e) => void dead.push(e),
    });
    const bad = { ...decision(), payload: { ...decision().payload, decision: 'maybe' } };
    await platform.bus.publish(TOPICS.bookingDecided, [bad]);
    await vi.waitFor(() => expect(dead.map((e) => e.id)).toEqual([bad.id]), WAIT);
    expect(await all()).toHaveLength(0);
  });
});
