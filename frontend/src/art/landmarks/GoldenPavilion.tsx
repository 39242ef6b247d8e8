import { ArtSvg, useArtId } from '../ArtSvg';
import type { ArtProps } from '../art-props';

const GOLD = '#e6b347';
const GOLD_LIGHT = '#f7d77c';
const GOLD_DEEP = '#b9822a';
const ROOF = '#3f2c25';
const ROOF_EDGE = '#6b4a38';
const WOOD = '#6e4a31';
const PLASTER = '#efe6d2';

/** Flared hip roof: eave from x0 to x1 at y, ridge from r0 to r1 at y - h. */
function roofPath(x0: number, x1: number, y: number, r0: number, r1: number, h: number): string {
  return `M${x0},${y} Q${r0 - 4},${y - 2} ${r0},${y - h} H${r1} Q${r1 + 4},${y - 2} ${x1},${y} L${x1 - 3},${y + 3} H${x0 + 3}Z`;
}

/** Japanese pine: leaning trunk with flat cloud-like pads of needles. */
function Pine({ x, y, s, tone }: { x: number; y: number; s: number; tone: string }) {
  return (
    <g>
      <path
        d={`M${x},${y} C${x - 2 * s},${y - 14 * s} ${x + 6 * s},${y - 22 * s} ${x + 2 * s},${y - 34 * s}`}
        stroke="#4a3a30"
        strokeWidth={2.2 * s}
        fill="none"
      />
      {[
        [-8, -16, 11, 3.6],
        [8, -24, 12, 3.8],
        [1, -34, 10, 3.4],
        [-6, -28, 7, 2.8],
      ].map(([dx = 0, dy = 0, rx = 0, ry = 0]) => (
        <ellipse key={`${dx}${dy}`} cx={x + dx * s} cy={y + dy * s} rx={rx * s} ry={ry * s} fill={tone} />
      ))}
    </g>
  );
}

/** Japanese maple: a spreading, layered canopy of autumn leaves. */
function Maple({ x, y, s, tones }: { x: number; y: number; s: number; tones: [string, string, string] }) {
  const [deep, mid, light] = tones;
  return (
    <g>
      <path
        d={`M${x},${y} C${x - s},${y - 8 * s} ${x + 2 * s},${y - 14 * s} ${x},${y - 20 * s}`}
        stroke="#4a3a30"
        strokeWidth={2 * s}
        fill="none"
      />
      <ellipse cx={x} cy={y - 18 * s} rx={20 * s} ry={8 * s} fill={deep} />
      <ellipse cx={x - 8 * s} cy={y - 24 * s} rx={12 * s} ry={8 * s} fill={mid} />
      <ellipse cx={x + 9 * s} cy={y - 25 * s} rx={13 * s} ry={8 * s} fill={deep} />
      <ellipse cx={x + 1 * s} cy={y - 31 * s} rx={12 * s} ry={7 * s} fill={mid} />
      <ellipse cx={x - 3 * s} cy={y - 34 * s} rx={7 * s} ry={4 * s} fill={light} />
      <ellipse cx={x + 10 * s} cy={y - 27 * s} rx={5 * s} ry={3 * s} fill={light} opacity={0.8} />
    </g>
  );
}

export function GoldenPavilion({ title, className }: ArtProps) {
  const id = useArtId();
  const sky = `${id}-sky`;
  const pond = `${id}-pond`;
  const gilt = `${id}-gilt`;
  const pav = `${id}-pav`;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fc3cc" />
          <stop offset="0.55" stopColor="#d8e6d8" />
          <stop offset="1" stopColor="#f8ecd2" />
        </linearGradient>
        <linearGradient id={pond} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3f7f7c" />
          <stop offset="1" stopColor="#0d4a50" />
        </linearGradient>
        <linearGradient id={gilt} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={GOLD_LIGHT} />
          <stop offset="0.55" stopColor={GOLD} />
          <stop offset="1" stopColor={GOLD_DEEP} />
        </linearGradient>
        <g id={pav}>
          {/* Sosei fishing pavilion on the right */}
          <rect x={238} y={190} width={24} height={15} fill={GOLD_DEEP} />
          <path d={roofPath(232, 268, 190, 242, 258, 8)} fill={ROOF} />
          {/* ground floor, Hōsui-in: plain wood and plaster */}
          <rect x={140} y={178} width={100} height={27} fill={PLASTER} />
          {Array.from({ length: 9 }, (_, i) => (
            <rect key={i} x={140 + i * 12.1} y={178} width={3} height={27} fill={WOOD} />
          ))}
          <rect x={140} y={196} width={100} height={2} fill={WOOD} />
          <rect x={136} y={203} width={108} height={3} fill={WOOD} />
          <path d={roofPath(116, 264, 180, 146, 234, 13)} fill={ROOF} />
          <path d="M120,182 H260" stroke={ROOF_EDGE} strokeWidth={1.2} />
          {/* second floor, Chōon-dō: gilded */}
          <rect x={148} y={145} width={84} height={22} fill={`url(#${gilt})`} />
          <rect x={144} y={160} width={92} height={2} fill={GOLD_DEEP} />
          {Array.from({ length: 8 }, (_, i) => (
            <rect key={i} x={150 + i * 11} y={145} width={1.8} height={15} fill={GOLD_DEEP} opacity={0.7} />
          ))}
          <path d={roofPath(130, 250, 148, 152, 228, 12)} fill={ROOF} />
          <path d="M134,150 H246" stroke={GOLD} strokeWidth={0.8} opacity={0.8} />
          {/* top floor, Kukkyō-chō: gilded with bell-shaped windows */}
          <rect x={166} y={113} width={48} height={24} fill={`url(#${gilt})`} />
          {[172, 186, 200].map((x) => (
            <path
              key={x}
              d={`M${x},133 V124 Q${x},118 ${x + 4},116 Q${x + 8},118 ${x + 8},124 V133Z`}
              fill={GOLD_DEEP}
            />
          ))}
          <path d="M146,115 Q172,111 190,80 Q208,111 234,115 L231,118 H149Z" fill={ROOF} />
          <path d="M150,116 H230" stroke={GOLD} strokeWidth={0.8} opacity={0.8} />
          {/* phoenix finial */}
          <rect x={188.5} y={74} width={3} height={7} fill={GOLD} />
          <path
            d="M190,74 C186,72 184,68 186,65 C184,62 181,60 178,61 C182,57 187,59 189,62 C190,58 194,55 199,56 C195,58 193,61 193,64 C195,66 196,69 194,72Z"
            fill={GOLD_LIGHT}
          />
        </g>
      </defs>

      <rect width={400} height={300} fill={`url(#${sky})`} />
      <circle cx={318} cy={58} r={20} fill="#fff7e2" opacity={0.85} />
      <circle cx={318} cy={58} r={34} fill="#fff7e2" opacity={0.25} />

      {/* Kinugasa hill and layered woods */}
      <path d="M0,150 C60,118 120,104 190,112 C250,118 300,96 400,118 V210 H0Z" fill="#a7c1b2" />
      <path
        d="M0,172 C40,160 70,168 100,158 C140,146 170,160 210,154 C260,146 300,160 340,150 C370,144 390,152 400,150 V210 H0Z"
        fill="#6f9a86"
      />
      <g fill="#4b7a66">
        {Array.from({ length: 22 }, (_, i) => (
          <circle key={i} cx={i * 19} cy={186 - ((i * 7) % 5) * 2} r={13 + (i % 3) * 2} />
        ))}
      </g>
      <Maple x={52} y={204} s={1.3} tones={['#c2571a', '#d9743a', '#e8984a']} />
      <Maple x={96} y={206} s={0.9} tones={['#b8462a', '#d45a2a', '#e9b949']} />
      <Maple x={300} y={204} s={1.1} tones={['#d9743a', '#c2571a', '#e9a049']} />
      <Maple x={356} y={206} s={1.4} tones={['#b8462a', '#cf5b27', '#e2853c']} />
      <Pine x={118} y={206} s={1.1} tone="#2f5a4f" />
      <Pine x={280} y={206} s={0.9} tone="#355f52" />

      <use href={`#${pav}`} transform="translate(190 206) scale(1.1) translate(-190 -206)" />

      {/* shore, pond and reflection */}
      <path d="M0,204 C60,202 110,206 140,205 H262 C300,204 350,206 400,203 V210 H0Z" fill="#5e5146" />
      <rect y={206} width={400} height={94} fill={`url(#${pond})`} />
      <g opacity={0.6}>
        <use href={`#${pav}`} transform="translate(190 206) scale(1.1 -1) translate(-190 -206)" />
      </g>
      <path
        d="M150,246 h34 M196,238 h30 M164,262 h40 M174,286 h30"
        stroke={GOLD_LIGHT}
        strokeWidth={1.4}
        strokeLinecap="round"
        opacity={0.55}
      />
      <g stroke="#bfe0d8" strokeLinecap="round" opacity={0.45}>
        <path
          d="M150,232 h40 M196,240 h26 M160,252 h20 M200,266 h48 M150,280 h24 M40,260 h40 M300,252 h50 M320,284 h40"
          strokeWidth={1.2}
        />
      </g>
      {/* rock islets with small pines */}
      <path d="M296,236 q14,-12 30,-4 q10,2 14,6 q-20,6 -44,-2z" fill="#4a4640" />
      <Pine x={316} y={234} s={0.5} tone="#2f5a4f" />
      <path d="M60,276 q10,-8 22,-2 q8,2 10,5 q-16,4 -32,-3z" fill="#3e3a35" />

      {/* maple branch framing the top-left corner */}
      <path
        d="M-4,16 C30,22 62,22 100,40 M40,22 C50,30 58,34 70,34"
        stroke="#3b2c24"
        strokeWidth={2}
        fill="none"
      />
      {[
        [6, 10, 14, '#b8462a'],
        [26, 22, 10, '#c2571a'],
        [22, 6, 9, '#d9743a'],
        [46, 26, 9, '#b8462a'],
        [44, 14, 7, '#e2853c'],
        [64, 34, 8, '#c2571a'],
        [70, 26, 6, '#e9a049'],
        [86, 40, 7, '#d9743a'],
        [100, 44, 5, '#e9b949'],
        [36, 34, 5, '#e9a049'],
      ].map(([cx, cy, r, fill]) => (
        <ellipse
          key={`${cx}-${cy}`}
          cx={Number(cx)}
          cy={Number(cy)}
          rx={Number(r) * 1.3}
          ry={Number(r)}
          fill={String(fill)}
        />
      ))}
    </ArtSvg>
  );
}
