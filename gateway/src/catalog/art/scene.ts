/**
 * The backdrop every drawn place stands in, in the featured landmarks' flat style: a warm sky, a
 * glowing sun, two hill layers and land or water in front. The light is picked from the place's id,
 * so the tiles of one city do not all look alike and a place always keeps its own.
 */

/** The colours of one light; drawings take theirs from it so a building sits in its sky. */
export interface Palette {
  readonly name: string;
  readonly sky: readonly [string, string, string];
  readonly sun: string;
  readonly glow: string;
  readonly hillFar: string;
  readonly hillNear: string;
  readonly ground: readonly [string, string];
  readonly water: readonly [string, string];
  /** Sunlit wall, its shaded side, a deeper shade, and the dark of doors and windows. */
  readonly stone: string;
  readonly stoneMid: string;
  readonly stoneShade: string;
  readonly dark: string;
  readonly green: string;
  readonly greenDark: string;
  /** Flags, awnings, roofs. */
  readonly accent: string;
  readonly gold: string;
}

const DAWN: Palette = {
  name: 'dawn',
  sky: ['#b7a1c8', '#f0b3b0', '#fde8cf'],
  sun: '#fff6e4',
  glow: '#ffe3c4',
  hillFar: '#d3a9b4',
  hillNear: '#b88a9c',
  ground: ['#9aa98a', '#4d6b5c'],
  water: ['#f4c9c2', '#7f93b4'],
  stone: '#fbf3ee',
  stoneMid: '#e6d4da',
  stoneShade: '#c9b0c0',
  dark: '#6b4a5e',
  green: '#6f8f6a',
  greenDark: '#4d6b5c',
  accent: '#c8566a',
  gold: '#e9b949',
};

export const PALETTES: readonly Palette[] = [
  DAWN,
  {
    name: 'noon',
    sky: ['#e58f5c', '#f4b877', '#fbdca4'],
    sun: '#fff2cf',
    glow: '#ffe2a0',
    hillFar: '#dca287',
    hillNear: '#b9785c',
    ground: ['#9a5d47', '#6b3f33'],
    water: ['#e9b77a', '#0d5c63'],
    stone: '#f3c98a',
    stoneMid: '#dfa766',
    stoneShade: '#b97d45',
    dark: '#8a4f2c',
    green: '#5f6b3e',
    greenDark: '#45502c',
    accent: '#b8432f',
    gold: '#e9b949',
  },
  {
    name: 'day',
    sky: ['#8fc3d9', '#cfe6e4', '#f7ecd0'],
    sun: '#fffbe8',
    glow: '#fff3c8',
    hillFar: '#a9c7a4',
    hillNear: '#82a97f',
    ground: ['#7fa064', '#4e7a4a'],
    water: ['#bfe0e6', '#2f6f8a'],
    stone: '#f6ecda',
    stoneMid: '#e0cfb0',
    stoneShade: '#b59f7c',
    dark: '#5b4a3a',
    green: '#4f8a4a',
    greenDark: '#35663a',
    accent: '#c0533a',
    gold: '#e3a93a',
  },
  {
    name: 'dusk',
    sky: ['#3d3a6b', '#c0607a', '#f3a76b'],
    sun: '#ffd9a0',
    glow: '#ffb98a',
    hillFar: '#8a5a78',
    hillNear: '#63405f',
    ground: ['#4a3550', '#2f2440'],
    water: ['#d9867e', '#2a2d55'],
    stone: '#f1c8a0',
    stoneMid: '#d49a86',
    stoneShade: '#a06a70',
    dark: '#3a2440',
    green: '#4a5a4a',
    greenDark: '#2f3d36',
    accent: '#e0704a',
    gold: '#f2b45a',
  },
];

/** Where buildings stand: the top of the land (or the water's edge) in the 400×300 picture. */
export const GROUND_Y = 222;

/** A small string hash (FNV-1a): the same id always gets the same light. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const paletteFor = (seed: string): Palette => PALETTES[hashOf(seed) % PALETTES.length] ?? DAWN;

/** Gradient ids begin with the place's id: many pictures inline in one page must not share them. */
export const idPrefix = (seed: string) => `art-${seed.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;

/** The sky, sun, hills and front band; `water` lays a river or sea in front instead of land. */
export function scene(seed: string, p: Palette, water: boolean): { defs: string; back: string } {
  const id = idPrefix(seed);
  const sunX = 60 + (hashOf(`${seed}|sun`) % 280);
  const defs = `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.5" stop-color="${p.sky[1]}"/><stop offset="0.85" stop-color="${p.sky[2]}"/></linearGradient>
<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water ? p.water[0] : p.ground[0]}"/><stop offset="1" stop-color="${water ? p.water[1] : p.ground[1]}"/></linearGradient>`;
  const ripples = water
    ? `<g stroke="${p.sun}" stroke-linecap="round" opacity="0.5" stroke-width="1.2"><path d="M30,232 h40 M120,240 h26 M230,236 h50 M300,250 h34 M60,262 h30 M250,270 h40"/></g>`
    : '';
  const back = `<rect width="400" height="300" fill="url(#${id}-sky)"/>
<circle cx="${sunX}" cy="92" r="80" fill="url(#${id}-glow)"/><circle cx="${sunX}" cy="92" r="18" fill="${p.sun}"/>
<g fill="none" stroke="${p.dark}" stroke-width="1" stroke-linecap="round" opacity="0.45"><path d="M${(sunX + 170) % 360},58 q3,-3 6,0 q3,-3 6,0 M${(sunX + 190) % 360},46 q2.5,-2.5 5,0 q2.5,-2.5 5,0"/></g>
<path d="M0,150 C50,126 90,112 140,118 C190,124 220,104 270,98 C320,92 360,112 400,118 V${GROUND_Y} H0Z" fill="${p.hillFar}"/>
<path d="M0,188 C40,170 80,164 120,170 C170,178 210,160 260,156 C310,152 360,168 400,176 V${GROUND_Y} H0Z" fill="${p.hillNear}"/>
<rect y="${GROUND_Y}" width="400" height="${300 - GROUND_Y}" fill="url(#${id}-front)"/>${ripples}`;
  return { defs, back };
}
