/**
 * The hand-drawn pictures of the landmarks the catalogue features, as image files: a picture of a
 * few hundred shapes costs the page nothing to build (no elements in its DOM, decoded by the
 * browser off the page's work) and, below the fold, nothing until it scrolls near.
 */
import amberFort from './amber-fort.svg';
import eiffelTower from './eiffel-tower.svg';
import goldenPavilion from './golden-pavilion.svg';
import statueOfLiberty from './statue-of-liberty.svg';
import tajMahal from './taj-mahal.svg';

export type LandmarkSlug =
  | 'taj-mahal'
  | 'eiffel-tower'
  | 'golden-pavilion'
  | 'statue-of-liberty'
  | 'amber-fort';

/** Each landmark's picture, by catalog id: the URL of its file in the build. */
export const LANDMARK_ART: Readonly<Record<LandmarkSlug, string>> = {
  'taj-mahal': tajMahal,
  'eiffel-tower': eiffelTower,
  'golden-pavilion': goldenPavilion,
  'statue-of-liberty': statueOfLiberty,
  'amber-fort': amberFort,
};

/** Whether a catalog id has its own illustration. */
export function isLandmarkSlug(id: string): id is LandmarkSlug {
  return Object.hasOwn(LANDMARK_ART, id);
}
