/** A worker role: what it consumes, started from the platform, stopped gracefully. */
import type { Platform, Subscription } from '@app/infra';

export interface RunningRole {
  readonly name: string;
  /**
   * Stops taking messages and lets the ones in flight finish and commit; returns even when one
   * hangs (after the bus's grace period; that message is delivered again later).
   */
  stop(): Promise<void>;
}

/** Starts a role on the platform, or the part of one it needs (the audio role needs no store). */
export type RoleFactory<P = Omit<Platform, 'close'>> = (platform: P) => Promise<RunningRole>;

export function running(name: string, subscriptions: readonly Subscription[]): RunningRole {
  return {
    name,
    stop: async () => {
      await Promise.all(subscriptions.map((s) => s.stop()));
    },
  };
}
