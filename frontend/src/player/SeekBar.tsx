/** The seek bar of a player (the popup's and the mini-player's): a range over the track's seconds. */
import type { CSSProperties } from 'react';
import { formatClock } from './clock';

export interface SeekBarProps {
  readonly className: string;
  readonly time: number;
  readonly duration: number;
  readonly onSeek: (seconds: number) => void;
}

export function SeekBar({ className, time, duration, onSeek }: SeekBarProps) {
  const progress = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <input
      className={className}
      type="range"
      min={0}
      max={Math.max(duration, 0)}
      step={1}
      value={Math.min(time, duration)}
      disabled={duration <= 0}
      aria-label="Seek"
      aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
      style={{ '--audio-progress': `${progress}%` } as CSSProperties}
      onChange={(event) => onSeek(Number(event.target.value))}
    />
  );
}
