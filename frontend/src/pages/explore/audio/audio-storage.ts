/**
 * What the audio popup keeps in localStorage: the anonymous visitor's listen counter, a mirror of
 * the server's count, which is the one enforced (DECISIONS 10). Where each track was left off is
 * the player's (player/positions.ts).
 */
import { AUDIO_LIMITS } from '@app/contracts';

export const ANONYMOUS_COUNT_KEY = 'anonymousAudioCount';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: these are conveniences only.
  }
}

/** Free listens left for a visitor who has used `count`. */
export function anonymousLeft(count: number): number {
  return Math.max(0, AUDIO_LIMITS.anonymousGenerations - count);
}

export function readAnonymousCount(): number {
  const count = Number.parseInt(read(ANONYMOUS_COUNT_KEY) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** The server counted `used` listens on this device (a replay counts none). */
export function mirrorAnonymousCount(used: number): void {
  write(ANONYMOUS_COUNT_KEY, String(Math.max(0, Math.min(AUDIO_LIMITS.anonymousGenerations, used))));
}

/** The server said the visitor's listens are used up. */
export function markAnonymousLimit(): void {
  write(ANONYMOUS_COUNT_KEY, String(AUDIO_LIMITS.anonymousGenerations));
}
