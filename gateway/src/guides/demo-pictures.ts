/**
 * Profile pictures for the demo guides, drawn here rather than downloaded: the initials on a warm
 * background, rendered to PNG and stored like any uploaded picture.
 */
import type { Blobs } from '@app/infra';
import sharp from 'sharp';
import { storePicture } from '../uploads/index.js';

const SIDE = 256;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The avatar as SVG: a circle-friendly square with the initials in the middle. */
export function avatarSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#8c2f1c"/>
  </linearGradient></defs>
  <rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-size="104" font-weight="bold" fill="#fff7ec">${escapeXml(initials)}</text>
</svg>`;
}

/** Draws and stores the avatar of a guide; returns its file name under /uploads/. */
export async function storeAvatar(blobs: Blobs, initials: string, colour: string): Promise<string> {
  const png = await sharp(Buffer.from(avatarSvg(initials, colour)))
    .png()
    .toBuffer();
  return storePicture(blobs, png);
}
