/** Line icons of the home page, drawn on a 24-unit grid; decorative (the text beside them names them). */
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
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
