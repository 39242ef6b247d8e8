/** The frame every illustration shares: a 400×300 scene that fills its box, labelled or hidden. */
import { type ReactNode, useId } from 'react';
import type { ArtProps } from './art-props';

/** A prefix for gradient ids that is unique per rendered picture and valid in url(#…). */
export function useArtId(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, '');
}

export function ArtSvg({ title, className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
