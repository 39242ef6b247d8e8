/** The 'Verified' mark beside the phone number's label. */
export function VerifiedBadge() {
  return (
    <span className="profile__badge">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 10.5l3 3 7-7" />
      </svg>
      Verified
    </span>
  );
}
