/** The steps a track goes through (audio.progress), as the popup's progress indicator shows them. */
import type { TrackStatus } from '@app/contracts';

export const TRACK_STAGES = [
  { status: 'pending', label: 'Queued' },
  { status: 'writing', label: 'Writing the story' },
  { status: 'speaking', label: 'Recording the voice' },
  { status: 'ready', label: 'Ready' },
] as const satisfies ReadonlyArray<{ status: TrackStatus; label: string }>;

/** The stage a status stands for (0 to 3); a failed track is at no stage (-1). */
export function stageIndex(status: TrackStatus): number {
  return TRACK_STAGES.findIndex((stage) => stage.status === status);
}

/** How far along a track is, 0 to 100, for a progress bar: a queued track is already a quarter in. */
export function stagePercent(status: TrackStatus): number {
  const index = stageIndex(status);
  return index < 0 ? 0 : Math.round(((index + 1) / TRACK_STAGES.length) * 100);
}

export { formatClock } from '../../../player/clock';
