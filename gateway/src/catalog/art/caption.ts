/** The band at the foot of a drawn picture that names it, so a drawing is never taken for a photo. */
import { escapeXml, wrapName } from './text.js';

const LINE = 20;

/** A translucent band with the name in up to three serif lines and, under it, where it is. */
export function caption(name: string, sub: string): string {
  const lines = wrapName(name);
  const height = 46 + (lines.length - 1) * LINE;
  const top = 300 - height;
  const subY = top + 39 + (lines.length - 1) * LINE;
  const text = lines
    .map((l, i) => `<tspan x="16" dy="${i === 0 ? 0 : LINE}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<rect y="${top}" width="400" height="${height}" fill="#16212e" fill-opacity="0.62"/>
<text x="16" y="${top + 22}" font-family="Georgia,'Times New Roman',serif" font-size="18" font-weight="700" fill="#fffaf0">${text}</text>
<text x="16" y="${subY}" font-family="system-ui,sans-serif" font-size="12" fill="#f3e6cf">${escapeXml(sub)}</text>`;
}
