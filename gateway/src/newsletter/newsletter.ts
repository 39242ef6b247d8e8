/** The newsletter: only the logged-in user's own e-mail, once, with a welcome mail. */
import { MESSAGES, TOPICS } from '@app/contracts';
import { type Actor, markNewsletterSubscribed, requireSelf, requireUser } from '../accounts/index.js';
import { emit, type Ports } from '../core/index.js';

export async function subscribe(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  input: { subscribeEmail: string },
) {
  const user = requireSelf(actor, input.subscribeEmail, MESSAGES.newsletterEmailMismatch);
  const subscribed = await deps.store.transaction(async (tx) => {
    // Only the first subscription changes anything and sends the welcome mail.
    if (!(await markNewsletterSubscribed(tx, user._id))) return false;
    await tx
      .collection('newsletter_subscribers')
      .insertOne({ _id: user.email, userId: user._id, subscribedAt: new Date() });
    await emit(tx, TOPICS.mailRequested, { to: user.email, template: 'newsletter-welcome', data: {} });
    return true;
  });
  if (subscribed) deps.relay.nudge();
  return { message: MESSAGES.newsletterSubscribed, subscribed: true };
}

export function subscriptionStatus(actor: Actor) {
  return { subscribed: requireUser(actor).newsletter };
}
