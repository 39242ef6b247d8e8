/**
 * A process for the store crash test. Runs newsletter-like transactions on DIR until it is
 * killed: each flips a user's flag and writes a subscriber record, an outbox event and a counter
 * together, and "ack <id>" is printed once the transaction has resolved. The subscribers and the
 * outbox are opened as the product opens its history (indexes that cannot refuse a document): read
 * at their first use, while the rest is read ahead, so a kill may come in the middle of either.
 */
import { NedbStore } from './nedb-store.js';

const [dir, prefix] = process.argv.slice(2);
if (dir === undefined || prefix === undefined) throw new Error('usage: DIR PREFIX');
const store = new NedbStore(dir);
await store.ensureIndex('subscribers', { fields: ['userId'] });
await store.ensureIndex('outbox', { fields: ['type'] });
void store.readAhead();

for (let i = 0; ; i++) {
  const id = `${prefix}-${i}`;
  await store.collection('users').insertOne({ _id: id, email: `${id}@example.com`, newsletter: false });
  await store.transaction(async (tx) => {
    await tx.collection('users').updateOne({ _id: id, newsletter: false }, { $set: { newsletter: true } });
    await tx.collection('subscribers').insertOne({ _id: id, userId: id, subscribedAt: new Date() });
    await tx.collection('outbox').insertOne({ _id: id, type: 'mail.requested', to: `${id}@example.com` });
    await tx.collection('counters').updateOne({ _id: 'subscribed' }, { $inc: { n: 1 } }, { upsert: true });
  });
  process.stdout.write(`ack ${id}\n`);
}
