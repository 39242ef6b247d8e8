/** Props shared by every illustration in `src/art`. */
export type ArtProps = {
  /** Accessible name. Without it the picture is decorative (an empty alt): its place is named beside it. */
  title?: string;
  className?: string;
};
