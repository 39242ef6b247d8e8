/**
 * /Explore?country=&city=&touristPlace=&co= (spec §2): the place's banner, its story with the
 * language choice, audio book, guide booking, feedback, facts and quiz (PlacePanel.tsx), and a
 * contact section; or what to do when no place is named or it cannot be found.
 */
import { FEATURED_PLACES, ROUTES } from '@app/contracts';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import type { PagePrefetch } from '../../app/page-prefetch';
import { trpc } from '../../app/trpc';
import { useDocumentTitle } from '../../app/use-document-title';
import { DestinationHeader } from '../../components/explore/DestinationHeader';
import {
  type DestinationQuery,
  exploreMoreHref,
  NO_CITY,
  readDestinationQuery,
} from '../../components/explore/destination-query';
import { cityArtUrl } from '../../components/explore/picture-urls';
import { CompanyContactItems } from '../../components/layout/CompanyContactItems';
import { ArrowIcon } from '../../components/ui/icons';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { readLanguageDetail } from './language-detail';
import { PlacePanel, pictureOf } from './PlacePanel';
import './explore.css';

/** The featured places' ids by name, so their art shows before the place data arrives. */
function featuredId(name: string | null): string | null {
  return FEATURED_PLACES.find((place) => place.name.toLowerCase() === name?.toLowerCase())?.slug ?? null;
}

/** What `catalog.place` is asked for a place named at this address (none when no place is named). */
function placeInput({ touristPlace, city }: DestinationQuery) {
  return touristPlace === null ? null : { touristPlace, city: city === NO_CITY ? undefined : city };
}

/** The server's render of a place's page shows the place (its story is asked for in the browser's language). */
export const prefetchExplore: PagePrefetch = async (params, utils) => {
  const input = placeInput(readDestinationQuery(params));
  if (input !== null) await utils.catalog.place.prefetch(input);
};

export function ExplorePage() {
  const [params] = useSearchParams();
  const query = readDestinationQuery(params);
  const { country, city, touristPlace, plan, hasDestination } = query;
  // Read at once even on a prerendered page: until the place's data arrives the language only picks
  // the select's option, which hydration takes as it is, and the story is asked for in it first time.
  const [language] = useState(readLanguageDetail);
  const where = `${city}, ${country}`;
  const place = trpc.catalog.place.useQuery(placeInput(query) ?? skipToken, { retry: false });
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
                ? { name: city, where: country, art: cityArtUrl(country, city) }
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
            city={city === NO_CITY ? undefined : city}
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
