/**
 * The audio popup's full player of a ready track: play/pause, 15-second skips, a seek bar, playback
 * speed and the transcript. It drives the app's one player (player/player-store.ts), so closing the
 * popup does not stop the audio: the mini-player takes over. Another place already playing keeps
 * playing until this one's Play is pressed.
 */
import type { TrackView } from '@app/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { PauseIcon, PlayIcon, SkipIcon, TextIcon } from '../../../components/ui/icons';
import { SKIP_SECONDS } from '../../../player/media-session';
import { type PlayerItem, player, usePlayer } from '../../../player/player-store';
import { SeekBar } from '../../../player/SeekBar';
import { langTag } from '../language-detail';
import { formatClock } from './track-stages';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

export interface AudioPlayerProps {
  readonly track: TrackView & { audioUrl: string };
  /** The place's full name, for the mini-player and the lock screen. */
  readonly title: string;
  /** 'Agra, India' */
  readonly where: string;
  /** The place's picture URL, for the lock screen. */
  readonly artwork: string;
}

export function AudioPlayer({ track, title, where, artwork }: AudioPlayerProps) {
  const item = useMemo<PlayerItem>(
    () => ({
      id: track.id,
      src: track.audioUrl,
      title,
      where,
      artwork,
      durationMs: track.durationMs ?? track.expectedDurationMs,
      resumable: true,
    }),
    // The expected length is left out: a new guess must not load the track again (estimate below).
    [track.id, track.audioUrl, track.durationMs, title, where, artwork],
  );
  const current = usePlayer((state) => state.item?.id === item.id);
  const playing = usePlayer((state) => current && state.playing);
  const time = usePlayer((state) => (current ? state.time : 0));
  const duration = usePlayer((state) =>
    current ? state.duration : (track.durationMs ?? track.expectedDurationMs ?? 0) / 1000,
  );
  const speed = usePlayer((state) => state.speed);
  const resumedAt = usePlayer((state) => (current ? state.resumedAt : null));
  const playError = usePlayer((state) => (current ? state.error : null));
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const speedId = useId();
  const transcriptId = useId();

  // Shown ready (and where it resumes) at once, unless another place is playing.
  useEffect(() => player.offer(item), [item]);
  useEffect(() => player.estimate(track.id, track.expectedDurationMs), [track.id, track.expectedDurationMs]);

  const play = () => player.play(item);
  const seekTo = (seconds: number) => {
    player.load(item);
    player.seekTo(seconds);
  };
  const skip = (seconds: number) => seekTo(time + seconds);

  const paragraphs = (track.text ?? '').split(/\n{2,}/).filter((part) => part.trim() !== '');

  return (
    <div className="audio-player">
      <div className="audio-player__seek">
        <SeekBar className="audio-player__range" time={time} duration={duration} onSeek={seekTo} />
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
          onClick={playing ? () => player.pause() : play}
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
          <button type="button" className="audio-player__link" onClick={() => seekTo(0)}>
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
            onChange={(event) => player.setSpeed(Number(event.target.value))}
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
