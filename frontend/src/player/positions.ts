/** Where each track was left off, in localStorage, so that a reload or a later visit resumes it. */

const positionKey = (trackId: string) => `audioPosition:${trackId}`;
/** Closer than this to either end, a track starts from the beginning. */
const RESUME_MARGIN_SECONDS = 5;

/** Where to resume a track of `duration` seconds left at `saved`, or null to start from 0. */
export function resumeFrom(saved: number | null, duration: number): number | null {
  if (saved === null || !Number.isFinite(saved) || !Number.isFinite(duration)) return null;
  return saved >= RESUME_MARGIN_SECONDS && saved < duration - RESUME_MARGIN_SECONDS ? saved : null;
}

export function readPosition(trackId: string): number | null {
  try {
    const value = window.localStorage.getItem(positionKey(trackId));
    const seconds = value === null ? Number.NaN : Number(value);
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

/** Saves where the track is, or forgets it (null: it was heard to the end). */
export function savePosition(trackId: string, seconds: number | null): void {
  try {
    if (seconds === null) window.localStorage.removeItem(positionKey(trackId));
    else window.localStorage.setItem(positionKey(trackId), seconds.toFixed(1));
  } catch {
    // Storage blocked or full: resuming is a convenience only.
  }
}
