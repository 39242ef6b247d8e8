/**
 * The banner of /ExploreMore and /Explore: the place's or city's picture under a scrim, with the
 * title, where it is, and the page's actions.
 */
import type { ReactNode } from 'react';
import { PinIcon } from '../ui/icons';
import { PlaceImage } from './PlaceImage';
import './destination-header.css';

export interface DestinationHeaderProps {
  /** Picks the picture: a catalog id or a city name. */
  readonly seed: string;
  readonly eyebrow: string;
  readonly title: string;
  /** 'Agra, India' */
  readonly where: string;
  readonly children?: ReactNode;
}

export function DestinationHeader({ seed, eyebrow, title, where, children }: DestinationHeaderProps) {
  return (
    <header className="destination-header">
      <div className="destination-header__art">
        <PlaceImage seed={seed} className="destination-header__art-svg" />
      </div>
      <div className="destination-header__scrim" />
      <div className="destination-header__content container">
        <p className="destination-header__eyebrow">{eyebrow}</p>
        <h1 className="destination-header__title">{title}</h1>
        <p className="destination-header__where">
          <PinIcon className="destination-header__pin" />
          {where}
        </p>
        {children !== undefined && <div className="destination-header__actions">{children}</div>}
      </div>
    </header>
  );
}
