/**
 * The home page's player card, now real: its button plays a free sample (the opening of Amber
 * Fort's narration, in the visitor's language) through the app's one player, so it goes on in the
 * mini-player when the visitor scrolls or moves to another page. The sample costs no listen.
 */
import {
  AUDIO_SAMPLE,
  audioSampleUrl,
  DEFAULT_LANGUAGE_LABEL,
  findLanguage,
  LISTENING_LABELS,
} from '@app/contracts';
import { useMemo } from 'react';
import { useBrowserValue } from '../../app/use-browser-value';
import { PauseIcon, PinIcon, PlayIcon } from '../../components/ui/icons';
import { formatClock } from '../../player/clock';
import { type PlayerItem, player, usePlayer } from '../../player/player-store';
import { readLanguageDetail } from '../explore/language-detail';

const BARS = 28;

export function SamplePlayer() {
  const label = useBrowserValue(readLanguageDetail, DEFAULT_LANGUAGE_LABEL);
  const languageId = findLanguage(label)?.id ?? 'en-US';
  const item = useMemo<PlayerItem>(
    () => ({
      id: `sample:${languageId}`,
      src: audioSampleUrl(languageId),
      title: AUDIO_SAMPLE.name,
      where: `${AUDIO_SAMPLE.city}, ${AUDIO_SAMPLE.country}`,
      artwork: AUDIO_SAMPLE.artwork,
      durationMs: null,
      resumable: false,
    }),
    [languageId],
  );
  const current = usePlayer((state) => state.item?.id === item.id);
  const playing = usePlayer((state) => current && state.playing);
  const time = usePlayer((state) => (current ? state.time : 0));
  const duration = usePlayer((state) => (current ? state.duration : 0));
  const played = duration > 0 ? Math.round((time / duration) * BARS) : 0;

  return (
    <div className="audio-preview">
      <div className="audio-preview__top">
        <span className="audio-preview__badge">{playing ? 'Now playing' : 'Free sample'}</span>
        <span className="audio-preview__lang">{label}</span>
      </div>
      <p className="audio-preview__title">{AUDIO_SAMPLE.name}</p>
      <p className="audio-preview__where">
        <PinIcon className="audio-preview__pin" />
        {AUDIO_SAMPLE.city}, {AUDIO_SAMPLE.country}
      </p>
      <div className="audio-preview__wave" aria-hidden="true">
        {Array.from({ length: BARS }, (_, i) => (
          <span
            key={i}
            className={i < played ? 'audio-preview__bar audio-preview__bar--played' : 'audio-preview__bar'}
            style={{ height: `${30 + Math.round(60 * Math.abs(Math.sin(i * 1.7)))}%` }}
          />
        ))}
      </div>
      <div className="audio-preview__controls">
        <span className="audio-preview__time" aria-hidden="true">
          {formatClock(time)}
        </span>
        <button
          type="button"
          className="audio-preview__play"
          aria-label={
            playing ? LISTENING_LABELS.samplePause : `${LISTENING_LABELS.samplePlay}: ${AUDIO_SAMPLE.name}`
          }
          onPointerEnter={player.preload}
          onFocus={player.preload}
          onClick={() => (playing ? player.pause() : player.play(item))}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <span className="audio-preview__time" aria-hidden="true">
          {duration > 0 ? formatClock(duration) : ''}
        </span>
      </div>
    </div>
  );
}
