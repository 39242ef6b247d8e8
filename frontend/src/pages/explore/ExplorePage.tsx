/**
 * /Explore?country=&city=&touristPlace=&co= (spec §2): the place's banner, the language choice,
 * its description in that language (English, said so, where there is none yet), its facts, the
 * audio popup, guide booking (India only), feedback, a short quiz and a contact section.
 */
import {
  FEATURED_PLACES,
  type LanguageLabel,
  MESSAGES,
  type PlaceDetails,
  ROUTES,
  truePhotoOf,
} from '@app/contracts';
import { skipToken } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { errorMessage } from '../../app/errors';
import { notifyError } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { useSignedInAction } from '../../app/use-signed-in-action';
import { DestinationHeader } from '../../components/explore/DestinationHeader';
import { exploreMoreHref, NO_CITY, readDestinationQuery } from '../../components/explore/destination-query';
import type { PlacePicture } from '../../components/explore/PlaceImage';
import { CompanyContactItems } from '../../components/layout/CompanyContactItems';
import { useOpenedOnce } from '../../components/layout/use-opened-once';
import { ArrowIcon, HeadphonesIcon } from '../../components/ui/icons';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { LanguageSelect } from './LanguageSelect';
import { langTag, readLanguageDetail } from './language-detail';
import { PlaceQuiz } from './PlaceQuiz';
import './explore.css';

// The popups are lazy chunks, fetched when a visitor first points at or opens one: the page itself
// (what a first paint and its hydration need) carries none of their code.
const loadBookingFlow = () => import('../../booking/BookingFlow');
const BookingFlow = lazy(() => loadBookingFlow().then((m) => ({ default: m.BookingFlow })));
const loadAudioDialog = () => import('./audio/AudioDialog');
const AudioDialog = lazy(() => loadAudioDialog().then((m) => ({ default: m.AudioDialog })));
const loadReviewForm = () => import('../../components/reviews/ReviewFormDialog');
const ReviewFormDialog = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewFormDialog })));

/** The featured places' ids by name, so their art shows before the place data arrives. */
function featuredId(name: string | null): string | null {
  return FEATURED_PLACES.find((place) => place.name.toLowerCase() === name?.toLowerCase())?.slug ?? null;
}

/** What a place's pictures show: its true photo, or the card naming it. */
const pictureOf = (details: PlaceDetails): PlacePicture => ({
  name: details.name,
  where: details.city,
  category: details.category,
  photo: truePhotoOf(details),
});

export function ExplorePage() {
  const [params] = useSearchParams();
  const { country, city, touristPlace, plan, hasDestination } = readDestinationQuery(params);
  // Read at once even on a prerendered page: until the place's data arrives the language only picks
  // the select's option, which hydration takes as it is, and the story is asked for in it first time.
  const [language] = useState(readLanguageDetail);
  const where = `${city}, ${country}`;
  const cityArg = city === NO_CITY ? undefined : city;

  const place = trpc.catalog.place.useQuery(
    touristPlace === null ? skipToken : { touristPlace, city: cityArg },
    { retry: false },
  );
  const details = place.data;
  useDocumentTitle(details?.name ?? touristPlace ?? 'Explore');

  return (
    <div className="explore">
      <DestinationHeader
        seed={details?.id ?? featuredId(touristPlace) ?? (touristPlace === null ? city : null)}
        picture={
          details
            ? pictureOf(details)
            : touristPlace !== null
              ? { name: touristPlace, where: city }
              : hasDestination
                ? { name: city, where: country }
                : undefined
        }
        eyebrow={details?.category ?? 'Destination'}
        title={details?.name ?? touristPlace ?? city}
        where={where}
      />

      <div className="explore__body container">
        {touristPlace === null ? (
          <div className="destination-empty">
            <h2 className="destination-empty__title">No tourist place selected</h2>
            <p>Pick a place to read its story and listen to its audio tour.</p>
            {hasDestination ? (
              <Link className="btn btn-primary" to={exploreMoreHref(country, city)}>
                See places in {city}
                <ArrowIcon />
              </Link>
            ) : (
              <Link className="btn btn-primary" to={ROUTES.exploreMore}>
                Find a destination
                <ArrowIcon />
              </Link>
            )}
          </div>
        ) : place.isError ? (
          <div className="destination-empty">
            <h2 className="destination-empty__title">{touristPlace}</h2>
            <RetryAlert
              message={errorMessage(place.error)}
              retrying={place.isFetching}
              onRetry={() => void place.refetch()}
            />
            {hasDestination && (
              <Link className="btn btn-secondary btn-sm" to={exploreMoreHref(country, city)}>
                See places in {city}
              </Link>
            )}
          </div>
        ) : (
          <PlacePanel
            touristPlace={touristPlace}
            city={cityArg}
            country={country}
            plan={plan}
            language={language}
            details={details ?? null}
          />
        )}
      </div>

      <ContactBand />
    </div>
  );
}

interface PlacePanelProps {
  readonly touristPlace: string;
  readonly city: string | undefined;
  readonly country: string;
  readonly plan: string | null;
  readonly language: LanguageLabel;
  readonly details: PlaceDetails | null;
}

function PlacePanel({ touristPlace, city, country, plan, language, details }: PlacePanelProps) {
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

function ContactBand() {
  return (
    <section className="explore-contact container" aria-labelledby="explore-contact-title">
      <div className="explore-contact__inner">
        <div>
          <h2 id="explore-contact-title" className="explore-contact__title">
            Planning a visit?
          </h2>
          <p className="explore-contact__lead">
            Write to us or call with questions about audio tours, plans and guides.
          </p>
        </div>
        <ul className="explore-contact__ways">
          <CompanyContactItems />
          <li>
            <Link to={ROUTES.contact}>All contact details</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
