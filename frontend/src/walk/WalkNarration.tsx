/**
 * A stop's narration, asked for as the audio popup asks (useTrack: the server counts the listen and
 * may refuse) and played in the app's one player as soon as it is playable (streamed while it is
 * still being spoken). Says what it is doing: preparing, playing, or the server's refusal.
 */
import { WALK_LABELS, type WalkStop } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTrack } from '../pages/explore/audio/use-track';
import { readLanguageDetail } from '../pages/explore/language-detail';
import { player } from '../player/player-store';

export interface WalkNarrationProps {
  readonly stop: WalkStop;
  readonly city: string;
  readonly country: string;
}

export function WalkNarration({ stop, city, country }: WalkNarrationProps) {
  const [language] = useState(readLanguageDetail);
  const { track, error } = useTrack({
    touristPlace: stop.id,
    city,
    language,
    kind: 'minute',
    purchasedPlan: undefined,
  });
  // Started once per track: later updates of it (the whole file once ready) must not restart it.
  const started = useRef<string | null>(null);
  const src = track?.audioUrl ?? null;
  const id = track?.id ?? null;
  const durationMs = track?.durationMs ?? null;

  useEffect(() => {
    if (id === null || src === null || started.current === id) return;
    started.current = id;
    player.play({
      id,
      src,
      title: stop.name,
      where: `${city}, ${country}`,
      artwork: stop.imageUrl,
      durationMs,
      resumable: true,
    });
  }, [id, src, durationMs, stop.name, stop.imageUrl, city, country]);

  if (error !== null) {
    return <p className="walk-tour__alert">{error.message}</p>;
  }
  // Inside the walk's live region (WalkingTour), which announces it.
  return (
    <p className="walk-tour__narration">
      {src === null ? WALK_LABELS.preparing(stop.name) : WALK_LABELS.nowPlaying(stop.name)}
    </p>
  );
}
