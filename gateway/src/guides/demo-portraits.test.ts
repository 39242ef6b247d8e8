import { describe, expect, it } from 'vitest';
import { type HairStyle, type PortraitLook, portraitSvg } from './demo-portraits.js';

const STYLES: HairStyle[] = ['short', 'long', 'bun', 'turban', 'curly'];
const HAIR = '#123456';
const look = (style: HairStyle, more: Partial<PortraitLook> = {}): PortraitLook => ({
  skin: '#c0ffee',
  hair: HAIR,
  style,
  clothes: '#abcdef',
  ...more,
});

const LONG_HAIR = `<path d="M74 118 C70 60 100 42 128 42 C156 42 186 60 182 118 L188 204 C170 212 150 206 146 196 L110 196 C106 206 86 212 68 204 Z" fill="${HAIR}"/>`;
const BUN = `<circle cx="128" cy="52" r="22" fill="${HAIR}"/>`;
const TURBAN = `<path d="M74 108 C68 58 100 34 128 34 C156 34 188 58 182 108 C166 94 148 88 128 88 C108 88 90 94 74 108 Z" fill="${HAIR}"/>
  <path d="M86 70 C108 58 150 56 172 78" stroke="#00000033" stroke-width="5" fill="none" stroke-linecap="round"/>`;
const CURLS = [
  [70, 78],
  [94, 66],
  [114, 78],
  [138, 66],
  [158, 78],
  [182, 66],
].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="20" fill="${HAIR}"/>`);
const SHORT_HAIR = `<path d="M78 112 C74 62 104 46 130 46 C158 46 182 64 178 112 C170 86 150 76 128 76 C106 76 88 88 78 112 Z" fill="${HAIR}"/>`;
const HEAD = '<ellipse cx="128" cy="112" rx="48" ry="56" fill="#c0ffee"/>';
const SHOULDERS = '<path d="M26 256 C34 200 82 178 128 178 C174 178 222 200 230 256 Z" fill="#abcdef"/>';
const BROWS =
  '<path d="M100 100 Q110 94 120 100 M136 100 Q146 94 156 100" stroke="#2b1d14" stroke-width="3.5" fill="none" stroke-linecap="round"/>';

/** Every element the hair colour fills, in drawing order. */
const hairShapes = (svg: string) => svg.match(/<[^<>]*fill="#123456"\/>/g) ?? [];

describe('a demo guide portrait', () => {
  it('is one well-formed 256×256 SVG: the gradient background, the sun, then the person', () => {
    const svg = portraitSvg(look('short'), '#ff8800');
    const start =
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8800"/><stop offset="1" stop-color="#8c2f1c"/></linearGradient></defs>' +
      '<rect width="256" height="256" fill="url(#bg)"/>' +
      '<circle cx="196" cy="60" r="26" fill="#fff7ec" opacity="0.25"/>' +
      SHOULDERS +
      '<path d="M104 180 L128 206 L152 180 Z" fill="#00000022"/>' +
      '<rect x="110" y="138" width="36" height="48" rx="14" fill="#c0ffee"/>' +
      '<ellipse cx="80" cy="118" rx="8" ry="12" fill="#c0ffee"/><ellipse cx="176" cy="118" rx="8" ry="12" fill="#c0ffee"/>' +
      HEAD +
      SHORT_HAIR +
      BROWS +
      '<ellipse cx="110" cy="114" rx="4.5" ry="5" fill="#2b1d14"/><ellipse cx="146" cy="114" rx="4.5" ry="5" fill="#2b1d14"/>' +
      '<path d="M128 118 Q124 132 130 134" stroke="#00000040" stroke-width="3" fill="none" stroke-linecap="round"/>' +
      '<path d="M112 144 Q128 156 144 144" stroke="#7a3b2a" stroke-width="4" fill="none" stroke-linecap="round"/>' +
      '</svg>';
    // A plain look adds nothing else: no beard, glasses, bindi nor earrings, not even text.
    expect(svg).toBe(start);
  });

  it('draws the long hair behind the face for style "long", and only then', () => {
    for (const style of STYLES) {
      const svg = portraitSvg(look(style), '#ff8800');
      expect(svg.includes(LONG_HAIR), style).toBe(style === 'long');
    }
    const svg = portraitSvg(look('long'), '#ff8800');
    expect(svg.indexOf(LONG_HAIR)).toBeLessThan(svg.indexOf(SHOULDERS));
    // Over the head, long hair has the default top.
    expect(hairShapes(svg)).toEqual([LONG_HAIR, SHORT_HAIR]);
  });

  it('draws exactly one bun, behind the head, for style "bun", and only then', () => {
    for (const style of STYLES) {
      const svg = portraitSvg(look(style), '#ff8800');
      expect(svg.split(BUN).length - 1, style).toBe(style === 'bun' ? 1 : 0);
    }
    const svg = portraitSvg(look('bun'), '#ff8800');
    expect(svg.indexOf(BUN)).toBeLessThan(svg.indexOf(SHOULDERS));
    expect(hairShapes(svg)).toEqual([BUN, SHORT_HAIR]);
  });

  it('draws a turban, with its fold, over the head instead of hair', () => {
    const svg = portraitSvg(look('turban'), '#ff8800');
    expect(svg).toContain(`${HEAD}${TURBAN}${BROWS}`);
    expect(hairShapes(svg)).toEqual([TURBAN.split('\n')[0]]);
    for (const style of STYLES.filter((s) => s !== 'turban'))
      expect(portraitSvg(look(style), '#ff8800')).not.toContain('stroke="#00000033"');
  });

  it('draws six curls at their places, alternately low and high, for style "curly"', () => {
    const svg = portraitSvg(look('curly'), '#ff8800');
    expect(svg).toContain(`${HEAD}${CURLS.join('')}${BROWS}`);
    expect(hairShapes(svg)).toEqual(CURLS);
    for (const style of STYLES.filter((s) => s !== 'curly'))
      expect(portraitSvg(look(style), '#ff8800')).not.toContain('r="20"');
  });

  it('draws the short hair over the head for any other style', () => {
    for (const style of ['short', 'long', 'bun'] as HairStyle[])
      expect(portraitSvg(look(style), '#ff8800'), style).toContain(`${HEAD}${SHORT_HAIR}${BROWS}`);
    for (const style of ['turban', 'curly'] as HairStyle[])
      expect(portraitSvg(look(style), '#ff8800'), style).not.toContain(SHORT_HAIR);
  });

  it('adds a beard, glasses, a bindi and earrings when the look has them', () => {
    const svg = portraitSvg(
      look('short', { beard: '#654321', glasses: true, bindi: true, earrings: true }),
      '#ff8800',
    );
    expect(svg).toContain(
      `${SHORT_HAIR}<path d="M82 120 C84 162 106 178 128 178 C150 178 172 162 174 120 C166 148 150 158 128 158 C106 158 90 148 82 120 Z" fill="#654321"/>${BROWS}`,
    );
    expect(svg).toContain('<path d="M112 144 Q128 152 144 144"');
    expect(
      svg.endsWith(
        '<g stroke="#2b1d14" stroke-width="3" fill="none"><circle cx="110" cy="114" r="14"/><circle cx="146" cy="114" r="14"/><path d="M124 114 H132"/></g>' +
          '<circle cx="128" cy="96" r="3.5" fill="#b3261e"/>' +
          '<circle cx="80" cy="134" r="4" fill="#e8b64c"/><circle cx="176" cy="134" r="4" fill="#e8b64c"/>' +
          '</svg>',
      ),
    ).toBe(true);
  });
});
