/**
 * Messages' part in a user's data: every message they sent or received in their copy, as written;
 * on erasure all of them go, both sides of each thread (they are addressed by e-mail, which someone
 * may register again, and a thread with one side gone answers nobody).
 */
import type { PersonalDataHolder } from '../accounts/index.js';
import { messages } from './message-store.js';

export const messagesPersonalData: PersonalDataHolder = {
  copies: {
    async messages(store, user) {
      const rows = await messages(store).find(
        { $or: [{ from: user.email }, { to: user.email }] },
        { sort: { at: 1 } },
      );
      return rows.map(({ _id, pair: _pair, mailDue: _due, ...row }) => ({ id: _id, ...row }));
    },
  },
  async erase(tx, user) {
    await messages(tx).deleteMany({ $or: [{ from: user.email }, { to: user.email }] });
    return undefined;
  },
};
