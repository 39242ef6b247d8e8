/**
 * 'Explore Destinations' (section id 'explore'): the five featured places in a carousel. The list
 * renders at once from the shared constants and refreshes from catalog.featured. Arrows step every
 * card by 105 % of its width; how far they go depends on the window width (carousel-steps.ts).
 * Cards out of view are inert, so keyboard focus never lands on a hidden card.
 */
import { FEATURED_PLACES } from '@app/contracts';
import { type CSSProperties, useRef, useState } from 'react';
import { trpc } from '../../app/trpc';
import { ArrowIcon } from '../../components/ui/icons';
import { carouselMaxStep, carouselOffset, carouselVisibleCount } from './carousel-steps';
import { PlaceCard } from './PlaceCard';
import { useSwipe } from './use-swipe';
import { useWindowWidth } from './use-window-width';
import './destinations-carousel.css';

// A mutable copy: tRPC types JSON results as plain arrays.
const INITIAL_PLACES = [...FEATURED_PLACES];

export function DestinationsCarousel() {
  const featured = trpc.catalog.featured.useQuery(undefined, { placeholderData: INITIAL_PLACES });
  // placeholderData covers the first load; keep the built-in list if the server cannot be reached.
  const places = featured.data ?? INITIAL_PLACES;

  const width = useWindowWidth();
  const visible = carouselVisibleCount(width);
  const maxStep = carouselMaxStep(width, places.length);
  const [requestedStep, setStep] = useState(0);
  // Widening the window lowers the limit; the step follows without an extra render.
  const step = Math.min(requestedStep, maxStep);

  const go = (delta: number) => setStep(Math.max(0, Math.min(maxStep, step + delta)));
  const viewportRef = useRef<HTMLDivElement>(null);
  useSwipe(viewportRef, (direction) => go(direction === 'left' ? 1 : -1));

  const trackStyle = { '--carousel-offset': carouselOffset(step) } as CSSProperties;

  return (
    <section
      id="explore"
      className="destinations"
      aria-labelledby="destinations-title"
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className="destinations__head">
          <div>
            <p className="eyebrow">Featured places</p>
            <h2 id="destinations-title" className="section-title">
              Explore Destinations
            </h2>
            <p className="section-lead">
              Famous places to start with. Open one to read its story and listen to its audio tour.
            </p>
          </div>
          <div className="destinations__controls">
            <button
              type="button"
              className="destinations__arrow"
              aria-label="Previous destinations"
              aria-controls="destinations-track"
              disabled={step === 0}
              onClick={() => go(-1)}
            >
              <ArrowIcon direction="left" />
            </button>
            <button
              type="button"
              className="destinations__arrow"
              aria-label="Next destinations"
              aria-controls="destinations-track"
              disabled={step >= maxStep}
              onClick={() => go(1)}
            >
              <ArrowIcon />
            </button>
          </div>
        </div>

        <div ref={viewportRef} className="destinations__viewport">
          <div id="destinations-track" className="destinations__track" style={trackStyle}>
            {places.map((place, index) => {
              const shown = index >= step && index < step + visible;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group, not a fieldset.
                <div
                  key={place.slug}
                  className="destinations__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${places.length}: ${place.name}`}
                  aria-hidden={!shown}
                  inert={!shown}
                >
                  <PlaceCard place={place} />
                </div>
              );
            })}
          </div>
        </div>

        <div className="destinations__progress" aria-hidden="true">
          {Array.from({ length: maxStep + 1 }, (_, position) => (
            <span
              key={position}
              className={`destinations__dot${position === step ? ' destinations__dot--current' : ''}`}
            />
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          Showing {step + 1} of {places.length}
        </p>
      </div>
    </section>
  );
}
