import { ArtSvg, useArtId } from '../ArtSvg';
import type { ArtProps } from '../art-props';

const IRON = '#3b2940';
const IRON_LIGHT = '#7a5670';
const LAMP = '#ffd27a';

/** Right half of the tower outline, from the foot of the right leg round to the tip; mirrored for the left. */
const HALF = [
  'M200,24 L201,24 L201.5,36 L205,37 L205,46 L203.6,46',
  'C206,80 209,120 215,158 L218,158 L218,164 L216,164',
  'C219,178 223,190 227,197 L232,197 L232,205 L228.5,205',
  'C233,220 240,234 247,244 L226,244',
  'C224,226 214,212 200,209',
].join(' ');

function mirror(path: string): string {
  return path.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${400 - Number(x)},${y}`,
  );
}

const TOWER = `${HALF} ${mirror(HALF).replace(/^M/, 'L')} Z`;
const GAPS =
  'M200,170 C205,178 210,190 213,197 L187,197 C190,190 195,178 200,170Z M200,104 L203.5,157 L196.5,157Z';

/** Haussmann block: stone body, slate mansard roof, chimneys and a few lit windows. */
function Block({ x, w, h, base, lit }: { x: number; w: number; h: number; base: number; lit: number }) {
  const top = base - h;
  const cols = Math.max(2, Math.floor(w / 7));
  const rows = Math.max(1, Math.floor((h - 10) / 9));
  return (
    <g>
      <rect x={x} y={top} width={w} height={h} fill="#4a3352" />
      <path d={`M${x - 1},${top} L${x + 3},${top - 8} H${x + w - 3} L${x + w + 1},${top}Z`} fill="#33243c" />
      <rect x={x + 4} y={top - 12} width={3} height={5} fill="#33243c" />
      <rect x={x + w - 9} y={top - 11} width={4} height={4} fill="#33243c" />
      {Array.from({ length: rows * cols }, (_, i) => {
        const r = Math.floor(i / cols);
        const c = i % cols;
        const on = (i * 7 + lit) % 5 === 0;
        return (
          <rect
            key={i}
            x={x + 2.5 + c * ((w - 3) / cols)}
            y={top + 4 + r * 9}
            width={2.4}
            height={4}
            fill={on ? LAMP : '#5e4466'}
            opacity={on ? 0.9 : 1}
          />
        );
      })}
    </g>
  );
}

export function EiffelTower({ title, className }: ArtProps) {
  const id = useArtId();
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const river = `${id}-river`;
  const lattice = `${id}-lattice`;
  const tower = `${id}-tower`;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#232c55" />
          <stop offset="0.35" stopColor="#5a3f72" />
          <stop offset="0.6" stopColor="#b9577a" />
          <stop offset="0.78" stopColor="#ef8a58" />
          <stop offset="0.9" stopColor="#f8c56c" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffe6a8" stopOpacity="0.9" />
          <stop offset="0.4" stopColor="#ffb46b" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ff9a5c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={river} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8935f" />
          <stop offset="0.45" stopColor="#8d4d74" />
          <stop offset="1" stopColor="#2c2748" />
        </linearGradient>
        <pattern id={lattice} width={5} height={5} patternUnits="userSpaceOnUse">
          <path d="M0,0 L5,5 M5,0 L0,5" stroke={IRON_LIGHT} strokeWidth={0.45} />
        </pattern>
        <g id={tower}>
          <path d={TOWER} fill={IRON} fillRule="evenodd" />
          <path d={TOWER} fill={`url(#${lattice})`} opacity={0.75} />
          <path d={GAPS} fill="#e27f62" opacity={0.55} />
          <path d={mirror(HALF)} fill="none" stroke="#f3a86a" strokeWidth={0.8} opacity={0.6} />
          <path d="M168,197 H232 V205 H168Z M182,158 H218 V164 H182Z" fill={IRON} />
          <path d="M168,199 H232 M182,160 H218" stroke={LAMP} strokeWidth={0.6} opacity={0.8} />
          {Array.from({ length: 8 }, (_, i) => (
            <path
              key={i}
              d={`M${170 + i * 8},205 q4,5 8,0`}
              fill="none"
              stroke={IRON_LIGHT}
              strokeWidth={0.7}
            />
          ))}
          <path d="M200,24 V12" stroke={IRON} strokeWidth={1.2} />
        </g>
      </defs>

      <rect width={400} height={300} fill={`url(#${sky})`} />
      <g fill="#fff3da">
        {[
          [32, 22, 0.9],
          [78, 40, 0.6],
          [120, 16, 0.7],
          [282, 26, 0.8],
          [340, 48, 0.6],
          [372, 18, 0.9],
          [250, 12, 0.5],
        ].map(([x = 0, y = 0, r = 0]) => (
          <circle key={x} cx={x} cy={y} r={r} opacity={0.8} />
        ))}
      </g>
      <circle cx={118} cy={212} r={86} fill={`url(#${glow})`} />
      <circle cx={118} cy={214} r={17} fill="#ffe2a0" />
      <g fill="#f6a27a" opacity={0.5}>
        <rect x={20} y={150} width={110} height={3} rx={1.5} />
        <rect x={46} y={158} width={80} height={2.5} rx={1.25} />
        <rect x={262} y={136} width={120} height={3} rx={1.5} />
        <rect x={290} y={144} width={70} height={2.5} rx={1.25} />
      </g>

      {/* far skyline: Montmartre and Sacré-Cœur on the left, Les Invalides on the right */}
      <g fill="#8c5677" opacity={0.9}>
        <path d="M0,190 C16,180 34,176 56,178 C70,180 80,186 92,196 L92,244 L0,244Z" />
        <path d="M18,178 h30 v-8 h-30z M20,170 a4,5 0 0 1 8,0z M38,170 a4,5 0 0 1 8,0z M26,170 a7,10 0 0 1 14,0z M31.5,160 h3 v-6 h-3z" />
        <path d="M258,244 V216 h44 V244Z M268,216 v-9 h24 v9z M271,207 a9,12 0 0 1 18,0z M279,195 h2 v-10 h-2z" />
        <path d="M126,244 V230 h10 v-4 h14 v6 h12 v-3 h10 V244Z M228,244 V228 h12 v4 h10 v-6 h8 V244Z" />
      </g>
      <path d="M271,207 a9,12 0 0 1 18,0z" fill="#e0a35e" opacity={0.75} />
      <path d="M276,207 a4,11 0 0 1 4,-11" fill="none" stroke="#ffe0a0" strokeWidth={0.8} opacity={0.6} />

      {/* tower and its trees */}
      <use href={`#${tower}`} transform="translate(200 244) scale(0.88) translate(-200 -244)" />
      <g fill="#2d2035">
        {[150, 162, 176, 224, 238, 250].map((x, i) => (
          <circle key={x} cx={x} cy={240 - (i % 2) * 2} r={8 + (i % 3)} />
        ))}
      </g>

      {/* near Haussmann blocks */}
      <Block x={-2} w={34} h={54} base={246} lit={1} />
      <Block x={34} w={28} h={44} base={246} lit={3} />
      <Block x={64} w={38} h={36} base={246} lit={2} />
      <Block x={104} w={26} h={24} base={246} lit={4} />
      <Block x={302} w={36} h={40} base={246} lit={2} />
      <Block x={340} w={30} h={50} base={246} lit={1} />
      <Block x={372} w={30} h={42} base={246} lit={3} />

      {/* quai and river Seine */}
      <rect y={244} width={400} height={6} fill="#2b1f33" />
      <rect y={250} width={400} height={50} fill={`url(#${river})`} />
      <g opacity={0.28}>
        <use href={`#${tower}`} transform="translate(200 250) scale(0.88 -0.2) translate(-200 -244)" />
      </g>
      <g stroke="#ffd08a" strokeLinecap="round" opacity={0.75}>
        <path
          d="M66,256 h60 M80,262 h34 M90,268 h16 M170,258 h22 M220,266 h30 M300,256 h40 M316,274 h24"
          strokeWidth={1.2}
        />
      </g>
      <g>
        <path d="M236,284 h62 l-6,7 h-50z" fill="#231a2c" />
        <rect x={246} y={278} width={40} height={6} rx={1.5} fill="#3a2a44" />
        {[250, 258, 266, 274, 282].map((x) => (
          <rect key={x} x={x} y={279.5} width={4} height={2.5} fill={LAMP} />
        ))}
        <path d="M232,293 h72" stroke="#ffd08a" strokeWidth={0.8} opacity={0.5} />
      </g>
    </ArtSvg>
  );
}
