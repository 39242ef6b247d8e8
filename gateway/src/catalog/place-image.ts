/**
 * The picture of a place for REST clients (imageUrl, photoUrl): no photos exist offline, so a
 * small poster is drawn from the place's id: a sky, hills, a silhouette for its kind, its name.
 */
import type { CatalogPlace } from '@app/contracts';

const SKIES = [
  ['#f6d5b8', '#e9967a'],
  ['#b8d8f0', '#5c9ccf'],
  ['#f8e3a3', '#e6a04c'],
  ['#d7c4ec', '#8a6fb8'],
  ['#bfe3d6', '#4f9c89'],
  ['#fbd2d7', '#d36d85'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function silhouette(category: string, x: number): string {
  const base = 'fill="#1d2b3a" fill-opacity="0.85"';
  switch (category) {
    case 'Temple & Shrine':
    case 'Monument':
      return `<path ${base} d="M${x - 60} 210h120v-50h-10v-20a50 50 0 0 0-100 0v20h-10z"/><rect ${base} x="${x - 4}" y="95" width="8" height="20"/>`;
    case 'Fort & Palace':
    case 'Historic Site':
      return `<path ${base} d="M${x - 90} 210v-70h15v-12h12v12h15v-12h12v12h15v-30h12v-10h12v10h12v30h15v-12h12v12h15v-12h12v12h15v70z"/>`;
    case 'Nature':
    case 'Garden & Park':
      return `<path ${base} d="M${x - 70} 210l30-80 30 80zM${x - 10} 210l35-100 35 100z"/>`;
    case 'Beach':
      return `<path ${base} d="M${x - 120} 205q30-14 60 0t60 0 60 0 60 0v10h-240z"/>`;
    default:
      return `<path ${base} d="M${x - 14} 210l6-120h16l6 120zM${x - 60} 210v-40h30v40zM${x + 30} 210v-55h30v55z"/>`;
  }
}

export function placeImageSvg(place: Pick<CatalogPlace, 'id' | 'name' | 'category'>): string {
  const h = hash(place.id);
  const [top, bottom] = SKIES[h % SKIES.length] ?? SKIES[0];
  const sunX = 60 + (h % 280);
  const x = 120 + ((h >> 8) % 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(place.name)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#s)"/><circle cx="${sunX}" cy="80" r="26" fill="#fff6dc" fill-opacity="0.8"/>
<path d="M0 190q100-40 200 0t200-10v120H0z" fill="#3d5a58" fill-opacity="0.55"/>
${silhouette(place.category, x)}
<path d="M0 215q120-25 240 0t160-5v90H0z" fill="#16212e"/>
<text x="20" y="275" font-family="Georgia,serif" font-size="22" fill="#f4efe6">${escapeXml(place.name)}</text>
</svg>`;
}
