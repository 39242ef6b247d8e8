import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEvent, NOTIFICATIONS_COLLECTION, type NotificationDoc, TOPICS } from '@app/contracts';
import { createPlatform, type Mailer, type Platform, parseConfig, silentLogger } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUESTED } from './notifications/booking-requested.fixture.js';
import { startWorkers, type Workers } from './runtime.js';

const WAIT = { timeout: 10_000, interval: 20 };
const TOURIST = 'asha@example.com';
const GUIDE = 'ravi.guide@example.com';
const LATER = 'later@example.com';

let platform: Platform;
let workers: Workers;
afterEach(async () => {
  await workers.stop();
  await platform.close();
});

/** The events a paid booking writes in its crediting transaction (gateway/src/bookings/paid.ts). */
function paidBookingEvents(bookingId: string, tourist = TOURIST) {
  const mail = (to: string, role: 'tourist' | 'guide') =>
    makeEvent(TOPICS.mailRequested, {
      to,
      template: 'booking-update',
      data: {
        state: 'requested',
        role,
        bookingId,
        kind: 'reserved',
        guideName: 'Ravi Kumar',
        touristName: 'Asha',
        touristEmail: tourist,
        place: 'Amber Fort',
        location: 'Hotel Pearl Palace, Jaipur',
        date: '2025-03-02',
        time: '09:30',
        numPeople: 3,
        amount: '$54.00',
        answerBy: '2025-03-01T04:00:00.000Z',
      },
    });
  return {
    requested: makeEvent(TOPICS.bookingRequested, {
      ...REQUESTED,
      bookingId,
      touristEmail: tourist,
      guideEmail: GUIDE,
    }),
    mails: [mail(tourist, 'tourist'), mail(GUIDE, 'guide')],
  };
}

/** The mail port, counting what it is asked to send (a file name alone would hide a resend). */
function countingSends(mailer: Mailer, sent: string[]): Mailer {
  return {
    kind: mailer.kind,
    send: (message) => {
      sent.push(message.to);
      return mailer.send(message);
    },
    ping: () => mailer.ping(),
    close: () => mailer.close(),
  };
}

describe('a paid booking’s events delivered twice', () => {
  it('make one notification for each side and one pair of e-mails', async () => {
    const config = parseConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'redelivery-')),
      BUS_MAX_RETRIES: '1',
    });
    platform = await createPlatform(config, silentLogger);
    const sent: string[] = [];
    workers = await startWorkers({ ...platform, mailer: countingSends(platform.mailer, sent) }, [
      'notifications',
      'mail',
    ]);

    const first = paidBookingEvents('booking-1');
    // At-least-once delivery: a consumer that died before committing gets the same batch again.
    await platform.bus.publish(TOPICS.bookingRequested, [first.requested, first.requested]);
    await platform.bus.publish(TOPICS.mailRequested, [...first.mails, ...first.mails]);
    // A later booking is handled only after both deliveries of the first: waiting for it is
    // waiting for the duplicates to have been seen.
    const later = paidBookingEvents('booking-2', LATER);
    await platform.bus.publish(TOPICS.bookingRequested, [later.requested]);
    await platform.bus.publish(TOPICS.mailRequested, [...later.mails.reverse()]);
    const notifications = platform.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);
    await vi.waitFor(async () => {
      expect(await notifications.count({ bookingId: 'booking-2' })).toBe(2);
      expect(sent).toContain(LATER);
    }, WAIT);
    await workers.stop();

    const firstOnes = await notifications.find({ bookingId: 'booking-1' }, { sort: { role: 1 } });
    expect(firstOnes.map((n) => [n.role, n.descision])).toEqual([
      ['guide', 'pending...'],
      ['tourist', 'pending...'],
    ]);
    // One pair for each booking: the guide's twice, as the guide of both.
    expect(sent.sort()).toEqual([GUIDE, GUIDE, LATER, TOURIST].sort());
  });
});
