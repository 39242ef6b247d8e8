/**
 * A place's story on /Explore: the language, the audio book, guide booking (India only), feedback,
 * the story itself in that language (English, said so, where there is none yet), its facts and
 * quiz, and the popups those open.
 */
import { type LanguageLabel, MESSAGES, type PlaceDetails, truePhotoOf } from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage } from '../../app/errors';
import { notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { useSignedInAction } from '../../app/use-signed-in-action';
import type { PlacePicture } from '../../components/explore/PlaceImage';
import { useOpenedOnce } from '../../components/layout/use-opened-once';
import { HeadphonesIcon } from '../../components/ui/icons';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { LanguageSelect } from './LanguageSelect';
import { langTag } from './language-detail';
import { PlaceQuiz } from './PlaceQuiz';

// The popups are lazy chunks, fetched when a visitor first points at or opens one: the page itself
// (what a first paint and its hydration need) carries none of their code.
const loadBookingFlow = () => import('../../booking/BookingFlow');
const BookingFlow = lazy(() => loadBookingFlow().then((m) => ({ default: m.BookingFlow })));
const loadAudioDialog = () => import('./audio/AudioDialog');
const AudioDialog = lazy(() => loadAudioDialog().then((m) => ({ default: m.AudioDialog })));
const loadReviewForm = () => import('../../components/reviews/ReviewFormDialog');
const ReviewFormDialog = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewFormDialog })));

/** What a place's pictures show: its true photo, or the drawing of its kind naming it. */
export const pictureOf = (details: PlaceDetails): PlacePicture => ({
  name: details.name,
  where: details.city,
  category: details.category,
  photo: truePhotoOf(details),
  art: details.imageUrl,
});

interface PlacePanelProps {
  readonly touristPlace: string;
  readonly city: string | undefined;
  readonly country: string;
  readonly plan: string | null;
  readonly language: LanguageLabel;
  readonly details: PlaceDetails | null;
}

export function PlacePanel({ touristPlace, city, country, plan, language, details }: PlacePanelProps) {
  const { openLogin } = useAuth();
  const [audioOpen, setAudioOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const audioMounted = useOpenedOnce(audioOpen);
  const feedbackMounted = useOpenedOnce(feedbackOpen);
  /** Each opening starts the flow afresh ('Choose a option'). */
  const [booking, setBooking] = useState({ open: false, session: 0 });
  const description = trpc.audio.description.useQuery({ touristPlace, city, language });
  const india = details !== null ? details.countryCode === 'IN' : country.trim().toLowerCase() === 'india';

  const bookingCity = details?.city ?? city;
  const bookingPlace = {
    touristPlace: details?.name ?? touristPlace,
    ...(bookingCity ? { city: bookingCity } : {}),
  };

  const signedIn = useSignedInAction(() => {
    notifyError(MESSAGES.pleaseLogInFirst);
    openLogin(MESSAGES.pleaseLogInFirst);
  });
  const onBook = () =>
    signedIn(() => setBooking((current) => ({ open: true, session: current.session + 1 })));

  const signedInForFeedback = useSignedInAction(() => openLogin(MESSAGES.pleaseLogInFirst));
  const onFeedback = () => signedInForFeedback(() => setFeedbackOpen(true));

  return (
    <div className="explore__grid">
      <div className="explore__main">
        <section className="explore-card" aria-labelledby="explore-story">
          <div className="explore-card__top">
            <h2 id="explore-story" className="explore-card__title">
              The story
            </h2>
            <LanguageSelect value={language} />
          </div>

          <div className="explore-actions">
            <button
              type="button"
              className="btn btn-primary"
              aria-haspopup="dialog"
              disabled={details === null}
              onPointerEnter={() => void loadAudioDialog()}
              onFocus={() => void loadAudioDialog()}
              onClick={() => setAudioOpen(true)}
            >
              <HeadphonesIcon />
              Listen an Audio Book
            </button>
            {india ? (
              <button
                type="button"
                className="btn btn-secondary"
                aria-haspopup="dialog"
                onPointerEnter={() => void loadBookingFlow()}
                onFocus={() => void loadBookingFlow()}
                onClick={onBook}
              >
                Book a tour Guide
              </button>
            ) : (
              <button type="button" className="btn btn-ghost" disabled>
                Booking N/A
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadReviewForm()}
              onFocus={() => void loadReviewForm()}
              onClick={onFeedback}
            >
              Submit Your Feedback
            </button>
          </div>

          <div className="explore-card__text" aria-live="polite" aria-busy={description.isPending}>
            {description.isPending ? (
              <div className="explore-card__skeleton" aria-hidden="true">
                <span />
                <span />
                <span />
                <span />
              </div>
            ) : description.isError ? (
              <RetryAlert
                message={errorMessage(description.error)}
                retrying={description.isFetching}
                onRetry={() => void description.refetch()}
              />
            ) : (
              <>
                {description.data.fellBackToEnglish && (
                  <p className="explore-card__fallback">Not yet available in {language}: showing English</p>
                )}
                <p className="explore-card__description" lang={langTag(description.data.language)}>
                  {description.data.description}
                </p>
              </>
            )}
          </div>
        </section>

        {details !== null && details.facts.length > 0 && (
          <section className="explore-card" aria-labelledby="explore-facts">
            <h2 id="explore-facts" className="explore-card__title">
              Good to know
            </h2>
            <ul className="explore-facts">
              {details.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <aside className="explore__aside" aria-label="Quiz">
        {details !== null && details.quiz.length > 0 && (
          <PlaceQuiz placeId={details.id} questions={details.quiz} />
        )}
      </aside>

      {details !== null && audioMounted && (
        <Suspense fallback={null}>
          <AudioDialog
            open={audioOpen}
            onOpenChange={setAudioOpen}
            place={{
              id: details.id,
              name: details.name,
              city: details.city,
              country: details.country,
              mapsUrl: details.mapsUrl,
              imageUrl: details.imageUrl,
              picture: pictureOf(details),
            }}
            language={language}
            plan={plan}
          />
        </Suspense>
      )}
      {feedbackMounted && (
        <Suspense fallback={null}>
          <ReviewFormDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      )}
      {booking.session > 0 && (
        <Suspense fallback={null}>
          <BookingFlow
            key={booking.session}
            open={booking.open}
            onOpenChange={(open) => setBooking((current) => ({ ...current, open }))}
            place={bookingPlace}
          />
        </Suspense>
      )}
    </div>
  );
}
