/**
 * A worker process for the crash test. `first` records a run of offers in the outbox, starts the
 * notifications role and kills itself with SIGKILL right after the role's third write committed,
 * before the bus could record that event as handled: the worst moment for a repeat. `second`
 * starts on the same files, adds one last offer, and reports what was written once that one is in.
 */
import { makeEvent, NOTIFICATIONS_COLLECTION, type NotificationDoc, TOPICS } from '@app/contracts';
import { createPlatform, type Doc, parseConfig, recordEvents, type Store, silentLogger } from '@app/infra';
import { startWorkers } from '../runtime.js';

const OFFERS = 120;
const KILL_AFTER_WRITES = 3;
const LAST = 'booking-last';

const [mode, dataDir] = process.argv.slice(2);
if ((mode !== 'first' && mode !== 'second') || !dataDir) throw new Error('usage: first|second DATA_DIR');
const platform = await createPlatform(parseConfig({ DATA_DIR: dataDir }), silentLogger);
const notifications = platform.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

const offer = (bookingId: string) =>
  makeEvent(TOPICS.negotiationOffered, {
    negotiationId: `negotiation-${bookingId}`,
    bookingId,
    clientId: 'asha@example.com',
    clientName: 'Asha',
    guideId: 'ravi.guide@example.com',
    guideName: 'Ravi Kumar',
    touristPlace: 'Amber Fort',
    originalPrice: 18,
    offerPrice: 15,
    noOfPeople: 2,
  });

const ids = mode === 'first' ? Array.from({ length: OFFERS }, (_, i) => `booking-${i}`) : [LAST];
await platform.store.transaction((tx) => recordEvents(tx, ids.map(offer)));
/** The store as the role sees it, in `first` killing the process after the chosen commit. */
function killingStore(store: Store): Store {
  let commits = 0;
  return {
    kind: store.kind,
    collection: <T extends Doc>(name: string) => store.collection<T>(name),
    ensureIndex: (collection, index) => store.ensureIndex(collection, index),
    ping: () => store.ping(),
    readAhead: () => store.readAhead(),
    close: () => store.close(),
    transaction: async (work) => {
      const result = await store.transaction(work);
      if (++commits === KILL_AFTER_WRITES) {
        process.stdout.write(`killing mid-batch written=${await notifications.count({})}\n`);
        process.kill(process.pid, 'SIGKILL');
      }
      return result;
    },
  };
}

await platform.relay.start();
await startWorkers(mode === 'first' ? { ...platform, store: killingStore(platform.store) } : platform, [
  'notifications',
]);

if (mode === 'second') {
  const timer = setInterval(async () => {
    if ((await notifications.count({ bookingId: LAST })) < 2) return;
    clearInterval(timer);
    const perBooking = new Map<string, number>();
    for (const doc of await notifications.find({}))
      perBooking.set(doc.bookingId, (perBooking.get(doc.bookingId) ?? 0) + 1);
    const announced = await platform.store.collection('outbox').count({ topic: TOPICS.notificationCreated });
    const counts = [...new Set(perBooking.values())].join(',');
    process.stdout.write(`done bookings=${perBooking.size} perBooking=${counts} announced=${announced}\n`);
    process.exit(0);
  }, 5);
}
