/**
 * The app-level player: the one <audio> element (no native controls, no download option), what it
 * reports fed into the player's state, where each track stops remembered, lock-screen controls, and
 * the mini-player whenever no popup shows the full player.
 */
import { COMPANY } from '@app/contracts';
import { type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import { MiniPlayer } from './MiniPlayer';
import { reportPlayback, useMediaSession } from './media-session';
import { attachElement, player, playerState, updatePlayer, usePlayer } from './player-store';
import { readPosition, resumeFrom, savePosition } from './positions';

/** How often the listening position is saved while playing. */
const SAVE_EVERY_SECONDS = 2;
const MINI_PLAYER_CLASS = 'has-mini-player';
/** The lock screen's buttons; its handlers pass details the player's own commands do not take. */
const LOCK_SCREEN = {
  play: () => player.play(),
  pause: () => player.pause(),
  skip: (seconds: number) => player.skip(seconds),
  seekTo: (seconds: number) => player.seekTo(seconds),
};

export function AppPlayer() {
  const item = usePlayer((state) => state.item);
  const mini = usePlayer((state) => state.item !== null && state.docked === 0);
  const savedAt = useRef(0);
  const attach = useCallback((audio: HTMLAudioElement | null) => attachElement(audio), []);

  useMediaSession(
    item === null
      ? null
      : { title: item.title, artist: COMPANY.brand, album: item.where, artwork: item.artwork },
    LOCK_SCREEN,
  );

  // The bar must not hide the page's end: the page gets its height as bottom padding.
  useEffect(() => {
    document.body.classList.toggle(MINI_PLAYER_CLASS, mini);
    return () => document.body.classList.remove(MINI_PLAYER_CLASS);
  }, [mini]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const current = playerState().item;
    const length = Number.isFinite(audio.duration) ? audio.duration : playerState().duration;
    audio.playbackRate = playerState().speed;
    updatePlayer({ duration: length });
    if (current === null || !current.resumable) return;
    const from = resumeFrom(readPosition(current.id), length);
    if (from !== null && audio.currentTime < 1) {
      audio.currentTime = from;
      updatePlayer({ time: from, resumedAt: from });
    }
  };

  const onTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    updatePlayer({ time: audio.currentTime });
    const current = playerState().item;
    if (current?.resumable && Math.abs(audio.currentTime - savedAt.current) >= SAVE_EVERY_SECONDS) {
      savedAt.current = audio.currentTime;
      savePosition(current.id, audio.currentTime);
    }
    reportPlayback(!audio.paused, audio);
  };

  const onPlayState = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget;
    const current = playerState().item;
    updatePlayer({ playing: !audio.paused });
    if (current?.resumable && audio.paused) savePosition(current.id, audio.ended ? null : audio.currentTime);
    reportPlayback(!audio.paused, audio);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the popup's transcript is the text alternative. */}
      <audio
        ref={attach}
        className="app-player__element"
        preload="metadata"
        controlsList="nodownload noplaybackrate"
        onContextMenu={(event) => event.preventDefault()}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={(event) => {
          const length = event.currentTarget.duration;
          if (Number.isFinite(length) && length > 0) updatePlayer({ duration: length });
        }}
        onTimeUpdate={onTimeUpdate}
        onPlay={onPlayState}
        onPause={onPlayState}
        onEnded={onPlayState}
      />
      {mini && <MiniPlayer />}
    </>
  );
}
