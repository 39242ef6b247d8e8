/**
 * The audio popup of /Explore (spec §2): a map link, the shortened title, the place's picture, and
 * the player, or 'Loading...' with the track's real progress until the audio exists. The server
 * decides what the listener may hear; its refusals are shown here, and 'please log in ' offers
 * the login popup.
 */
import { type ErrorCode, MESSAGES, PLAN_LABELS, ROUTES, type TrackStatus } from '@app/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../app/auth';
import { PlaceImage, type PlacePicture } from '../../../components/explore/PlaceImage';
import { audioTitle } from '../../../components/explore/place-names';
import { FormAlert } from '../../../components/ui/fields';
import { MapIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/Modal';
import { player } from '../../../player/player-store';
import { AudioPlayer } from './AudioPlayer';
import { ListeningCounter } from './ListeningCounter';
import { trackKind } from './track-kind';
import { stageIndex, stagePercent, TRACK_STAGES } from './track-stages';
import { useTrack } from './use-track';
import './audio-dialog.css';

export interface AudioPlace {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly mapsUrl: string;
  readonly imageUrl: string;
  /** What the picture shows: the true photo, or the card naming the place. */
  readonly picture: PlacePicture;
}

export interface AudioDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly place: AudioPlace;
  /** The narration language's label, e.g. 'Hindi'. */
  readonly language: string;
  /** The purchased special plan the page was opened with (`co`), or null. */
  readonly plan: string | null;
}

/**
 * Failures worth another try, by code; no code at all means the server was never reached (a
 * network failure). The server's limit refusals are not worth retrying.
 */
const RETRYABLE = new Set<ErrorCode | undefined>(['TRACK_FAILED', 'INTERNAL', undefined]);
/** The daily limit or the quiz reward time is used up: the server sends one code for both. */
const USED_UP = new Set<ErrorCode | undefined>(['AUDIO_DAILY_LIMIT']);

export function AudioDialog({ open, onOpenChange, place, language, plan }: AudioDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={audioTitle(place.name)}
      description={`${place.city}, ${place.country} · ${language}`}
      size="md"
    >
      <AudioPanel place={place} language={language} plan={plan} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function AudioPanel({
  place,
  language,
  plan,
  onClose,
}: Omit<AudioDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { user, openLogin } = useAuth();
  const subscriber = user !== null && user.subscription !== '' && user.subscription !== PLAN_LABELS.free;
  const [shorter, setShorter] = useState(false);
  const kind = trackKind({ plan, subscriber, shorter });
  const { track, error, retry } = useTrack({
    touristPlace: place.id,
    city: place.city,
    language,
    kind,
    purchasedPlan: plan ?? undefined,
  });
  const switchId = useId();
  // While the popup is open it is the player: the mini-player steps aside until it closes.
  useEffect(() => player.dock(), []);
  // The server gives the URL once the first sentences are spoken: play from then, streamed, not
  // only once the whole track is ready.
  const ready = track !== null && track.audioUrl !== null ? { ...track, audioUrl: track.audioUrl } : null;

  const logIn = () => {
    onClose();
    openLogin(MESSAGES.anonymousLimit);
  };

  return (
    <div className="audio-panel">
      <figure className="audio-panel__figure">
        <PlaceImage seed={place.id} picture={place.picture} className="audio-panel__image" />
        <a className="audio-panel__map" href={place.mapsUrl} target="_blank" rel="noopener noreferrer">
          <MapIcon />
          Open in Maps
          <span className="visually-hidden"> (opens a new tab)</span>
        </a>
      </figure>

      {subscriber && plan === null && (
        <div className="audio-panel__book">
          <span id={switchId} className="audio-panel__book-label">
            Full audio book
            <span className="audio-panel__book-hint">The long story, from your plan’s minutes</span>
          </span>
          <button
            type="button"
            role="switch"
            className="audio-panel__switch"
            aria-checked={!shorter}
            aria-labelledby={switchId}
            onClick={() => setShorter((on) => !on)}
          />
        </div>
      )}

      {error !== null ? (
        <div className="audio-panel__error">
          <FormAlert message={error.message} />
          <div className="audio-panel__error-actions">
            {error.code === 'AUDIO_LOG_IN' && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={logIn}>
                Log In
              </button>
            )}
            {USED_UP.has(error.code) && (
              <Link className="btn btn-ghost btn-sm" to={ROUTES.subscription} onClick={onClose}>
                See plans
              </Link>
            )}
            {RETRYABLE.has(error.code) && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
                Try again
              </button>
            )}
          </div>
        </div>
      ) : ready !== null ? (
        <>
          {ready.fellBackToEnglish && (
            <p className="audio-panel__note">Not yet available in {language}: playing English</p>
          )}
          <AudioPlayer
            key={ready.id}
            track={ready}
            title={place.name}
            where={`${place.city}, ${place.country}`}
            artwork={place.imageUrl}
          />
        </>
      ) : (
        <TrackProgress status={track?.status ?? null} />
      )}

      {/* Once the request is answered, so that the count includes it; a plan's places are counted by the plan. */}
      {(track !== null || error !== null) && plan === null && error?.code !== 'AUDIO_LOG_IN' && (
        <ListeningCounter onLogIn={logIn} />
      )}
    </div>
  );
}

/** 'Loading...' with the track's stage: queued, writing, recording, ready. */
function TrackProgress({ status }: { status: TrackStatus | null }) {
  const current = status === null ? -1 : stageIndex(status);
  const percent = status === null ? 5 : stagePercent(status);
  const label = current < 0 ? 'Sending your request' : TRACK_STAGES[current]?.label;
  return (
    <div className="track-progress">
      <p className="track-progress__label" role="status">
        <span className="track-progress__spinner" aria-hidden="true" />
        Loading...
        <span className="visually-hidden"> {label}</span>
      </p>
      <div
        className="track-progress__bar"
        role="progressbar"
        aria-label="Preparing your audio"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <span className="track-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="track-progress__stages">
        {TRACK_STAGES.map((stage, index) => (
          <li
            key={stage.status}
            className={`track-progress__stage track-progress__stage--${
              index < current ? 'done' : index === current ? 'current' : 'next'
            }`}
            aria-current={index === current ? 'step' : undefined}
          >
            {stage.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
