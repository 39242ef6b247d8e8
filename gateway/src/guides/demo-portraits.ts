/**
 * Illustrated portraits of the demo guides (issue 26: they showed initials): a head and shoulders
 * drawn from a few traits in the flat style of the catalog's landmark art, as SVG for sharp to
 * render. Nobody's photograph, so no likeness of a real person is used.
 */

export type HairStyle = 'short' | 'long' | 'bun' | 'turban' | 'curly';

export interface PortraitLook {
  skin: string;
  hair: string;
  style: HairStyle;
  clothes: string;
  /** The beard's colour, when there is one (a turban's colour is not the hair's). */
  beard?: string;
  glasses?: boolean;
  bindi?: boolean;
  earrings?: boolean;
}

const SIDE = 256;
const INK = '#2b1d14';

/** Drawn behind the head: long hair falls past the shoulders. */
function hairBehind(look: PortraitLook): string {
  if (look.style === 'long')
    return `<path d="M74 118 C70 60 100 42 128 42 C156 42 186 60 182 118 L188 204 C170 212 150 206 146 196 L110 196 C106 206 86 212 68 204 Z" fill="${look.hair}"/>`;
  if (look.style === 'bun') return `<circle cx="128" cy="52" r="22" fill="${look.hair}"/>`;
  return '';
}

/** Drawn over the head: the hair's top, or a turban. */
function hairOver(look: PortraitLook): string {
  switch (look.style) {
    case 'turban':
      return `<path d="M74 108 C68 58 100 34 128 34 C156 34 188 58 182 108 C166 94 148 88 128 88 C108 88 90 94 74 108 Z" fill="${look.hair}"/>
  <path d="M86 70 C108 58 150 56 172 78" stroke="#00000033" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'curly':
      return [70, 92, 114, 136, 158, 180]
        .map((x, i) => `<circle cx="${x + (i % 2) * 2}" cy="${i % 2 ? 66 : 78}" r="20" fill="${look.hair}"/>`)
        .join('');
    default:
      return `<path d="M78 112 C74 62 104 46 130 46 C158 46 182 64 178 112 C170 86 150 76 128 76 C106 76 88 88 78 112 Z" fill="${look.hair}"/>`;
  }
}

/** The portrait as SVG: background, shoulders, neck, ears, head, hair, face and what the look adds. */
export function portraitSvg(look: PortraitLook, background: string): string {
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#8c2f1c"/></linearGradient></defs>`,
    `<rect width="${SIDE}" height="${SIDE}" fill="url(#bg)"/>`,
    `<circle cx="196" cy="60" r="26" fill="#fff7ec" opacity="0.25"/>`,
    hairBehind(look),
    `<path d="M26 256 C34 200 82 178 128 178 C174 178 222 200 230 256 Z" fill="${look.clothes}"/>`,
    `<path d="M104 180 L128 206 L152 180 Z" fill="#00000022"/>`,
    `<rect x="110" y="138" width="36" height="48" rx="14" fill="${look.skin}"/>`,
    `<ellipse cx="80" cy="118" rx="8" ry="12" fill="${look.skin}"/><ellipse cx="176" cy="118" rx="8" ry="12" fill="${look.skin}"/>`,
    `<ellipse cx="128" cy="112" rx="48" ry="56" fill="${look.skin}"/>`,
    hairOver(look),
    look.beard
      ? `<path d="M82 120 C84 162 106 178 128 178 C150 178 172 162 174 120 C166 148 150 158 128 158 C106 158 90 148 82 120 Z" fill="${look.beard}"/>`
      : '',
    `<path d="M100 100 Q110 94 120 100 M136 100 Q146 94 156 100" stroke="${INK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="110" cy="114" rx="4.5" ry="5" fill="${INK}"/><ellipse cx="146" cy="114" rx="4.5" ry="5" fill="${INK}"/>`,
    `<path d="M128 118 Q124 132 130 134" stroke="#00000040" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M112 144 Q128 ${look.beard ? 152 : 156} 144 144" stroke="#7a3b2a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    look.glasses
      ? `<g stroke="${INK}" stroke-width="3" fill="none"><circle cx="110" cy="114" r="14"/><circle cx="146" cy="114" r="14"/><path d="M124 114 H132"/></g>`
      : '',
    look.bindi ? `<circle cx="128" cy="96" r="3.5" fill="#b3261e"/>` : '',
    look.earrings
      ? `<circle cx="80" cy="134" r="4" fill="#e8b64c"/><circle cx="176" cy="134" r="4" fill="#e8b64c"/>`
      : '',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">${parts.join('')}</svg>`;
}
