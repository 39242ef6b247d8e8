/**
 * The player of a ready track: play/pause, 15-second skips, a seek bar, playback speed, the
 * transcript, resuming where the listener stopped, and lock-screen controls. The <audio> element
 * has no native controls and no download option; every control is a real button, range or select.
 */
import { COMPANY, type TrackView } from '@app/contracts';
import {
  type CSSProperties,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { PauseIcon, PlayIcon, SkipIcon, TextIcon } from '../../../components/ui/icons';
import { langTag } from '../language-detail';
import { readPosition, resumeFrom, savePosition } from './audio-storage';
import { reportPlayback, SKIP_SECONDS, useMediaSession } from './media-session';
import { formatClock } from './track-stages';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** How often the listening position is saved while playing. */
const SAVE_EVERY_SECONDS = 2;

export interface AudioPlayerProps {
  readonly track: TrackView & { audioUrl: string };
  /** The place's full name, for the lock screen. */
  readonly title: string;
  /** 'Agra, India' */
  readonly where: string;
  /** The place's picture URL, for the lock screen. */
  readonly artwork: string;
}

export function AudioPlayer({ track, title, where, artwork }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const savedAt = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState((track.durationMs ?? 0) / 1000);
  const [speed, setSpeed] = useState(1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const [playError, setPlayError] = useState<string | null>(null);
  const speedId = useId();
  const transcriptId = useId();

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (audio === null) return;
    setPlayError(null);
    audio.play().catch((error: unknown) => {
      // Aborted by a pause or a new source: nothing to tell. Anything else the listener should know.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlayError('The audio could not start. Please press Play again.');
    });
  }, []);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (audio === null) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    audio.currentTime = Math.max(0, Math.min(end, seconds));
    setTime(audio.currentTime);
  }, []);
  const skip = useCallback(
    (seconds: number) => seekTo((audioRef.current?.currentTime ?? 0) + seconds),
    [seekTo],
  );

  useMediaSession({ title, artist: COMPANY.brand, album: where, artwork }, { play, pause, skip, seekTo });

  // Closing the popup removes the player mid-play: keep the place for next time.
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio !== null && audio.currentTime > 0 && !audio.ended) savePosition(track.id, audio.currentTime);
    };
  }, [track.id]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const length = Number.isFinite(audio.duration) ? audio.duration : duration;
    setDuration(length);
    const from = resumeFrom(readPosition(track.id), length);
    if (from !== null) {
      audio.currentTime = from;
      setTime(from);
      setResumedAt(from);
    }
  };

  const onTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    setTime(audio.currentTime);
    if (Math.abs(audio.currentTime - savedAt.current) >= SAVE_EVERY_SECONDS) {
      savedAt.current = audio.currentTime;
      savePosition(track.id, audio.currentTime);
    }
    reportPlayback(!audio.paused, audio);
  };

  const onPlayState = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    setPlaying(!audio.paused);
    if (audio.paused) savePosition(track.id, audio.ended ? null : audio.currentTime);
    reportPlayback(!audio.paused, audio);
  };

  const changeSpeed = (value: number) => {
    setSpeed(value);
    const audio = audioRef.current;
    if (audio === null) return;
    audio.defaultPlaybackRate = value;
    audio.playbackRate = value;
  };

  const progress = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  const paragraphs = (track.text ?? '').split(/\n{2,}/).filter((part) => part.trim() !== '');

  return (
    <div className="audio-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative. */}
      <audio
        ref={audioRef}
        className="audio-player__element"
        src={track.audioUrl}
        preload="metadata"
        controlsList="nodownload noplaybackrate"
        onContextMenu={(event) => event.preventDefault()}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={(event) => {
          const length = event.currentTarget.duration;
          if (Number.isFinite(length) && length > 0) setDuration(length);
        }}
        onTimeUpdate={onTimeUpdate}
        onPlay={onPlayState}
        onPause={onPlayState}
        onEnded={onPlayState}
      />

      <div className="audio-player__seek">
        <input
          className="audio-player__range"
          type="range"
          min={0}
          max={Math.max(duration, 0)}
          step={1}
          value={Math.min(time, duration)}
          disabled={duration <= 0}
          aria-label="Seek"
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          style={{ '--audio-progress': `${progress}%` } as CSSProperties}
          onChange={(event) => seekTo(Number(event.target.value))}
        />
        <div className="audio-player__times" aria-hidden="true">
          <span>{formatClock(time)}</span>
          <span>{formatClock(duration)}</span>
        </div>
      </div>

      <div className="audio-player__controls">
        <button
          type="button"
          className="audio-player__skip"
          aria-label={`Back ${SKIP_SECONDS} seconds`}
          onClick={() => skip(-SKIP_SECONDS)}
        >
          <SkipIcon direction="back" />
        </button>
        <button
          type="button"
          className="audio-player__play"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={playing ? pause : play}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="audio-player__skip"
          aria-label={`Forward ${SKIP_SECONDS} seconds`}
          onClick={() => skip(SKIP_SECONDS)}
        >
          <SkipIcon direction="forward" />
        </button>
      </div>

      {playError !== null && (
        <p className="audio-player__note" role="alert">
          {playError}
        </p>
      )}
      {resumedAt !== null && (
        <p className="audio-player__note">
          Picked up where you left off, at {formatClock(resumedAt)}.{' '}
          <button
            type="button"
            className="audio-player__link"
            onClick={() => {
              seekTo(0);
              setResumedAt(null);
            }}
          >
            Start over
          </button>
        </p>
      )}

      <div className="audio-player__extras">
        <div className="audio-player__speed">
          <label htmlFor={speedId}>Speed</label>
          <select
            id={speedId}
            className="audio-player__select"
            value={speed}
            onChange={(event) => changeSpeed(Number(event.target.value))}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </div>
        {paragraphs.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={transcriptOpen}
            aria-controls={transcriptId}
            onClick={() => setTranscriptOpen((open) => !open)}
          >
            <TextIcon />
            {transcriptOpen ? 'Hide transcript' : 'Show transcript'}
          </button>
        )}
      </div>

      <section
        id={transcriptId}
        className="audio-player__transcript"
        hidden={!transcriptOpen}
        aria-label="Transcript"
        lang={langTag(track.textLanguage ?? 'en-US')}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
