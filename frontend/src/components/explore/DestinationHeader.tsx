/**
 * The banner of /ExploreMore and /Explore: title, where it is and the page's actions beside the
 * place's or city's picture (above it on phones), on the night colour of the home hero.
 */
import type { ReactNode } from 'react';
import { PinIcon } from '../ui/icons';
import { PlaceImage, type PlacePicture } from './PlaceImage';
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

export function DestinationHeader({
  seed,
  picture,
  eyebrow,
  title,
  where,
  children,
}: DestinationHeaderProps) {
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
              {...(picture === undefined ? {} : { picture })}
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
