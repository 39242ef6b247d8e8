/**
 * The picture of a place without a true one: its kind, its name and where it is, on a plain card.
 * No drawn building: a stand-in would pass for a picture of this place when it is not.
 */
import { PinIcon } from '../ui/icons';

export interface PlacePicture {
  /** The place's name (or the city's, for a city's picture). */
  readonly name: string;
  /** Its city (or the city's country). */
  readonly where: string;
  /** Its kind ('Fort & Palace'); absent for a city. */
  readonly category?: string;
  /** The provider's photo of this very place, or null. */
  readonly photo?: string | null;
}

export interface NeutralCardProps {
  readonly picture?: PlacePicture | undefined;
  /** Accessible name; without it the card is decorative (its words are said beside it). */
  readonly title?: string | undefined;
  readonly className?: string;
}

export function NeutralCard({ picture, title, className = '' }: NeutralCardProps) {
  const words =
    picture === undefined ? (
      // Nothing to name (the place's name is beside it): a plain frame with a pin.
      <PinIcon className="neutral-card__blank" />
    ) : (
      <div className="neutral-card__inner">
        {picture.category !== undefined && <p className="neutral-card__category">{picture.category}</p>}
        <p className="neutral-card__name">{picture.name}</p>
        <p className="neutral-card__where">
          <PinIcon className="neutral-card__pin" />
          {picture.where}
        </p>
      </div>
    );
  const classes = `neutral-card ${className}`.trim();
  return title === undefined ? (
    <div className={classes} aria-hidden="true" data-picture="card">
      {words}
    </div>
  ) : (
    <div className={classes} role="img" aria-label={title} data-picture="card">
      {words}
    </div>
  );
}
