/**
 * The picture of a place without a true one: the gateway's drawing of its KIND (a temple for a
 * temple, never another kind's building) named in a caption, or a city's banner; a plain card naming
 * it when no drawing is known.
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
  /** The gateway's drawing of it (its kind, or the city's banner): see picture-urls.ts. */
  readonly art?: string;
}

/** The drawings' own box (400×300), so the page does not shift as one loads. */
const ART_SIZE = { width: 400, height: 300 };

export interface NeutralCardProps {
  readonly picture?: PlacePicture | undefined;
  /** Accessible name; without it the card is decorative (its words are said beside it). */
  readonly title?: string | undefined;
  readonly className?: string;
  /** At the top of its page (its largest picture): fetched at once, not when it scrolls near. */
  readonly priority?: boolean;
}

export function NeutralCard({ picture, title, className = '', priority = false }: NeutralCardProps) {
  if (picture?.art !== undefined) {
    // The drawing names its place in its caption; without a title the words are said beside it.
    return (
      <img
        className={`place-photo ${className}`.trim()}
        src={picture.art}
        alt={title ?? ''}
        width={ART_SIZE.width}
        height={ART_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        data-picture="art"
      />
    );
  }
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
