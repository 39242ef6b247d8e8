/** A stored message as either side reads it: contact details held back until a booking is paid. */
import type { MessageView } from '@app/contracts';
import { holdBackContacts } from './contact-details.js';
import type { MessageDoc } from './message-store.js';

export function viewOf(message: MessageDoc, paid: boolean): MessageView {
  const { text, held } = paid ? { text: message.text, held: false } : holdBackContacts(message.text);
  return {
    id: message._id,
    from: message.from,
    text,
    at: message.at.toISOString(),
    held,
    reported: message.reportedAt !== undefined,
  };
}
