/**
 * The picture of a place for REST clients (imageUrl, and photoUrl when there is no photo): a
 * neutral card that names the place, its city and its kind. It never draws a building, because a
 * drawn building would pass for a picture of this one when it is not.
 */
import type { CatalogPlace } from '@app/contracts';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const LINE_CHARS = 22;
const MAX_LINES = 3;

/** The name in lines of about LINE_CHARS, broken between words; the last line ends in '…' if cut. */
export function wrapName(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.trim().split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= LINE_CHARS || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= MAX_LINES)
    return lines.map((l) => (l.length > LINE_CHARS + 6 ? `${l.slice(0, LINE_CHARS)}…` : l));
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${(kept[MAX_LINES - 1] ?? '').slice(0, LINE_CHARS - 1)}…`;
  return kept;
}

/** Colours of the app's tokens: ink 15.9:1, muted 6.3:1 and accent 5.9:1 on the sand card. */
export function placeImageSvg(place: Pick<CatalogPlace, 'name' | 'city' | 'category'>): string {
  const name = wrapName(place.name)
    .map((line, i) => `<tspan x="32" dy="${i === 0 ? 0 : 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(`${place.name}, ${place.city}: ${place.category}`)}">
<rect width="400" height="300" fill="#f6f2ea"/><rect x="12" y="12" width="376" height="276" rx="14" fill="none" stroke="#ddd4c3" stroke-width="2"/>
<text x="32" y="62" font-family="system-ui,sans-serif" font-size="15" font-weight="700" letter-spacing="1.5" fill="#9c4413">${escapeXml(place.category.toUpperCase())}</text>
<text x="32" y="116" font-family="Georgia,serif" font-size="30" font-weight="700" fill="#16212e">${name}</text>
<text x="32" y="260" font-family="system-ui,sans-serif" font-size="18" fill="#4f5b6a">${escapeXml(place.city)}</text>
</svg>`;
}
