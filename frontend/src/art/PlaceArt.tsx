import { useMemo } from 'react';
import { ArtSvg, useArtId } from './ArtSvg';
import type { ArtProps } from './art-props';

/** Reads "sky×3 sun land×4 water×2 accent [night]" (hex without #) into a palette. */
function palette(spec: string) {
  const c = spec.split(' ').map((h) => `#${h}`);
  const at = (i: number) => c[i] ?? '#0f1d2b';
  return {
    sky: [at(0), at(1), at(2)] as const,
    sun: at(3),
    /** Far → near silhouette tones. */
    land: [at(4), at(5), at(6), at(7)] as const,
    water: [at(8), at(9)] as const,
    /** Lit windows and small highlights. */
    accent: at(10),
    night: spec.endsWith('night'),
  };
}

const DAWN = palette('b9a3c9 f2b6ae fde3c8 fff2dc dcaab3 b5879d 7d6484 4a3f5c eab9b2 6f6f92 fbd38d');
const PALETTES = [
  DAWN,
  palette('e58f5c f4b877 fbe0aa fff1c8 e0a98a c07c5e 8c5443 5a3328 ebb97c 2f6f6f ffe2a0'), // golden hour
  palette('5fa6c4 a8d4de eef3e6 fffbe8 a9c9bd 6f9f92 3f7a70 0d5c63 79b7c6 1f5f7e e9b949'), // clear day
  palette('232c55 7a4a7c ef8a58 ffd58a a25a7a 6e3f6a 43294f 24183a c0677a 24183a ffd27a'), // dusk
  palette('0b1626 1b3350 3b5f7e f4efe6 34506b 253d55 182b3e 0f1d2b 2c4b69 0f1d2b e9b949 night'),
  palette('b7d2c8 e3ecdc f6f2ea fffaf0 b9cdbf 8fab9c 5f8575 36594d b9d0c8 4f7568 c2571a'), // misty morning
];

type Terrain = 'hills' | 'mountains' | 'coast';
type Landmark = 'skyline' | 'temple' | 'domes' | 'pagoda' | 'stupa';
const TERRAINS: Terrain[] = ['hills', 'mountains', 'coast'];
const LANDMARKS: Landmark[] = ['skyline', 'temple', 'domes', 'pagoda', 'stupa'];

/** FNV-1a string hash with a murmur3 finaliser, so similar names still land far apart. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32) so one seed always yields the same picture. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], n: number, fallback: T): T {
  return list[n % list.length] ?? fallback;
}

type Ridge = (x: number) => number;

function ridge(rand: () => number, base: number, amp: number): Ridge {
  const f1 = (Math.PI * 2) / (280 + rand() * 260);
  const f2 = (Math.PI * 2) / (90 + rand() * 90);
  const p1 = rand() * 6.3;
  const p2 = rand() * 6.3;
  const a2 = amp * (0.2 + rand() * 0.25);
  return (x) => base + amp * Math.sin(x * f1 + p1) + a2 * Math.sin(x * f2 + p2);
}

function ridgePath(y: Ridge): string {
  const pts = Array.from({ length: 43 }, (_, i) => `${i * 10 - 10},${y(i * 10 - 10).toFixed(1)}`);
  return `M-10,300 L${pts.join(' L')} L410,300Z`;
}

function peaksPath(rand: () => number, base: number, height: number): { d: string; caps: string } {
  const pts: Array<[number, number]> = [[-20, base]];
  let x = -20;
  let up = true;
  while (x < 420) {
    x += up ? 30 + rand() * 40 : 20 + rand() * 30;
    pts.push([x, up ? base - height * (0.55 + rand() * 0.45) : base - height * (0.15 + rand() * 0.25)]);
    up = !up;
  }
  const caps = pts.flatMap(([px, py], i) => {
    const prev = pts[i - 1];
    const next = pts[i + 1];
    if (!prev || !next || py > prev[1] || py > next[1]) return [];
    const [lx, ly] = [px + (prev[0] - px) * 0.28, py + (prev[1] - py) * 0.28];
    const [rx, ry] = [px + (next[0] - px) * 0.28, py + (next[1] - py) * 0.28];
    return [`M${lx},${ly} L${px},${py} L${rx},${ry} L${(px + rx) / 2},${ry - 3} L${px - 2},${ly + 2}Z`];
  });
  return {
    d: `M${pts.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' L')} L420,300 L-20,300Z`,
    caps: caps.join(' '),
  };
}

/** Landmark silhouettes in local units: base centred on (0, 0), growing upwards. */
const SHAPES: Record<Exclude<Landmark, 'skyline'>, { body: string; lit: string }> = {
  temple: {
    body: 'M-40,0 V-6 H40 V0Z M-34,-6 V-20 L-24,-32 L-12,-20 V-6Z M-14,-6 V-34 C-14,-58 -8,-72 0,-80 C8,-72 14,-58 14,-34 V-6Z M-6,-80 a6,2.2 0 0 0 12,0 a6,2.2 0 0 0 -12,0Z M-0.5,-82 V-96 L9,-92 L0.5,-89 V-82Z',
    lit: 'M-4,-6 V-16 Q0,-22 4,-16 V-6Z',
  },
  domes: {
    body: 'M-30,0 V-24 H30 V0Z M-16,-24 C-22,-40 -10,-54 0,-60 C10,-54 22,-40 16,-24Z M-28,-24 a8,9 0 0 1 16,0z M12,-24 a8,9 0 0 1 16,0z M-45,0 L-44,-58 L-42,-66 L-40,-58 L-39,0Z M39,0 L40,-58 L42,-66 L44,-58 L45,0Z M-0.5,-60 V-68 H0.5 V-60Z',
    lit: 'M-20,-16 h2.6 v7 h-2.6z M-7,-16 h2.6 v7 h-2.6z M6,-16 h2.6 v7 h-2.6z M19,-16 h2.6 v7 h-2.6z',
  },
  pagoda: {
    body: [0, 1, 2, 3, 4]
      .map((i) => {
        const w = 26 - i * 4;
        const b = -i * 14;
        return `M${-(w - 8) / 2},${b} V${b - 10} H${(w - 8) / 2} V${b}Z M${-w},${b - 8} Q${-w + 6},${b - 10} ${-w + 10},${b - 14} H${w - 10} Q${w - 6},${b - 10} ${w},${b - 8}Z`;
      })
      .join(' ')
      .concat(' M-0.8,-70 V-88 H0.8 V-70Z'),
    lit: 'M-2,-8 h4 v6 h-4z',
  },
  stupa: {
    body: 'M-34,0 L-30,-8 H30 L34,0Z M-24,-8 C-24,-34 24,-34 24,-8Z M-5,-30 V-36 H5 V-30Z M-3,-36 L0,-64 L3,-36Z',
    lit: 'M-2.4,-20 a2.4,2.4 0 1 0 4.8,0 a2.4,2.4 0 1 0 -4.8,0Z',
  },
};

/** A generic city skyline: towers of seeded widths and heights, a few windows lit. */
function skyline(rand: () => number): { body: string; lit: string } {
  const body: string[] = ['M4,-74 L6,-60 H2Z'];
  const lit: string[] = [];
  for (let cx = -46; cx < 46; ) {
    const w = 8 + rand() * 9;
    const h = 22 + rand() * 48 * (1 - Math.abs(cx) / 70);
    body.push(`M${cx.toFixed(1)},0 V${(-h).toFixed(1)} h${w.toFixed(1)} V0Z`);
    for (let wy = 6; wy < h - 4; wy += 7) {
      if (rand() > 0.55) lit.push(`M${(cx + 2.5).toFixed(1)},${(wy - h).toFixed(1)} h2 v2.6 h-2z`);
    }
    cx += w + 1.5;
  }
  return { body: body.join(' '), lit: lit.join(' ') };
}

/** Coastal headland rising from the left edge to a plateau at (x, 200), ending in a cliff. */
function headland(x: number): string {
  return `M-10,252 V206 C20,200 ${x - 90},197 ${x - 60},199 L${x + 58},199 C${x + 68},200 ${x + 74},206 ${x + 78},214 L${x + 84},222 C${x + 20},228 40,238 -10,252Z`;
}

/** Foreground trees as one path: palms on a coast, firs in the mountains, round trees elsewhere. */
function trees(rand: () => number, terrain: Terrain, ground: Ridge): string {
  return Array.from({ length: 5 }, (_, i) => {
    const x = i < 3 ? rand() * 110 : 290 + rand() * 110;
    const h = 22 + rand() * 24;
    const y = ground(x) + 4;
    if (terrain === 'coast') {
      const [tx, ty] = [x - 2, y - h * 1.4];
      return `M${x},${y} q4,${-h * 0.6} -2,${-h * 1.4} M${tx},${ty} q-10,-2 -16,6 M${tx},${ty} q10,-4 16,4 M${tx},${ty} q-4,-8 -12,-10 M${tx},${ty} q6,-8 14,-8`;
    }
    if (terrain === 'mountains') return `M${x},${y - h * 1.3} L${x + h * 0.3},${y} L${x - h * 0.3},${y}Z`;
    const r = h * 0.4;
    return `M${x - 1},${y} V${y - h * 0.5} H${x + 1} V${y}Z M${x - r},${y - h * 0.75} a${r},${r} 0 1 0 ${2 * r},0 a${r},${r} 0 1 0 ${-2 * r},0Z`;
  }).join(' ');
}

/** Everything about the picture that follows from the seed. */
function compose(seed: string) {
  const h = hash(seed);
  const rand = rng(h);
  const p = pick(PALETTES, h, DAWN);
  const terrain = pick(TERRAINS, Math.floor(h / 6), 'hills');
  const landmark = pick(LANDMARKS, Math.floor(h / 18), 'temple');
  const coast = terrain === 'coast';
  const sun = { x: 50 + rand() * 300, y: 55 + rand() * 60, r: 14 + rand() * 10 };
  const x = 120 + rand() * 160;
  const far =
    terrain === 'mountains' ? peaksPath(rand, 196, 110) : { d: ridgePath(ridge(rand, 170, 16)), caps: '' };
  const mid = ridgePath(ridge(rand, coast ? 212 : 200, 12));
  const nearRidge = ridge(rand, 226, 12);
  const near = coast ? headland(Math.min(x, 400 - x)) : ridgePath(nearRidge);
  const y = coast ? 200 : nearRidge(x) + 4;
  const place = `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(1.1 + rand() * 0.35).toFixed(3)})`;
  const shape = landmark === 'skyline' ? skyline(rand) : SHAPES[landmark];
  const stars = p.night
    ? Array.from({ length: 24 }, () => [rand() * 400, rand() * 150, 0.4 + rand() * 0.8])
    : [];
  const ground: Ridge = coast ? () => 292 : (gx) => 258 + 8 * Math.sin(gx / 60 + x);
  const front = coast
    ? 'M-10,300 L-10,270 C60,262 100,280 130,300Z M410,300 L410,276 C360,270 320,284 300,300Z'
    : ridgePath(ground);
  const birds = Array.from(
    { length: Math.floor(rand() * 4) },
    (_, i) => `M${90 + i * 22},${60 + (i % 2) * 12} q3,-3 6,0 q3,-3 6,0`,
  ).join(' ');
  const flip = rand() > 0.5 ? 'translate(400 0) scale(-1 1)' : undefined;
  const nearFlip = coast && x > 200 ? 'translate(400 0) scale(-1 1)' : undefined;
  const foliage = trees(rand, terrain, ground);
  return { p, coast, sun, far, mid, near, nearFlip, place, shape, stars, front, birds, flip, foliage };
}

export function PlaceArt({ seed, title, className }: ArtProps & { seed: string }) {
  const id = useArtId();
  const s = useMemo(() => compose(seed), [seed]);
  const { p, sun } = s;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.sky[0]} />
          <stop offset="0.5" stopColor={p.sky[1]} />
          <stop offset="0.75" stopColor={p.sky[2]} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={p.sun} stopOpacity="0.8" />
          <stop offset="1" stopColor={p.sun} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.water[0]} />
          <stop offset="1" stopColor={p.water[1]} />
        </linearGradient>
        <mask id={`${id}-moon`}>
          <circle cx={sun.x} cy={sun.y} r={sun.r} fill="#fff" />
          <circle cx={sun.x + sun.r * 0.45} cy={sun.y - sun.r * 0.3} r={sun.r * 0.85} fill="#000" />
        </mask>
      </defs>
      <rect width={400} height={300} fill={`url(#${id}-sky)`} />
      {s.stars.map(([x = 0, y = 0, r = 0]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#f4efe6" opacity={0.8} />
      ))}
      <circle cx={sun.x} cy={sun.y} r={sun.r * 3.2} fill={`url(#${id}-glow)`} />
      <circle cx={sun.x} cy={sun.y} r={sun.r} fill={p.sun} mask={p.night ? `url(#${id}-moon)` : undefined} />
      {!p.night ? (
        <g fill="#ffffff" opacity={0.35}>
          <rect x={sun.x > 200 ? 30 : 230} y={70} width={120} height={4} rx={2} />
          <rect x={sun.x > 200 ? 60 : 260} y={80} width={80} height={3} rx={1.5} />
        </g>
      ) : null}
      <path d={s.birds} fill="none" stroke={p.land[3]} strokeWidth={1} opacity={0.5} />

      <g transform={s.flip}>
        <path d={s.far.d} fill={p.land[0]} />
        {s.far.caps ? <path d={s.far.caps} fill="#ffffff" opacity={0.55} /> : null}
        <path d={s.mid} fill={p.land[1]} />
      </g>
      {s.coast ? (
        <>
          <rect y={210} width={400} height={90} fill={`url(#${id}-water)`} />
          <path
            d={`M${sun.x - 14},218 h28 M${sun.x - 22},230 h44 M${sun.x - 10},244 h20 M${sun.x - 30},262 h60`}
            stroke={p.sun}
            strokeWidth={2}
            strokeLinecap="round"
            opacity={0.5}
          />
        </>
      ) : null}
      <path d={s.near} fill={p.land[2]} transform={s.nearFlip} />
      <g transform={s.place}>
        <path d={s.shape.body} fill={p.land[2]} />
        <path d={s.shape.lit} fill={p.accent} opacity={0.85} />
      </g>
      <path d={s.front} fill={p.land[3]} />
      {s.coast ? (
        <path d={s.foliage} stroke={p.land[3]} strokeWidth={2} fill="none" strokeLinecap="round" />
      ) : (
        <path d={s.foliage} fill={p.land[3]} />
      )}
    </ArtSvg>
  );
}
