/**
 * Notifications' part in a user's data: their copy holds exactly their own notifications, and the
 * erasure of their account deletes exactly those, while others' notifications that named them as
 * guide stay, naming a former guide instead.
 */
import { DELETE_WORD, FORMER_GUIDE, NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { aNotification } from './notification-fixtures.js';

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';
const PASSWORD = 'Secret#123';

const startProduct = useProduct();

const collection = (h: Harness) => h.platform.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);

/** A notification as the copy gives it: its id as `id`, without the recipient (the user), as JSON. */
function inCopy({ _id, recipient: _self, timestamp, ...row }: NotificationDoc) {
  return { id: _id, ...row, timestamp: timestamp.toISOString() };
}

describe('the user’s notifications in their data', () => {
  it('the copy holds exactly their own notifications, oldest first, without the recipient', async () => {
    const h = await startProduct();
    const api = await callerFor(h, await loggedIn(h, ASHA));
    const latest = aNotification({ minute: 9, role: 'guide', guideMail: ASHA, read: true });
    const first = aNotification({ minute: 1 });
    // Ravi's, though it names Asha as his guide, is his.
    await collection(h).insertMany([latest, first, aNotification({ recipient: RAVI, guideMail: ASHA })]);
    const copy = await api.profile.exportData();
    expect(copy.notifications).toStrictEqual([inCopy(first), inCopy(latest)]);
  });

  it('erasure deletes their own; others’ that named them as guide stay, naming a former guide', async () => {
    const h = await startProduct();
    const api = await callerFor(h, await loggedIn(h, ASHA));
    const ravisAboutAsha = aNotification({ recipient: RAVI, guideMail: ASHA, guideName: 'Asha' });
    const ravisOther = aNotification({ recipient: RAVI });
    await collection(h).insertMany([
      aNotification(),
      aNotification({ role: 'guide' }),
      ravisAboutAsha,
      ravisOther,
    ]);
    await api.profile.deleteAccount({ confirm: DELETE_WORD, password: PASSWORD });
    // Addressed by e-mail, which someone may register again: nothing of hers may reach them.
    expect(await collection(h).find({ recipient: ASHA })).toEqual([]);
    const left = await collection(h).find({}, { sort: { _id: 1 } });
    expect(left).toEqual([{ ...ravisAboutAsha, guideMail: '', guideName: FORMER_GUIDE }, ravisOther]);
  });
});
