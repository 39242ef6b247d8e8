/** Messages as the product keeps them: who wrote to whom, what, when, and what became of it. */
import type { Doc, Store } from '@app/infra';

export type MessageDoc = Doc & {
  /** The two e-mails in order, one space apart: the thread the message belongs to. */
  pair: string;
  from: string;
  to: string;
  /** What the reader is in this conversation: written to as a guide or as a traveller. */
  toRole: 'guide' | 'tourist';
  /** As written; contact details are held back when it is read, not when it is stored. */
  text: string;
  at: Date;
  readAt?: Date;
  /** When its reader is to be mailed about it if still unread (away-mails.ts); unset once read or mailed. */
  mailDue?: Date;
  reportedAt?: Date;
};

const MESSAGES = 'messages';

export const messages = (store: Store) => store.collection<MessageDoc>(MESSAGES);

/** The thread of two people, whichever of them asks. */
export const pairOf = (a: string, b: string): string => [a, b].sort().join(' ');

export async function ensureMessageIndexes(store: Store): Promise<void> {
  // A thread, a person's conversations (sent and received), the mail sweep and the operator's list.
  await store.ensureIndex(MESSAGES, { fields: ['pair'] });
  await store.ensureIndex(MESSAGES, { fields: ['from'] });
  await store.ensureIndex(MESSAGES, { fields: ['to'] });
  await store.ensureIndex(MESSAGES, { fields: ['mailDue'] });
  await store.ensureIndex(MESSAGES, { fields: ['reportedAt'] });
}
