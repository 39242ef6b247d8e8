/** Line icons of the site, drawn on a 24-unit grid; decorative (the text beside them names them). */
import type { ReactNode } from 'react';

export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const NarrationIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13.5" width="4.5" height="7" rx="1.8" />
    <rect x="16.5" y="13.5" width="4.5" height="7" rx="1.8" />
    <path d="M10.5 10.2v3.6M13.5 9v6" />
  </Icon>
);

export const DetailIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 6.5C10.3 5 8 4.5 4 4.5v13c4 0 6.3.5 8 2 1.7-1.5 4-2 8-2v-13c-4 0-6.3.5-8 2z" />
    <path d="M12 6.5v13M7 8.5h2.5M7 11.5h2.5M14.5 8.5H17M14.5 11.5H17" />
  </Icon>
);

export const PhoneIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
    <path d="M10.5 8.2v4.6l4-2.3z" fill="currentColor" />
  </Icon>
);

export const RouteIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="6" cy="18" r="2.2" />
    <path d="M18 10.5c-1.9 0-3.5-1.6-3.5-3.5S16.1 3.5 18 3.5s3.5 1.6 3.5 3.5c0 2.6-3.5 6-3.5 6" />
    <circle cx="18" cy="7" r="1" fill="currentColor" />
    <path d="M8.2 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h2.5" />
  </Icon>
);

export const GuideIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="10" cy="7" r="3.2" />
    <path d="M3.5 20.5c.4-3.9 3-6.2 6.5-6.2 1.3 0 2.5.3 3.5.9" />
    <path d="M17 21v-9.5l4 2-4 2" />
  </Icon>
);

export const AudioBookIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M5 4.5h9.5A2.5 2.5 0 0 1 17 7v13H7.5A2.5 2.5 0 0 1 5 17.5z" />
    <path d="M5 17.5A2.5 2.5 0 0 1 7.5 15H17" />
    <path d="M19.5 8.5c.9.9.9 3.1 0 4M9 8.5v3M11.5 7.5v5M14 9v2" />
  </Icon>
);

export const ArrowIcon = ({
  className,
  direction = 'right',
}: IconProps & { direction?: 'left' | 'right' }) => (
  <Icon className={className}>
    {direction === 'right' ? <path d="M5 12h14M13 6l6 6-6 6" /> : <path d="M19 12H5M11 6l-6 6 6 6" />}
  </Icon>
);

export const PinIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const PlayIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 5.5v13M16 5.5v13" strokeWidth="3.2" />
  </Icon>
);

/** A circular arrow with the seconds it skips: back (anticlockwise) or forward. */
export const SkipIcon = ({ className, direction }: IconProps & { direction: 'back' | 'forward' }) => (
  <Icon className={className}>
    {direction === 'back' ? (
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 3.5v3.8h3.8" />
    ) : (
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 3.5v3.8h-3.8" />
    )}
    <text
      x="12"
      y="15.2"
      fontSize="7.5"
      fontWeight="700"
      textAnchor="middle"
      fill="currentColor"
      stroke="none"
      fontFamily="system-ui, sans-serif"
    >
      15
    </text>
  </Icon>
);

export const MapIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3.5 6.5 9 4l6 2.5L20.5 4v13.5L15 20l-6-2.5-5.5 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </Icon>
);

export const HeadphonesIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4.5" height="6.5" rx="1.8" />
    <rect x="16.5" y="14" width="4.5" height="6.5" rx="1.8" />
  </Icon>
);

export const TextIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />
  </Icon>
);

export const SearchIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </Icon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const StarBurstIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 3.5 14.2 9l5.8.4-4.5 3.7 1.5 5.7-5-3.2-5 3.2 1.5-5.7L4 9.4 9.8 9z" />
  </Icon>
);

export const GlobeIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.3 3.6 5.1 3.6 8.5s-1.2 6.2-3.6 8.5c-2.4-2.3-3.6-5.1-3.6-8.5s1.2-6.2 3.6-8.5z" />
  </Icon>
);
