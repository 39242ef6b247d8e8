/** The brand's mark: a map pin holding a compass star (the same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
      <path
        d="M32 11c-9.4 0-17 7.4-17 16.6C15 40 32 54 32 54s17-14 17-26.4C49 18.4 41.4 11 32 11z"
        fill="var(--color-on-night)"
      />
      <path
        d="M32 19.5l2.6 6.3 6.4 2.5-6.4 2.6L32 37.2l-2.6-6.3-6.4-2.6 6.4-2.5z"
        fill="var(--color-accent)"
      />
    </svg>
  );
}
