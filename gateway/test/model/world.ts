/**
 * The world the model-based suite drives: the whole product on embedded adapters with the
 * notifications worker, two guides of the Taj Mahal, two tourists, and the sandbox's webhooks caught
 * so the sequence decides when (and how often, and in which order) each one reaches the gateway.
 */
import type { SandboxCheckout } from '@app/infra';
import { vi } from 'vitest';
import { type Harness, harness } from '../harness.js';
import { loggedIn } from '../http.js';
import { verifiedGuide } from '../marketplace.js';

export const TOURISTS = ['tina@example.com', 'tom@example.com'] as const;
export const GUIDES = ['asha@example.com', 'ravi@example.com'] as const;
export const COUPON_LIMIT = 2;

/** A webhook the sandbox raised, kept until the sequence delivers it. */
export interface CaughtWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

export interface World {
  h: Harness;
  sandbox: SandboxCheckout;
  cookies: Record<string, string>;
  webhooks: CaughtWebhook[];
  /** The payments the product was told of and took the news (a callback or webhook answered 2xx). */
  told: Set<string>;
  /** What the sequence did, in words, for the report of a failure. */
  steps: string[];
}

/** The model's view: the ids the sequence has made, so commands can name them by index. */
export interface Model {
  bookings: string[];
  orders: string[];
}

/** Moves the product's clock forward (only `Date` is faked: timers and I/O run as usual). */
export function advanceClock(ms: number): void {
  vi.setSystemTime(new Date(Date.now() + ms));
}

export async function startWorld(): Promise<World> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-27T04:30:00Z'));
  const h = await harness({
    workers: ['notifications'],
    env: {
      COUPON_LIMIT_EXPLOREWITHUS20: String(COUPON_LIMIT),
      COUPON_LIMIT_EXPLOREWITHUS25: String(COUPON_LIMIT),
    },
  });
  const sandbox = h.platform.payments as SandboxCheckout;
  const webhooks: CaughtWebhook[] = [];
  sandbox.connectWebhooks(async (rawBody, signature, eventId) => {
    webhooks.push({ rawBody, signature, eventId });
    return 200;
  });
  const cookies: Record<string, string> = {};
  for (const [i, email] of GUIDES.entries())
    cookies[email] = (
      await verifiedGuide(h, email, {
        guidePlaces: 'Taj Mahal',
        guideCity: 'Uttar Pradesh',
        guidePrice: 15 + i * 2,
      })
    ).cookie;
  for (const email of TOURISTS) cookies[email] = await loggedIn(h, email);
  return { h, sandbox, cookies, webhooks, told: new Set(), steps: [] };
}

export async function stopWorld(world: World | undefined): Promise<void> {
  await world?.h.close();
  vi.useRealTimers();
}
