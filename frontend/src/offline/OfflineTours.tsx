/**
 * Offline, at the top of the home page: a banner saying so, the tours heard on this device whose
 * audio was saved, each playing from the service worker's cache, and the cities taken offline.
 * Online it renders nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../app/use-online';
import { PauseIcon, PlayIcon } from '../components/ui/icons';
import type { HeardTrack } from './heard-tracks';
import { SavedCities } from './SavedCities';
import { trackAudioPath, trackIdOfAudio } from './saved-audio';
import { savedTours } from './saved-tours';
import { useCityPacks } from './use-city-packs';
import './offline-tours.css';

export function OfflineTours() {
  const online = useOnline();
  const [tours, setTours] = useState<HeardTrack[] | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const cities = useCityPacks(undefined, !online) ?? [];

  useEffect(() => {
    if (online) return undefined;
    let live = true;
    savedTours().then(
      (list) => live && setTours(list),
      // Cache Storage refused (a privacy mode): nothing saved can be offered.
      () => live && setTours([]),
    );
    return () => {
      live = false;
    };
  }, [online]);

  if (online) return null;

  const toggle = (trackId: string) => {
    const audio = audioRef.current;
    if (audio === null) return;
    if (playing === trackId) {
      audio.pause();
      return;
    }
    setFailed(false);
    audio.src = trackAudioPath(trackId);
    audio.play().catch((error: unknown) => {
      // Replaced by another tour or paused before it started: nothing to tell.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailed(true);
    });
  };
  const onPlayState = () => {
    const audio = audioRef.current;
    if (audio === null) return;
    setPlaying(audio.paused ? null : trackIdOfAudio(audio.currentSrc, window.location.origin));
  };

  return (
    <section className="offline-tours" aria-labelledby="offline-tours-title">
      <div className="container">
        <h2 id="offline-tours-title" className="offline-tours__title">
          You are offline: your saved tours
        </h2>
        {tours !== null && tours.length === 0 && (
          <p className="offline-tours__lead">
            Tours you listen to are saved on this device and play here without a connection.
            {cities.length === 0 && ' None are saved yet.'}
          </p>
        )}
        {tours !== null && tours.length > 0 && (
          <>
            <p className="offline-tours__lead">These tours you have heard play without a connection.</p>
            <ul className="offline-tours__list">
              {tours.map((tour) => {
                const isPlaying = playing === tour.trackId;
                return (
                  <li key={tour.trackId} className="offline-tours__item">
                    <span className="offline-tours__name">{tour.title}</span>
                    <span className="offline-tours__language">{tour.language}</span>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`${isPlaying ? 'Pause' : 'Play'} ${tour.title} (${tour.language})`}
                      onClick={() => toggle(tour.trackId)}
                    >
                      {isPlaying ? <PauseIcon /> : <PlayIcon />}
                      {isPlaying ? 'Pause' : 'Play'}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <SavedCities packs={cities} />
        {failed && (
          <p className="offline-tours__note" role="alert">
            This tour could not play. Please try again when you are online.
          </p>
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: spoken tours; their transcripts are on each place's page. */}
        <audio
          ref={audioRef}
          preload="none"
          onPlay={onPlayState}
          onPause={onPlayState}
          onEnded={onPlayState}
        />
      </div>
    </section>
  );
}
