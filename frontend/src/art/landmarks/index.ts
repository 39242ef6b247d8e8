import type { ComponentType } from 'react';
import type { ArtProps } from '../art-props';
import { AmberFort } from './AmberFort';
import { EiffelTower } from './EiffelTower';
import { GoldenPavilion } from './GoldenPavilion';
import { StatueOfLiberty } from './StatueOfLiberty';
import { TajMahal } from './TajMahal';

export type { ArtProps } from '../art-props';
export { AmberFort, EiffelTower, GoldenPavilion, StatueOfLiberty, TajMahal };

export type LandmarkSlug =
  | 'taj-mahal'
  | 'eiffel-tower'
  | 'golden-pavilion'
  | 'statue-of-liberty'
  | 'amber-fort';

/** Hand-drawn illustration for each landmark the catalogue features. */
export const LANDMARK_ART: Record<LandmarkSlug, ComponentType<ArtProps>> = {
  'taj-mahal': TajMahal,
  'eiffel-tower': EiffelTower,
  'golden-pavilion': GoldenPavilion,
  'statue-of-liberty': StatueOfLiberty,
  'amber-fort': AmberFort,
};

/** Whether a catalog id has its own illustration. */
export function isLandmarkSlug(id: string): id is LandmarkSlug {
  return Object.hasOwn(LANDMARK_ART, id);
}
