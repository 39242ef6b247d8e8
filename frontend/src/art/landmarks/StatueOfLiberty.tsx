import { ArtSvg, useArtId } from '../ArtSvg';
import type { ArtProps } from '../art-props';

const COPPER_DEEP = '#2f6d68';
const COPPER_DARK = '#3f8a80';
const GRANITE = '#dccba8';
const GRANITE_SHADE = '#b9a382';

/** Eleven-pointed star of Fort Wood, seen at a low angle (so squashed vertically). */
function starPoints(cx: number, cy: number, rx: number, ry: number): string {
  return Array.from({ length: 22 }, (_, i) => {
    const a = (Math.PI * i) / 11 - Math.PI / 2;
    const k = i % 2 === 0 ? 1 : 0.74;
    return `${(cx + Math.cos(a) * rx * k).toFixed(1)},${(cy + Math.sin(a) * ry * k).toFixed(1)}`;
  }).join(' ');
}

/** Seven crown rays fanning out above the head. */
const RAYS = Array.from({ length: 7 }, (_, i) => {
  const a = ((-165 + i * 25) * Math.PI) / 180;
  const bx = 200 + Math.cos(a) * 6;
  const by = 89 + Math.sin(a) * 5;
  const tx = 200 + Math.cos(a) * 17;
  const ty = 89 + Math.sin(a) * 15;
  const px = -Math.sin(a) * 1.6;
  const py = Math.cos(a) * 1.6;
  return `M${(bx + px).toFixed(1)},${(by + py).toFixed(1)} L${tx.toFixed(1)},${ty.toFixed(1)} L${(bx - px).toFixed(1)},${(by - py).toFixed(1)}Z`;
}).join(' ');

const SKYLINE: Array<[number, number, number]> = [
  [4, 14, 30],
  [20, 10, 46],
  [32, 16, 38],
  [50, 12, 58],
  [64, 18, 34],
  [84, 10, 50],
  [96, 14, 40],
  [112, 20, 28],
  [270, 16, 36],
  [288, 12, 52],
  [302, 20, 30],
  [324, 10, 44],
  [336, 16, 62],
  [354, 12, 40],
  [368, 18, 48],
  [388, 14, 34],
];

export function StatueOfLiberty({ title, className }: ArtProps) {
  const id = useArtId();
  const sky = `${id}-sky`;
  const sea = `${id}-sea`;
  const copper = `${id}-copper`;
  const flame = `${id}-flame`;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4f98c8" />
          <stop offset="0.55" stopColor="#9fcfe2" />
          <stop offset="0.75" stopColor="#e4f0ec" />
        </linearGradient>
        <linearGradient id={sea} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5a9fc0" />
          <stop offset="1" stopColor="#1f5f7e" />
        </linearGradient>
        <linearGradient id={copper} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a6d8c6" />
          <stop offset="0.5" stopColor="#6fb5a3" />
          <stop offset="1" stopColor={COPPER_DARK} />
        </linearGradient>
        <linearGradient id={flame} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff0b0" />
          <stop offset="1" stopColor="#e9a23b" />
        </linearGradient>
      </defs>

      <rect width={400} height={300} fill={`url(#${sky})`} />
      <circle cx={328} cy={58} r={34} fill="#fffbe8" opacity={0.3} />
      <circle cx={328} cy={58} r={18} fill="#fff8de" />
      <g fill="#ffffff" opacity={0.85}>
        <path d="M40,78 a12,12 0 0 1 22,-6 a14,14 0 0 1 26,4 a9,9 0 0 1 6,10 h-60 a8,8 0 0 1 6,-8z" />
        <path
          d="M262,118 a10,10 0 0 1 18,-5 a12,12 0 0 1 22,3 a8,8 0 0 1 5,9 h-50 a7,7 0 0 1 5,-7z"
          opacity={0.8}
        />
      </g>
      <g fill="none" stroke="#3d5f74" strokeWidth={1} strokeLinecap="round" opacity={0.55}>
        <path d="M112,60 q3,-3 6,0 q3,-3 6,0" />
        <path d="M128,72 q2.5,-2.5 5,0 q2.5,-2.5 5,0" />
        <path d="M262,84 q3,-3 6,0 q3,-3 6,0" />
      </g>

      {/* Manhattan, hazy across the harbour */}
      <g fill="#a4bfcf">
        {SKYLINE.map(([x, w, h]) => (
          <rect key={x} x={x} y={216 - h} width={w} height={h} />
        ))}
        <path d="M74,216 V150 L80,140 L86,150 V216Z M80,140 V126" stroke="#a4bfcf" strokeWidth={1} />
        <path
          d="M344,216 L348,144 L352,136 L356,144 L360,216Z M352,136 V120"
          stroke="#a4bfcf"
          strokeWidth={1}
        />
      </g>
      <g fill="#c4d7df">
        {SKYLINE.filter((_, i) => i % 2 === 0).map(([x, w, h]) => (
          <rect key={x} x={x + 2} y={222 - h * 0.55} width={w - 2} height={h * 0.55} />
        ))}
      </g>

      <rect y={214} width={400} height={86} fill={`url(#${sea})`} />
      <g stroke="#d8eef3" strokeLinecap="round" opacity={0.6} strokeWidth={1.2}>
        <path d="M20,226 h30 M70,234 h18 M300,228 h34 M340,240 h24 M40,270 h40 M290,276 h50 M150,288 h30 M250,292 h20" />
      </g>

      {/* Staten Island ferry */}
      <g>
        <path d="M34,262 h66 l-6,8 h-56z" fill="#c2571a" />
        <rect x={44} y={254} width={46} height={8} fill="#f6f2ea" />
        <rect x={52} y={248} width={30} height={6} fill="#f6f2ea" />
        {[48, 56, 64, 72, 80].map((x) => (
          <rect key={x} x={x} y={256} width={4} height={3} fill="#2c4a5e" />
        ))}
        <path d="M30,272 h76" stroke="#e6f3f5" strokeWidth={1} opacity={0.7} />
      </g>

      {/* Liberty Island, the star fort, pedestal and statue */}
      <g transform="translate(200 250) scale(0.88) translate(-200 -250)">
        <path d="M112,248 C130,232 170,228 200,228 C240,228 276,232 292,248 Z" fill="#5f8f5e" />
        <g fill="#467a4e">
          {[126, 138, 262, 276].map((x, i) => (
            <circle key={x} cx={x} cy={240 - (i % 2) * 2} r={7 + (i % 2) * 2} />
          ))}
        </g>
        <polygon points={starPoints(200, 243, 62, 12)} fill="#9a8669" />
        <polygon points={starPoints(200, 237, 62, 12)} fill={GRANITE} />
        <polygon points={starPoints(200, 237, 44, 8)} fill="#b5c79a" opacity={0.8} />

        {/* pedestal */}
        <path d="M176,238 V214 H224 V238Z" fill={GRANITE} />
        <path d="M204,238 V214 H224 V238Z" fill={GRANITE_SHADE} />
        <path d="M172,216 h56 v-4 h-56z M180,212 V166 h40 V212Z" fill={GRANITE} />
        <path d="M204,212 V166 h16 V212Z" fill={GRANITE_SHADE} />
        {[184, 190, 196, 205, 211].map((x) => (
          <rect key={x} x={x} y={170} width={3.4} height={12} rx={1.7} fill="#8c7a61" />
        ))}
        <rect x={178} y={186} width={44} height={2.5} fill={GRANITE_SHADE} />
        <rect x={186} y={194} width={12} height={10} fill="#cdb995" />
        <path d="M178,166 h44 v-4 h-44z M184,162 V150 h32 V162Z" fill={GRANITE} />
        <path d="M205,162 V150 h11 V162Z" fill={GRANITE_SHADE} />
        {/* the statue */}
        <g transform="translate(200 150) scale(0.85) translate(-200 -170)">
          <path d="M188,108 C186,92 184,76 182,64 L188,63 C190,76 193,92 195,106Z" fill={`url(#${copper})`} />
          <ellipse cx={185} cy={61} rx={3.6} ry={3} fill="#8fcab8" />
          <path d="M183,60 L182,50 L188,50 L187,60Z" fill={COPPER_DARK} />
          <path d="M179,50 H191 L189,46 H181Z" fill="#d8a640" />
          <path
            d="M185,46 C180,42 181,36 185,30 C186,35 190,38 189,42 C189,44 187,46 185,46Z"
            fill={`url(#${flame})`}
          />
          <path
            d="M187,104 C193,101 207,101 214,104 C219,116 221,132 221,146 C222,156 224,164 224,170 H176 C177,160 180,148 181,136 C182,124 184,112 187,104Z"
            fill={`url(#${copper})`}
          />
          <path
            d="M187,106 C196,118 206,130 218,142 M184,126 C186,142 186,156 184,170 M192,130 C194,146 195,158 194,170 M204,138 C206,150 208,160 210,170 M214,150 C216,158 218,164 218,170"
            fill="none"
            stroke={COPPER_DEEP}
            strokeWidth={1.1}
            opacity={0.7}
          />
          <path d="M176,170 q6,-3 12,0 q6,-3 12,0 q6,-3 12,0 q6,-3 12,0 v2 H176z" fill={COPPER_DARK} />
          <path d="M213,104 C219,112 222,122 220,132 L214,134 C214,124 212,114 209,106Z" fill={COPPER_DARK} />
          <path d="M210,112 L226,107 L231,138 L215,143Z" fill="#9fd2c0" />
          <path d="M226,107 L231,138 L229,139 L224,108Z" fill={COPPER_DEEP} />
          <path d="M214,123 L226,120" stroke={COPPER_DEEP} strokeWidth={0.8} />
          <rect x={197} y={96} width={6} height={8} fill="#7fbfae" />
          <ellipse cx={200} cy={92} rx={6.5} ry={7.5} fill="#8fcab8" />
          <path
            d="M200,85 a6.5,7.5 0 0 1 6.5,7.5 a6.5,7.5 0 0 1 -3,6.3 c1,-4 1,-9 -3.5,-13.8z"
            fill={COPPER_DARK}
            opacity={0.7}
          />
          <path d="M193,88 Q200,84 207,88 L207,90 Q200,87 193,90Z" fill={COPPER_DARK} />
          <path d={RAYS} fill="#8fcab8" stroke={COPPER_DARK} strokeWidth={0.4} />
          <g fill="none" stroke="#fff2c0" strokeWidth={0.9} strokeLinecap="round" opacity={0.8}>
            <path d="M185,26 v-4 M178,31 l-3,-3 M192,31 l3,-3" />
          </g>
        </g>
      </g>
    </ArtSvg>
  );
}
