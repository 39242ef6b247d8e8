/**
 * The walking order as a numbered list: each stop's name, its leg from the previous one, whether
 * walk mode has reached it, and a Play button that plays its narration by tapping, with or without
 * walk mode.
 */
import { WALK_LABELS, type WalkStop } from '@app/contracts';
import { CheckIcon, PlayIcon } from '../components/ui/icons';

export interface WalkStopListProps {
  readonly stops: readonly WalkStop[];
  readonly visited: readonly string[];
  /** The stop whose narration was asked for last, if any. */
  readonly current: string | null;
  readonly onPlay: (stop: WalkStop) => void;
}

/** 'Start here', the leg walked or ridden from the previous stop, and where a new day starts. */
function legText(stop: WalkStop, previous: WalkStop | undefined, index: number): string {
  if (previous === undefined) return WALK_LABELS.startHere;
  const leg =
    stop.legMode === 'ride'
      ? WALK_LABELS.ride(stop.legMeters, index)
      : WALK_LABELS.leg(stop.legMeters, index);
  return stop.day === previous.day ? leg : `${WALK_LABELS.dayStart(stop.day)} · ${leg}`;
}

export function WalkStopList({ stops, visited, current, onPlay }: WalkStopListProps) {
  return (
    <ol className="walk-stops">
      {stops.map((stop, index) => {
        const reached = visited.includes(stop.id);
        return (
          <li
            key={stop.id}
            className={`walk-stop${reached ? ' walk-stop--visited' : ''}`}
            aria-current={stop.id === current ? 'step' : undefined}
          >
            <span className="walk-stop__number" aria-hidden="true">
              {reached ? <CheckIcon /> : index + 1}
            </span>
            <div className="walk-stop__text">
              <p className="walk-stop__name">
                <span className="visually-hidden">{index + 1}. </span>
                {stop.name}
              </p>
              <p className="walk-stop__meta">
                {legText(stop, stops[index - 1], index)}
                {reached && ` · ${WALK_LABELS.visited}`}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm walk-stop__play"
              aria-label={`${WALK_LABELS.playStop} ${stop.name}`}
              onClick={() => onPlay(stop)}
            >
              <PlayIcon />
              {WALK_LABELS.playStop}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
