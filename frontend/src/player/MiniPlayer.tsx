/**
 * The mini-player: a bar fixed at the bottom while something is loaded and no popup shows the full
 * player, on every route. A labelled region with play/pause, the title, a seek bar and close; all
 * of it works from the keyboard. In walk mode it also tells the next stop and how far it is.
 */
import { LISTENING_LABELS, WALK_LABELS } from '@app/contracts';
import { PauseIcon, PinIcon, PlayIcon } from '../components/ui/icons';
import { formatClock } from './clock';
import { player, usePlayer } from './player-store';
import { SeekBar } from './SeekBar';
import './mini-player.css';

export function MiniPlayer() {
  const item = usePlayer((state) => state.item);
  const playing = usePlayer((state) => state.playing);
  const time = usePlayer((state) => state.time);
  const duration = usePlayer((state) => state.duration);
  const error = usePlayer((state) => state.error);
  const walk = usePlayer((state) => state.walk);
  if (item === null) return null;

  return (
    <section
      className={`mini-player${walk === null ? '' : ' mini-player--walk'}`}
      aria-label={LISTENING_LABELS.miniPlayer}
    >
      <SeekBar className="mini-player__range" time={time} duration={duration} onSeek={player.seekTo} />
      {walk !== null && (
        // Not a live region: it changes with every step, and the walk's own status says arrivals.
        <p className="mini-player__walk">
          <PinIcon className="mini-player__walk-icon" />
          <span className="mini-player__walk-text">{WALK_LABELS.distanceTo(walk.next, walk.meters)}</span>
        </p>
      )}
      <div className="mini-player__body">
        <img className="mini-player__art" src={item.artwork} alt="" width={44} height={44} />
        <div className="mini-player__text">
          <p className="mini-player__title">{item.title}</p>
          <p className="mini-player__where">
            {error ?? (
              <>
                {item.where} · <span className="mini-player__time">{formatClock(time)}</span>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          className="mini-player__play"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => (playing ? player.pause() : player.play())}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="mini-player__close"
          aria-label={LISTENING_LABELS.closePlayer}
          onClick={() => player.close()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </section>
  );
}
