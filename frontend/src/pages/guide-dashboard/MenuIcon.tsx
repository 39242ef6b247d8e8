/** The side menu's icons, one per section. */
import type { GuideSectionId } from './guide-sections';

export function MenuIcon({ id }: { id: GuideSectionId }) {
  return (
    <svg className="guide-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {id === 'profile' && (
        <>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </>
      )}
      {id === 'reviews' && (
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      )}
      {id === 'earnings' && (
        <>
          <rect x="3" y="6" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h4" />
        </>
      )}
      {id === 'plans' && (
        <>
          <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
          <path d="M9 4v13.5M15 6.5V20" />
        </>
      )}
    </svg>
  );
}
