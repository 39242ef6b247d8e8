/**
 * What the gateway is built from: the platform's adapters, and what services need beyond them,
 * made once at composition (deps-factory.ts). The edges (trpc/, rest/) hand it to services, each
 * of which names only the parts it uses.
 */
import type { PersonalDataKeeping } from '../accounts/index.js';
import type { TrackWaking } from '../audio/index.js';
import type { Ports } from '../core/index.js';
import type { NotificationPushing } from '../notifications/index.js';
import type { PurchasablesKeeping, SettlementNudging } from '../payments/index.js';

export type Deps = Ports &
  TrackWaking &
  NotificationPushing &
  SettlementNudging &
  PurchasablesKeeping &
  PersonalDataKeeping & {
    /** Absolute path of the built frontend, or null to serve no pages (API-only tests). */
    frontendDist: string | null;
    /** The secret `pnpm admin` must show to command this process (see operator/token.ts). */
    operatorToken: string;
  };
