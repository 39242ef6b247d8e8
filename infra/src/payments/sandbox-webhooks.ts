/**
 * The sandbox's webhooks: events in Razorpay's JSON shape, signed with the webhook secret as
 * `x-razorpay-signature` is, handed to a `deliver` function (the gateway calls its own app
 * in-process) and retried with back-off until a 2xx, within a bounded schedule, as Razorpay
 * retries a failed delivery (there over hours; here within seconds).
 */
import type { Logger } from '../logging/logger.js';
import type { WebhookDeliver } from './port.js';
import { razorpayStyleId } from './sandbox-ids.js';
import { signWebhook } from './signatures.js';

export type SandboxEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'order.paid'
  | 'payment.failed'
  | 'refund.processed';

/** The entities an event carries, keyed as in Razorpay's `payload` (`payment`, `order`, `refund`). */
export type EventEntities = Partial<Record<'payment' | 'order' | 'refund', Record<string, unknown>>>;

/** Waits before the 1st, 2nd, ... retry; five retries span about half a minute. */
export const SANDBOX_WEBHOOK_RETRY_MS: readonly number[] = [1000, 2000, 4000, 8000, 16_000];

/** Stands in for the merchant account id Razorpay puts in every event. */
const SANDBOX_ACCOUNT_ID = 'acc_SandboxAccount';

export interface SandboxWebhooksOptions {
  secret: string;
  logger: Logger;
  retryScheduleMs?: readonly number[];
}

export class SandboxWebhooks {
  private deliver: WebhookDeliver | undefined;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly waits = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  private readonly schedule: readonly number[];

  constructor(private readonly options: SandboxWebhooksOptions) {
    this.schedule = options.retryScheduleMs ?? SANDBOX_WEBHOOK_RETRY_MS;
  }

  connect(deliver: WebhookDeliver): void {
    this.deliver = deliver;
  }

  /** Signs the event and delivers it in the background. */
  send(name: SandboxEventName, entities: EventEntities): void {
    const eventId = razorpayStyleId('evt');
    const deliver = this.deliver;
    if (!deliver || this.closed) {
      this.options.logger.warn(
        { event: name, eventId },
        'sandbox webhook dropped: no webhook receiver is connected (reconciliation will find the payment)',
      );
      return;
    }
    const body = JSON.stringify({
      entity: 'event',
      account_id: SANDBOX_ACCOUNT_ID,
      event: name,
      contains: Object.keys(entities),
      payload: Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, { entity }])),
      created_at: Math.floor(Date.now() / 1000),
    });
    const run = this.deliverWithRetries(deliver, body, signWebhook(this.options.secret, body), eventId, name);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves once every delivery under way has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Stops waiting retries (they are logged as undelivered) and lets running attempts finish. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wait of this.waits) {
      clearTimeout(wait.timer);
      wait.wake();
    }
    await this.idle();
  }

  private async deliverWithRetries(
    deliver: WebhookDeliver,
    body: string,
    signature: string,
    eventId: string,
    name: SandboxEventName,
  ): Promise<void> {
    const log = this.options.logger.child({ event: name, eventId });
    let attempts = 0;
    for (;;) {
      attempts++;
      try {
        const status = await deliver(body, signature, eventId);
        if (status >= 200 && status < 300) return;
        log.warn({ status, attempt: attempts }, 'sandbox webhook refused');
      } catch (error) {
        log.warn({ err: error, attempt: attempts }, 'sandbox webhook delivery failed');
      }
      const delay = this.schedule[attempts - 1];
      if (delay === undefined || this.closed) break;
      await this.wait(delay);
      if (this.closed) break;
    }
    log.error({ attempts }, 'sandbox webhook not delivered; gave up');
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waits.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      // A retry waiting must not keep a finished process (a CLI, a test run) alive.
      entry.timer.unref();
      this.waits.add(entry);
    });
  }
}
