import { ArtSvg, useArtId } from '../ArtSvg';
import type { ArtProps } from '../art-props';

const STONE_LIGHT = '#f3c98a';
const STONE = '#dfa766';
const STONE_SHADE = '#b97d45';
const OPENING = '#8a4f2c';
const DOME = '#f7e7c6';

/** Rajput chhatri: open pavilion on four pillars under a shallow dome with a finial. */
function Chhatri({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  const w = 14 * s;
  return (
    <g>
      <rect x={x - w / 2} y={y - 9 * s} width={w} height={9 * s} fill={STONE_LIGHT} />
      <rect x={x - w / 2 + 2.5 * s} y={y - 7 * s} width={3.5 * s} height={7 * s} fill={OPENING} />
      <rect x={x + w / 2 - 6 * s} y={y - 7 * s} width={3.5 * s} height={7 * s} fill={OPENING} />
      <path
        d={`M${x - w / 2 - 2 * s},${y - 9 * s} Q${x},${y - 12 * s} ${x + w / 2 + 2 * s},${y - 9 * s}Z`}
        fill={STONE_SHADE}
      />
      <path
        d={`M${x - w / 2 + 1 * s},${y - 10.5 * s} C${x - w / 2 + 1 * s},${y - 19 * s} ${x + w / 2 - 1 * s},${y - 19 * s} ${x + w / 2 - 1 * s},${y - 10.5 * s}Z`}
        fill={DOME}
      />
      <path d={`M${x},${y - 17.5 * s} v${-4 * s}`} stroke={STONE_SHADE} strokeWidth={0.9 * s} />
    </g>
  );
}

/** Row of small arched windows along a facade. */
function Windows({ x0, x1, y, h, step }: { x0: number; x1: number; y: number; h: number; step: number }) {
  const n = Math.floor((x1 - x0) / step);
  return (
    <g fill={OPENING}>
      {Array.from({ length: n }, (_, i) => (
        <path key={i} d={`M${x0 + i * step + 2},${y + h} v${-h + 1.6} a1.6,1.6 0 0 1 3.2,0 v${h - 1.6}z`} />
      ))}
    </g>
  );
}

/** Crenellated rampart following a ridge line. */
function Rampart({ d }: { d: string }) {
  return (
    <g fill="none" strokeLinejoin="round">
      <path d={d} stroke="#a7683e" strokeWidth={3.2} />
      <path d={d} stroke="#e2ac6c" strokeWidth={1.4} strokeDasharray="1.6 1.4" transform="translate(0 -2)" />
    </g>
  );
}

export function AmberFort({ title, className }: ArtProps) {
  const id = useArtId();
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const lake = `${id}-lake`;
  const fort = `${id}-fort`;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e58f5c" />
          <stop offset="0.4" stopColor="#f4b877" />
          <stop offset="0.7" stopColor="#fbdca4" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff4d0" stopOpacity="0.95" />
          <stop offset="0.3" stopColor="#ffe2a0" stopOpacity="0.5" />
          <stop offset="1" stopColor="#ffd08a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={lake} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9b77a" />
          <stop offset="0.5" stopColor="#5d8d86" />
          <stop offset="1" stopColor="#0d5c63" />
        </linearGradient>
        <g id={fort}>
          {/* lower terraces and curtain wall */}
          <path d="M104,214 V184 H146 V176 H364 V214Z" fill={STONE} />
          <path d="M300,214 V176 H364 V214Z" fill={STONE_SHADE} opacity={0.6} />
          <Windows x0={150} x1={360} y={182} h={5} step={9} />
          <Windows x0={110} x1={146} y={192} h={5} step={9} />
          <rect x={104} y={198} width={260} height={2} fill={STONE_SHADE} />
          {/* main palace */}
          <path d="M150,176 V140 H338 V176Z" fill={STONE_LIGHT} />
          <path d="M286,176 V140 H338 V176Z" fill={STONE} />
          <Windows x0={156} x1={336} y={145} h={6} step={10} />
          <Windows x0={156} x1={336} y={164} h={6} step={10} />
          {[176, 226, 262, 312].map((x) => (
            <g key={x}>
              <rect x={x - 8} y={150} width={16} height={12} fill={DOME} />
              <path d={`M${x - 10},151 Q${x},145 ${x + 10},151Z`} fill={STONE_SHADE} />
              <rect x={x - 5} y={153} width={10} height={7} fill={OPENING} opacity={0.8} />
            </g>
          ))}
          <rect x={148} y={138} width={192} height={3} fill={STONE_SHADE} />
          {/* upper pavilions with chhatris */}
          <path d="M168,140 V118 H236 V140Z M266,140 V112 H324 V140Z" fill={STONE_LIGHT} />
          <path d="M306,140 V112 H324 V140Z" fill={STONE} />
          <Windows x0={172} x1={234} y={124} h={7} step={8} />
          <Windows x0={270} x1={322} y={118} h={8} step={8} />
          <Chhatri x={172} y={118} />
          <Chhatri x={202} y={118} s={1.3} />
          <Chhatri x={232} y={118} />
          <Chhatri x={270} y={112} />
          <Chhatri x={295} y={112} s={1.4} />
          <Chhatri x={320} y={112} />
          <Chhatri x={150} y={140} s={0.9} />
          <Chhatri x={342} y={140} s={0.9} />
          <Chhatri x={104} y={184} s={0.8} />
          <Chhatri x={364} y={176} s={0.8} />
        </g>
      </defs>

      <rect width={400} height={300} fill={`url(#${sky})`} />
      <circle cx={70} cy={112} r={80} fill={`url(#${glow})`} />
      <circle cx={70} cy={112} r={19} fill="#fff2cf" />
      <g fill="none" stroke="#8a4f3a" strokeWidth={1} strokeLinecap="round" opacity={0.5}>
        <path d="M118,62 q3,-3 6,0 q3,-3 6,0" />
        <path d="M136,50 q2.5,-2.5 5,0 q2.5,-2.5 5,0" />
        <path d="M300,54 q3,-3 6,0 q3,-3 6,0" />
      </g>

      {/* Aravalli ridges with ramparts snaking along the crests */}
      <path
        d="M0,140 C40,120 70,96 110,92 C150,88 170,110 210,104 C260,96 290,74 330,78 C360,80 380,96 400,100 V220 H0Z"
        fill="#dca287"
      />
      <Rampart d="M6,137 C40,118 70,96 110,93 C150,89 170,111 210,105 C260,97 290,75 330,79 C360,81 380,97 400,101" />
      <path d="M316,80 v-12 h6 v-6 h8 v6 h12 v12z" fill="#c0856a" />
      <path d="M322,62 h8 v-2 h-8z" fill="#a7683e" />
      <path
        d="M0,178 C30,160 60,150 96,150 C130,150 150,170 180,166 C230,160 260,140 300,138 C340,136 370,150 400,160 V220 H0Z"
        fill="#b9785c"
      />
      <Rampart d="M0,177 C30,160 60,151 96,151 C130,151 150,171 180,167 C230,161 260,141 300,139 C340,137 370,151 400,161" />
      {[96, 180, 300].map((x, i) => (
        <rect key={x} x={x - 4} y={[145, 160, 132][i]} width={8} height={9} rx={1.5} fill="#a7683e" />
      ))}
      <path
        d="M0,204 C30,198 60,184 104,176 C150,170 300,168 370,172 C386,176 396,184 400,190 V216 H0Z"
        fill="#9a5d47"
      />

      <g transform="translate(236 192) scale(0.9) translate(-236 -214)">
        <use href={`#${fort}`} />
      </g>
      <path
        d="M0,216 C20,210 50,204 80,200 C100,196 110,194 130,193 C200,190 300,190 350,191 C376,194 394,202 410,216Z"
        fill="#7d4a3b"
      />
      <g fill="#5f6b3e">
        {[144, 160, 196, 252, 270, 338, 356, 384, 20, 52].map((x, i) => (
          <ellipse key={x} cx={x} cy={x < 100 ? 212 - i : 200 + (i % 3) * 3} rx={5 + (i % 2) * 2} ry={3.2} />
        ))}
      </g>
      <path
        d="M130,200 l10,-4 l8,5 M220,198 l12,-3 l6,4 M300,200 l9,-3 l10,5"
        stroke="#5e3429"
        strokeWidth={1}
        fill="none"
      />
      <Rampart d="M130,182 C116,188 104,190 96,195 L116,200 C90,205 60,210 30,216" />
      <rect x={91} y={189} width={8} height={9} rx={1.5} fill="#a7683e" />
      {/* Maota Lake with the fort's reflection */}
      <rect y={214} width={400} height={86} fill={`url(#${lake})`} />
      <g opacity={0.22}>
        <use href={`#${fort}`} transform="translate(236 216) scale(0.9 -0.56) translate(-236 -214)" />
      </g>
      <g stroke="#fff0cf" strokeLinecap="round" opacity={0.55} strokeWidth={1.2}>
        <path d="M40,222 h40 M56,230 h22 M200,228 h50 M260,240 h30 M320,232 h40 M300,280 h60 M150,290 h30" />
      </g>

      {/* Kesar Kyari saffron garden terraces */}
      <g>
        <path d="M40,266 L66,250 H170 L150,266Z" fill="#8a5a34" />
        <path d="M44,263 L68,248 H166 L146,263Z" fill={STONE_LIGHT} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <path d={`M${78 + i * 28},256 l9,-5 l9,5 l-9,5z`} fill="#4f7d46" />
            <path d={`M${84 + i * 28},256 l3,-2 l3,2 l-3,2z`} fill="#e9b949" />
          </g>
        ))}
      </g>
      <path d="M0,300 V278 C40,270 80,276 120,288 C140,294 150,298 160,300Z" fill="#5a3328" />
      <path d="M400,300 V270 C370,266 340,276 320,290 L312,300Z" fill="#5a3328" />
    </ArtSvg>
  );
}
