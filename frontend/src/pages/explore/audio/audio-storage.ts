/**
 * What the audio popup keeps in localStorage: the anonymous visitor's listen counter (a mirror of
 * the server's count, which is the one enforced: DECISIONS 10) and where each track was left off.
 */
import { AUDIO_LIMITS } from '@app/contracts';

export const ANONYMOUS_COUNT_KEY = 'anonymousAudioCount';
const positionKey = (trackId: string) => `audioPosition:${trackId}`;
/** Closer than this to either end, a track starts from the beginning. */
const RESUME_MARGIN_SECONDS = 5;

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

/** One more anonymous listen was granted by the server. */
export function countAnonymousListen(): void {
  write(ANONYMOUS_COUNT_KEY, String(Math.min(AUDIO_LIMITS.anonymousGenerations, readAnonymousCount() + 1)));
}

/** The server said the visitor's listens are used up. */
export function markAnonymousLimit(): void {
  write(ANONYMOUS_COUNT_KEY, String(AUDIO_LIMITS.anonymousGenerations));
}

/** Where to resume a track of `duration` seconds left at `saved`, or null to start from 0. */
export function resumeFrom(saved: number | null, duration: number): number | null {
  if (saved === null || !Number.isFinite(saved) || !Number.isFinite(duration)) return null;
  return saved >= RESUME_MARGIN_SECONDS && saved < duration - RESUME_MARGIN_SECONDS ? saved : null;
}

export function readPosition(trackId: string): number | null {
  const value = read(positionKey(trackId));
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) ? seconds : null;
}

export function savePosition(trackId: string, seconds: number | null): void {
  write(positionKey(trackId), seconds === null ? null : seconds.toFixed(1));
}
