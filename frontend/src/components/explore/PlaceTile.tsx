/**
 * A tourist place in a list: its picture, its name cut to 24 characters (spec §2), where it is, and
 * the Explore link to /Explore?country=&city=&touristPlace=&co=.
 */
import { Link } from 'react-router-dom';
import { ArrowIcon, PinIcon } from '../ui/icons';
import { placeHref } from './destination-query';
import { ListName } from './ListName';
import { PlaceImage } from './PlaceImage';
import { placeArtUrl } from './picture-urls';
import { listName } from './place-names';
import './place-tile.css';

export interface PlaceTileProps {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly city: string;
  /** The place's kind, named on its card when it has no photo. */
  readonly category?: string;
  /** The provider's photo of the place, or null. */
  readonly photo?: string | null;
  /** The purchased plan the link carries as `co`; 'no' when null. */
  readonly plan?: string | null;
}

export function PlaceTile({ id, name, country, city, category, photo = null, plan = null }: PlaceTileProps) {
  const cut = listName(name) !== name;
  return (
    <article className="place-tile">
      <div className="place-tile__art">
        <PlaceImage
          seed={id}
          className="place-tile__art-img"
          picture={{
            name,
            where: city,
            photo,
            art: placeArtUrl(id),
            ...(category === undefined ? {} : { category }),
          }}
        />
      </div>
      <div className="place-tile__body">
        <h3 className="place-tile__name" title={cut ? name : undefined}>
          <ListName name={name} />
        </h3>
        <p className="place-tile__where">
          <PinIcon className="place-tile__pin" />
          {city}, {country}
        </p>
        <Link className="btn btn-secondary btn-sm place-tile__cta" to={placeHref(country, city, name, plan)}>
          Explore<span className="visually-hidden"> {name}</span>
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
