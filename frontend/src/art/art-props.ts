/** Props shared by every illustration in `src/art`. */
export type ArtProps = {
  /** Accessible name. When given the SVG is exposed as `role="img"`; otherwise it is hidden from assistive tech. */
  title?: string;
  className?: string;
};
