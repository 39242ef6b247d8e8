/**
 * The banner of /ExploreMore and /Explore: title, where it is and the page's actions beside the
 * place's or city's picture (above it on phones), on the night colour of the home hero.
 */
import type { ReactNode } from 'react';
import { PinIcon } from '../ui/icons';
import { PlaceImage, type PlacePicture } from './PlaceImage';
import { cityArtUrl } from './picture-urls';
import './destination-header.css';

export interface DestinationHeaderProps {
  /** Picks the picture: a catalog id or a city name; null while not known yet. */
  readonly seed: string | null;
  /** What the picture's card names, and the true photo when there is one. */
  readonly picture?: PlacePicture;
  readonly eyebrow: string;
  readonly title: string;
  /** 'Agra, India' */
  readonly where: string;
  readonly children?: ReactNode;
}

/**
 * A city's picture ({ name: city, where: country }, seeded by the city's name) shows the city's
 * banner even when its page did not say so: /ExploreMore builds it that way.
 */
export function withCityArt(seed: string | null, picture: PlacePicture | undefined) {
  if (picture === undefined || picture.art !== undefined || picture.category !== undefined) return picture;
  if (seed !== picture.name || picture.where === '') return picture;
  return { ...picture, art: cityArtUrl(picture.where, picture.name) };
}

export function DestinationHeader({
  seed,
  picture,
  eyebrow,
  title,
  where,
  children,
}: DestinationHeaderProps) {
  const shown = withCityArt(seed, picture);
  return (
    <header className="destination-header">
      <div className="destination-header__inner container">
        <div className="destination-header__art">
          {seed !== null && (
            <PlaceImage
              key={seed}
              seed={seed}
              className="destination-header__art-img"
              priority
              {...(shown === undefined ? {} : { picture: shown })}
            />
          )}
        </div>
        <div className="destination-header__content">
          <p className="destination-header__eyebrow">{eyebrow}</p>
          <h1 className="destination-header__title">{title}</h1>
          <p className="destination-header__where">
            <PinIcon className="destination-header__pin" />
            {where}
          </p>
          {children !== undefined && <div className="destination-header__actions">{children}</div>}
        </div>
      </div>
    </header>
  );
}
