import { useId } from 'react';
import type { ArtProps } from './art-props';

type Pt = [number, number];

/** "x,y x,y …" → points. */
function pts(spec: string): Pt[] {
  return spec.split(' ').map((p) => {
    const [x = '0', y = '0'] = p.split(',');
    return [Number(x), Number(y)];
  });
}

/** Smooth silhouette through "x,y x,y …" (Catmull-Rom → cubic Bézier), filled down to the bottom edge. */
function ridge(spec: string, bottom = 720): string {
  const points = pts(spec);
  const all: Pt[] = [
    [-40, points[0]?.[1] ?? bottom],
    ...points,
    [1480, points[points.length - 1]?.[1] ?? bottom],
  ];
  let d = `M-40,${bottom} L${all[0]?.join(',')}`;
  for (let i = 0; i < all.length - 1; i++) {
    const p0 = all[i - 1] ?? all[i];
    const p1 = all[i];
    const p2 = all[i + 1];
    const p3 = all[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1.map((n) => n.toFixed(1)).join(',')} ${c2.map((n) => n.toFixed(1)).join(',')} ${p2.join(',')}`;
  }
  return `${d} L1480,${bottom}Z`;
}

/** River: a centreline from the horizon to the viewer, widening with distance travelled. */
function river(): string {
  const line = pts('958,482 905,500 990,528 880,570 700,612 780,670 660,740');
  const left: string[] = [];
  const right: string[] = [];
  const steps = 90;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const f = t * (line.length - 1);
    const i = Math.min(Math.floor(f), line.length - 2);
    const u = f - i;
    const p0 = line[i - 1] ?? line[i];
    const p1 = line[i];
    const p2 = line[i + 1];
    const p3 = line[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const cr = (a: number, b: number, c: number, d: number) =>
      0.5 * (2 * b + (c - a) * u + (2 * a - 5 * b + 4 * c - d) * u * u + (3 * b - a - 3 * c + d) * u * u * u);
    const x = cr(p0[0], p1[0], p2[0], p3[0]);
    const y = cr(p0[1], p1[1], p2[1], p3[1]);
    const w = 2 + t * t * 150;
    left.push(`${(x - w).toFixed(1)},${y.toFixed(1)}`);
    right.unshift(`${(x + w).toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${left.join(' L')} L${right.join(' L')}Z`;
}

function Balloon({ x, y, s, opacity = 1 }: { x: number; y: number; s: number; opacity?: number }) {
  const stripes = ['#c2571a', '#e9b949', '#f6f2ea', '#e9b949', '#c2571a'];
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} opacity={opacity}>
      <path
        d="M0,-60 C34,-60 46,-34 40,-12 C34,8 18,18 10,30 H-10 C-18,18 -34,8 -40,-12 C-46,-34 -34,-60 0,-60Z"
        fill="#c2571a"
      />
      {stripes.map((c, i) => {
        const k = (i - 2) * 15;
        return (
          <path
            key={c + String(i)}
            d={`M${k * 0.35},-60 C${k * 1.1 - 6},-58 ${k * 1.2 - 7},-10 ${k * 0.28 - 3},30 H${k * 0.28 + 3} C${k * 1.2 + 7},-10 ${k * 1.1 + 6},-58 ${k * 0.35},-60Z`}
            fill={c}
          />
        );
      })}
      <path d="M40,-12 C34,8 18,18 10,30 H2 C14,14 30,0 36,-24Z" fill="#0f1d2b" opacity={0.18} />
      <path d="M-9,30 L-6,42 M9,30 L6,42" stroke="#3b2a22" strokeWidth={1.4} />
      <rect x={-7} y={42} width={14} height={10} rx={2} fill="#7a4a2c" />
    </g>
  );
}

export function HeroArt({ className }: Pick<ArtProps, 'className'>) {
  // A prefix for gradient ids, unique per rendered picture and valid in url(#…).
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const water = `${id}-water`;
  const shade = `${id}-shade`;
  const mist = `${id}-mist`;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f2636" />
          <stop offset="0.3" stopColor="#1f4f5c" />
          <stop offset="0.48" stopColor="#8a7284" />
          <stop offset="0.6" stopColor="#e7a27c" />
          <stop offset="0.68" stopColor="#f7d08e" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff4d6" stopOpacity="0.95" />
          <stop offset="0.25" stopColor="#ffd99a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f2a36f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={water} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe0a6" />
          <stop offset="0.4" stopColor="#d99a72" />
          <stop offset="1" stopColor="#2f4a5a" />
        </linearGradient>
        <linearGradient id={mist} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe3c0" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fbe3c0" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fbe3c0" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f1d2b" stopOpacity="0" />
          <stop offset="1" stopColor="#0f1d2b" stopOpacity="0.65" />
        </linearGradient>
      </defs>

      <rect width={1440} height={720} fill={`url(#${sky})`} />
      <g fill="#f4efe6">
        {pts(
          '90,60 230,120 380,40 520,150 660,70 800,30 1010,90 1150,50 1320,110 1390,30 300,200 1240,180',
        ).map(([x = 0, y = 0], i) => (
          <circle key={x} cx={x} cy={y} r={i % 3 === 0 ? 1.6 : 1} opacity={0.55} />
        ))}
      </g>
      <circle cx={940} cy={420} r={330} fill={`url(#${glow})`} />
      <circle cx={940} cy={430} r={54} fill="#fff1d2" />
      <g fill="#fbd2a8" opacity={0.45}>
        <rect x={620} y={232} width={340} height={8} rx={4} />
        <rect x={700} y={248} width={200} height={6} rx={3} />
        <rect x={1040} y={196} width={300} height={8} rx={4} />
        <rect x={1100} y={212} width={170} height={6} rx={3} />
        <rect x={120} y={250} width={220} height={6} rx={3} opacity={0.6} />
      </g>
      <Balloon x={820} y={170} s={0.55} opacity={0.75} />

      {/* far ranges */}
      <path
        d={ridge(
          '0,380 90,330 170,352 270,286 360,340 430,318 540,262 640,330 720,352 830,322 990,410 1090,352 1170,300 1250,262 1340,318 1440,300',
        )}
        fill="#e2b4a2"
      />
      <path
        d="M270,286 l-22,22 l14,-4 l10,10 l10,-12 l14,6Z M540,262 l-26,26 l16,-6 l10,12 l12,-14 l16,8Z M1250,262 l-24,24 l15,-6 l9,10 l12,-12 l14,6Z"
        fill="#f6e0d2"
        opacity={0.7}
      />
      <rect y={380} width={1440} height={80} fill={`url(#${mist})`} />
      <path
        d={ridge('0,452 150,414 300,446 440,398 610,452 770,432 905,462 1050,436 1180,404 1320,432 1440,412')}
        fill="#b27d80"
      />
      {/* distant domed monument on the ridge */}
      <g fill="#9a6c72" transform="translate(1180 406)">
        <rect x={-34} y={-22} width={68} height={22} />
        <path d="M-14,-22 C-22,-34 -12,-50 0,-58 C12,-50 22,-34 14,-22Z" />
        <path d="M0,-58 v-8" stroke="#9a6c72" strokeWidth={1.5} />
        <path d="M-28,-22 a6,7 0 0 1 12,0z M16,-22 a6,7 0 0 1 12,0z" />
        <path d="M-48,0 v-50 l3,-5 l3,5 v50z M42,0 v-50 l3,-5 l3,5 v50z" />
      </g>
      <path
        d={ridge('0,508 140,474 320,512 470,482 640,520 790,496 890,506 1020,482 1150,494 1300,468 1440,486')}
        fill="#6d5f74"
      />
      <rect y={470} width={1440} height={60} fill={`url(#${mist})`} opacity={0.7} />
      <path d={ridge('0,560 200,540 420,548 640,512 900,490 1160,520 1440,548')} fill="#3d4a5f" />

      {/* winding river catching the sunrise */}
      <path d={river()} fill={`url(#${water})`} />
      <g stroke="#fff1d2" strokeLinecap="round" opacity={0.5}>
        <path d="M930,500 h28 M960,528 h40 M840,574 h60 M680,616 h70 M740,668 h90" strokeWidth={2} />
      </g>

      {/* near hills framing the valley */}
      <path d={ridge('0,560 180,590 380,612 560,660 660,720')} fill="#22303f" />
      <path d={ridge('820,720 960,640 1120,600 1300,570 1440,580')} fill="#22303f" />
      <path d={ridge('0,640 220,660 420,690 560,720')} fill="#0f1d2b" />
      <path d={ridge('1000,720 1160,670 1320,650 1440,660')} fill="#0f1d2b" />
      <g fill="#0f1d2b">
        {[60, 110, 170, 250, 1180, 1260, 1330, 1400].map((x, i) => {
          const y = x < 700 ? 650 + i * 6 : 672 - (i - 4) * 5;
          const h = 70 + (i % 3) * 22;
          return (
            <path
              key={x}
              d={`M${x},${y - h} C${x + 12},${y - h * 0.6} ${x + 14},${y - 10} ${x},${y + 6} C${x - 14},${y - 10} ${x - 12},${y - h * 0.6} ${x},${y - h}Z`}
            />
          );
        })}
      </g>

      <g fill="none" stroke="#2a2f3c" strokeWidth={2} strokeLinecap="round" opacity={0.6}>
        <path d="M1010,240 q7,-7 14,0 q7,-7 14,0" />
        <path d="M1050,222 q5,-5 10,0 q5,-5 10,0" />
        <path d="M1080,250 q5,-5 10,0 q5,-5 10,0" />
      </g>
      <Balloon x={1290} y={168} s={1.1} />
      <rect y={420} width={1440} height={300} fill={`url(#${shade})`} />
    </svg>
  );
}
