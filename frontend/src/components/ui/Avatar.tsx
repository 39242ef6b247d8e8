/** A person's round picture (served under /uploads/), or their initials when there is none. */
import { useState } from 'react';
import './avatar.css';

export function pictureUrl(profilePicture: string): string {
  return `/uploads/${encodeURIComponent(profilePicture)}`;
}

/** 'Ravi Kumar' → 'RK', 'ravi.kumar' → 'RK', 'ravi' → 'R'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => word !== '');
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return (
    letters
      .map((word) => word?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

export interface AvatarProps {
  readonly name: string;
  /** A file name under /uploads/, or a full URL (e.g. a local preview); empty for initials. */
  readonly picture?: string;
  readonly size?: 'sm' | 'md' | 'lg' | 'xl';
  readonly className?: string;
}

export function Avatar({ name, picture = '', size = 'md', className = '' }: AvatarProps) {
  const src = picture === '' ? '' : /^(blob:|data:|\/)/.test(picture) ? picture : pictureUrl(picture);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== '' && failed !== src;
  return (
    <span className={`avatar avatar--${size} ${className}`.trim()} aria-hidden="true">
      {showImage ? (
        <img className="avatar__img" src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span className="avatar__initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
