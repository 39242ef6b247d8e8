/**
 * Which track the popup asks for. A subscriber hears the full audio book unless they turned the
 * switch off for a shorter one (the spec gives subscribers the full book); everyone else hears the
 * one-minute narration, and a bought special plan's page asks for the plan's own track.
 */
import type { TrackKind } from './use-track';

export function trackKind(options: {
  readonly plan: string | null;
  readonly subscriber: boolean;
  readonly shorter: boolean;
}): TrackKind {
  if (options.plan !== null) return 'plan';
  return options.subscriber && !options.shorter ? 'book' : 'minute';
}
