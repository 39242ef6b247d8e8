/** A place's picture: the hand-drawn landmark for the five featured places, a generated scene otherwise. */

import { isLandmarkSlug, LANDMARK_ART } from '../../art/landmarks';
import { PlaceArt } from '../../art/PlaceArt';

export interface PlaceImageProps {
  /** The catalog id ('taj-mahal'), or a city name for a city's picture. */
  readonly seed: string;
  /** Accessible name; without it the picture is decorative. */
  readonly title?: string;
  readonly className?: string;
}

export function PlaceImage({ seed, title, className }: PlaceImageProps) {
  if (isLandmarkSlug(seed)) {
    const Art = LANDMARK_ART[seed];
    return <Art title={title} className={className} />;
  }
  return <PlaceArt seed={seed} title={title} className={className} />;
}
