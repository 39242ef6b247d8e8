/**
 * The company's social profiles, as configured (COMPANY_SOCIAL_LINKS), each named and drawn by its
 * site (simplified glyphs on a 24-unit grid); a site we have no glyph for gets a plain link glyph.
 */
import type { ReactNode } from 'react';

export interface SocialLink {
  readonly name: string;
  readonly href: string;
  readonly icon: ReactNode;
}

interface SocialSite {
  readonly name: string;
  readonly hosts: readonly string[];
  readonly icon: ReactNode;
}

const SITES: readonly SocialSite[] = [
  {
    name: 'Instagram',
    hosts: ['instagram.com'],
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5.5" />
        <circle cx="12" cy="12" r="4.2" />
        <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'Facebook',
    hosts: ['facebook.com'],
    icon: (
      <path
        fill="currentColor"
        d="M13.6 21v-7.4h2.6l.4-3.1h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8v3.1h2.6V21z"
      />
    ),
  },
  {
    name: 'X',
    hosts: ['x.com', 'twitter.com'],
    icon: (
      <g fill="currentColor">
        <path d="M3.5 3.5h5.1l11.9 17h-5.1z" />
        <path d="M18.6 3.5h1.9l-6.8 7.8-1-1.4zM4 20.5h-1.9l7.1-8.1 1 1.4z" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    hosts: ['youtube.com'],
    icon: (
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M2.6 8.1c.1-1.6 1.3-2.9 2.9-3C7.6 5 9.8 4.9 12 4.9s4.4.1 6.5.2c1.6.1 2.8 1.4 2.9 3 .1 1.3.1 2.6.1 3.9s0 2.6-.1 3.9c-.1 1.6-1.3 2.9-2.9 3-2.1.1-4.3.2-6.5.2s-4.4-.1-6.5-.2c-1.6-.1-2.8-1.4-2.9-3-.1-1.3-.1-2.6-.1-3.9s0-2.6.1-3.9zM10 8.8v6.4l5.4-3.2z"
      />
    ),
  },
  {
    name: 'LinkedIn',
    hosts: ['linkedin.com'],
    icon: (
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M3 5.5A2.5 2.5 0 0 1 5.5 3h13A2.5 2.5 0 0 1 21 5.5v13a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 18.5zM6.8 10h2.5v7.5H6.8zm1.25-4a1.45 1.45 0 1 1 0 2.9 1.45 1.45 0 0 1 0-2.9zM11 10h2.4v1.1c.4-.7 1.3-1.3 2.5-1.3 2.1 0 2.8 1.3 2.8 3.3v4.4h-2.5v-3.9c0-.9-.2-1.7-1.2-1.7s-1.5.7-1.5 1.8v3.8H11z"
      />
    ),
  },
];

const LINK_ICON = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </g>
);

/** A configured profile URL as a link: its site's name and glyph, or its host name and a link glyph. */
export function socialLink(href: string): SocialLink {
  const host = new URL(href).hostname.replace(/^www\./, '');
  const site = SITES.find((s) => s.hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return site === undefined
    ? { name: host, href, icon: LINK_ICON }
    : { name: site.name, href, icon: site.icon };
}
