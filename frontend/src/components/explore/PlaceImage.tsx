/** A place's picture: the hand-drawn landmark for the five featured places, a generated scene otherwise. */
import { PlaceArt } from '../../art/PlaceArt';
import { LANDMARK_ART, type LandmarkSlug } from '../../art/landmarks';

function isLandmark(id: string): id is LandmarkSlug {
  return Object.hasOwn(LANDMARK_ART, id);
}

export interface PlaceImageProps {
  /** The catalog id ('taj-mahal'), or a city name for a city's picture. */
  readonly seed: string;
  /** Accessible name; without it the picture is decorative. */
  readonly title?: string;
  readonly className?: string;
}

export function PlaceImage({ seed, title, className }: PlaceImageProps) {
  if (isLandmark(seed)) {
    const Art = LANDMARK_ART[seed];
    return <Art title={title} className={className} />;
  }
  return <PlaceArt seed={seed} title={title} className={className} />;
}
