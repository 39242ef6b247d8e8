/** The mail role: renders each `mail.requested` event and sends it through the mail port, once. */
import { parseEvent, TOPICS } from '@app/contracts';
import { companyDetails, onceOutside, PoisonMessageError } from '@app/infra';
import { ZodError } from 'zod';
import { type RoleFactory, running } from '../role.js';
import { renderMail } from './templates.js';

export const MAIL_GROUP = 'mail-worker';

export const startMailWorker: RoleFactory = async ({ bus, store, mailer, logger, config }) => {
  const company = companyDetails(config);
  const log = logger.child({ role: 'mail', topic: TOPICS.mailRequested });
  const subscription = await bus.subscribe({
    group: MAIL_GROUP,
    topics: [TOPICS.mailRequested],
    concurrency: 4,
    handler: onceOutside(store, MAIL_GROUP, async (raw) => {
      let event: ReturnType<typeof parseEvent<typeof TOPICS.mailRequested>>;
      try {
        event = parseEvent(TOPICS.mailRequested, raw);
      } catch (error) {
        if (error instanceof ZodError)
          throw new PoisonMessageError(`invalid mail.requested: ${error.message}`);
        throw error;
      }
      const rendered = renderMail(event.payload, company);
      const { messageId } = await mailer.send({
        id: event.id,
        requestedAt: new Date(event.occurredAt),
        to: event.payload.to,
        ...rendered,
      });
      log.info({ eventId: event.id, template: event.payload.template, messageId }, 'mail sent');
    }),
  });
  return running('mail', [subscription]);
};
