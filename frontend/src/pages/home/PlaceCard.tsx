/** One destination of the carousel: its landmark art, where it is, a blurb and the Explore link. */
import { exploreHref, type FeaturedPlace } from '@app/contracts';
import { Link } from 'react-router-dom';
import { LandmarkArt } from '../../art/LandmarkArt';
import { isLandmarkSlug } from '../../art/landmarks';
import { ArrowIcon, PinIcon } from '../../components/ui/icons';

export function PlaceCard({ place }: { place: FeaturedPlace }) {
  // Places added on the server before their art exists get a lettered tile instead.
  const { slug } = place;
  return (
    <article className="place-card">
      <div className="place-card__art">
        {isLandmarkSlug(slug) ? (
          <LandmarkArt slug={slug} className="place-card__art-img" />
        ) : (
          <span className="place-card__art-fallback" aria-hidden="true">
            {place.name.charAt(0)}
          </span>
        )}
        <span className="place-card__country">{place.country}</span>
      </div>
      <div className="place-card__body">
        <p className="place-card__where">
          <PinIcon className="place-card__pin" />
          {place.city}, {place.country}
        </p>
        <h3 className="place-card__name">{place.name}</h3>
        <p className="place-card__blurb">{place.blurb}</p>
        <Link className="btn btn-secondary btn-sm place-card__cta" to={exploreHref(place)}>
          Explore<span className="visually-hidden"> {place.name}</span>
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
