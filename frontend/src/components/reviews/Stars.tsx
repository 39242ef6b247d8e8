/** Star shapes: the review form's inputs and the read-only rating of a review card. */
import './stars.css';

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`star-icon${filled ? ' star-icon--filled' : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.2l-5.62 2.92 1.07-6.27L2.9 9.4l6.3-.9z" />
    </svg>
  );
}

/** A rating of 0 to 5 shown as stars, read as 'Rated 4 out of 5'. */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const rounded = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={`star-rating star-rating--${size}`} role="img" aria-label={`Rated ${rounded} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= rounded} />
      ))}
    </span>
  );
}
