/**
 * A place's picture, never one that pretends: the provider's photo of this very place when there
 * is one, else the hand-drawn landmark of the five featured places, else a neutral card that names
 * the place, its city and its kind.
 */
import { useState } from 'react';
import { LandmarkArt } from '../../art/LandmarkArt';
import { isLandmarkSlug } from '../../art/landmarks';
import { NeutralCard, type PlacePicture } from './NeutralCard';
import './place-image.css';

export type { PlacePicture } from './NeutralCard';

/** The photo's box as requested from the provider (16:10), so the page does not shift as it loads. */
const PHOTO_SIZE = { width: 1200, height: 750 };

export interface PlaceImageProps {
  /** The catalog id ('taj-mahal'), or a city name for a city's picture. */
  readonly seed: string;
  /** Accessible name; without it the picture is decorative (its name is said beside it). */
  readonly title?: string;
  readonly className?: string;
  /** What the card names, and the true photo when there is one. */
  readonly picture?: PlacePicture;
  /** At the top of its page (its largest picture): fetched at once, not when it scrolls near. */
  readonly priority?: boolean;
}

export function PlaceImage({ seed, title, className = '', picture, priority = false }: PlaceImageProps) {
  // A photo that fails to load gives way to what would be shown without it.
  const [failed, setFailed] = useState<string | null>(null);
  const photo = picture?.photo ?? null;
  if (photo !== null && failed !== photo) {
    return (
      <img
        className={`place-photo ${className}`.trim()}
        src={photo}
        alt={title ?? `${picture?.name ?? ''}, ${picture?.where ?? ''}`}
        width={PHOTO_SIZE.width}
        height={PHOTO_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(photo)}
      />
    );
  }
  if (isLandmarkSlug(seed)) {
    return <LandmarkArt slug={seed} title={title} className={className} priority={priority} />;
  }
  return <NeutralCard picture={picture} title={title} className={className} priority={priority} />;
}
