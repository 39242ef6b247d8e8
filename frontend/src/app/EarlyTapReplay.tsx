/**
 * Part of the app's tree on the server and in the browser alike (so hydration finds the same
 * tree): once the browser has taken a prerendered page over, it replays the tap kept meanwhile
 * (early-taps.ts). It renders nothing.
 */
import { useEffect } from 'react';
import { replayEarlyTap } from './early-taps';

export function EarlyTapReplay() {
  useEffect(replayEarlyTap, []);
  return null;
}
