/** A featured landmark's hand-drawn picture (a 400×300 scene that covers its box, as the drawings did). */
import type { ArtProps } from './art-props';
import { LANDMARK_ART, type LandmarkSlug } from './landmarks';
import './landmark-art.css';

export interface LandmarkArtProps extends ArtProps {
  readonly slug: LandmarkSlug;
  /** At the top of its page: fetched at once, not when it scrolls near. */
  readonly priority?: boolean;
}

export function LandmarkArt({ slug, title, className, priority = false }: LandmarkArtProps) {
  return (
    <img
      className={`landmark-art ${className ?? ''}`.trim()}
      src={LANDMARK_ART[slug]}
      // Without a title the picture is decorative: its place is named beside it.
      alt={title ?? ''}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      data-picture="landmark"
    />
  );
}
