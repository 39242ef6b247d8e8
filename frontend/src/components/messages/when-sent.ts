/** When a message was sent, short: the time today, the day and time before. */
import { onFirstUse } from '../../app/on-first-use';

const TIME = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }));
const DAY_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

export function whenSent(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? TIME().format(at) : DAY_TIME().format(at);
}
