/**
 * Said when a chosen city has no tours: so, and the nearest city that has them (catalog
 * .nearestCovered), with a link there. A failed look-up is said, with a retry.
 */
import { COVERAGE_TEXT } from '@app/contracts';
import { Link } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { ArrowIcon } from '../ui/icons';
import { RetryAlert } from '../ui/RetryAlert';
import { exploreMoreHref } from './destination-query';
import './nearest-city-offer.css';

export interface NearestCityOfferProps {
  readonly countryCode: string;
  readonly city: string;
  /** Runs as the link is followed (the popup closes). */
  readonly onGo?: () => void;
}

export function NearestCityOffer({ countryCode, city, onGo }: NearestCityOfferProps) {
  const nearest = trpc.catalog.nearestCovered.useQuery(
    { countryCode, city },
    { staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
  const found = nearest.data ?? null;
  return (
    <div className="nearest-city" role="status" aria-busy={nearest.isPending}>
      <p className="nearest-city__title">{COVERAGE_TEXT.noTours(city)}</p>
      {nearest.isError ? (
        <RetryAlert
          message={COVERAGE_TEXT.nearestFailed}
          retrying={nearest.isFetching}
          onRetry={() => void nearest.refetch()}
        />
      ) : nearest.isPending ? null : found === null ? (
        <p>{COVERAGE_TEXT.noNearest}</p>
      ) : (
        <>
          <p>{COVERAGE_TEXT.nearest(found.city, found.country, found.distanceKm)}</p>
          <Link
            className="btn btn-secondary btn-sm nearest-city__go"
            to={exploreMoreHref(found.country, found.city)}
            onClick={onGo}
          >
            {COVERAGE_TEXT.goNearest(found.city)}
            <ArrowIcon />
          </Link>
        </>
      )}
    </div>
  );
}
