/**
 * A process for the durability test. `publish` publishes the events, then handles them and
 * kills itself with SIGKILL right after the fifth handler's effect, before its offset commits.
 * `consume` restarts on the same files and handles whatever is left.
 */
import { makeEvent, TOPICS } from '@app/contracts';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { onceInStore } from './dedupe.js';
import { EmbeddedBus } from './embedded-bus.js';

const [mode, dir, countArg] = process.argv.slice(2);
if ((mode !== 'publish' && mode !== 'consume') || dir === undefined)
  throw new Error('usage: publish|consume DIR COUNT');
const count = Number(countArg ?? 20);
const store = new NedbStore(dir);
const bus = new EmbeddedBus(store, silentLogger, { maxRetries: 2, baseDelayMs: 10 });

if (mode === 'publish') {
  const events = Array.from({ length: count }, (_, i) =>
    makeEvent(TOPICS.mailRequested, { to: `t${i}@example.com`, template: 'newsletter-welcome', data: {} }),
  );
  await bus.publish('durability', events);
  process.stdout.write('published\n');
}

const handleOnce = onceInStore(store, 'durable-consumer', async (event, tx) => {
  await tx.collection('effects').insertOne({ _id: crypto.randomUUID(), eventId: event.id, at: new Date() });
  await tx.collection('effects_counter').updateOne({ _id: 'n' }, { $inc: { n: 1 } }, { upsert: true });
});
let calls = 0;
await bus.subscribe({
  group: 'durable-consumer',
  topics: ['durability'],
  handler: async (event, info) => {
    await handleOnce(event, info);
    // The fifth effect is written but its offset is not: the restart must see it again and skip it.
    if (mode === 'publish' && ++calls === 5) process.kill(process.pid, 'SIGKILL');
  },
});

let handled = 0;
// Watches the effects the handler made, from outside the handler.
const timer = setInterval(async () => {
  const n = (await store.collection('effects_counter').findOne({ _id: 'n' }))?.n;
  if (typeof n === 'number' && n !== handled) {
    handled = n;
    process.stdout.write(`handled ${n}\n`);
  }
  if (handled >= count) {
    clearInterval(timer);
    await bus.close();
    await store.close();
    process.stdout.write('done\n');
  }
}, 5);
