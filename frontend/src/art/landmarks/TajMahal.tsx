import { ArtSvg, useArtId } from '../ArtSvg';
import type { ArtProps } from '../art-props';

const MARBLE = '#fbf3ee';
const MARBLE_SHADE = '#e6d4da';
const MARBLE_DEEP = '#c9b0c0';
const SANDSTONE = '#b65a36';
const SANDSTONE_DEEP = '#8e4128';

/** Onion dome with a lotus finial, centred on x = 0, sitting on y = 0, `s` = half-width of its base. */
function domePath(cx: number, base: number, s: number, h: number): string {
  const bulge = s * 1.45;
  return [
    `M${cx - s},${base}`,
    `C${cx - bulge},${base - h * 0.25} ${cx - bulge},${base - h * 0.62} ${cx - s * 0.55},${base - h * 0.8}`,
    `C${cx - s * 0.2},${base - h * 0.88} ${cx},${base - h * 0.92} ${cx},${base - h}`,
    `C${cx},${base - h * 0.92} ${cx + s * 0.2},${base - h * 0.88} ${cx + s * 0.55},${base - h * 0.8}`,
    `C${cx + bulge},${base - h * 0.62} ${cx + bulge},${base - h * 0.25} ${cx + s},${base}Z`,
  ].join(' ');
}

function Minaret({ x, base, top, tone }: { x: number; base: number; top: number; tone: string }) {
  const h = base - top;
  const galleries = [0.3, 0.58, 0.84].map((f) => base - h * f);
  return (
    <g fill={tone}>
      <path d={`M${x - 5},${base} L${x - 3.6},${top} L${x + 3.6},${top} L${x + 5},${base}Z`} />
      <path
        d={`M${x},${base} L${x + 5},${base} L${x + 3.6},${top} L${x},${top}Z`}
        fill={MARBLE_SHADE}
        opacity={0.7}
      />
      {galleries.map((y) => (
        <rect key={y} x={x - 6.5} y={y} width={13} height={2.4} rx={0.8} />
      ))}
      <rect x={x - 4.5} y={top - 6} width={9} height={6} />
      <path d={domePath(x, top - 6, 4.6, 11)} />
      <path d={`M${x},${top - 17} v-4`} stroke={tone} strokeWidth={0.8} />
    </g>
  );
}

function Chhatri({ x, base }: { x: number; base: number }) {
  return (
    <g>
      <rect x={x - 8} y={base - 12} width={16} height={12} fill={MARBLE} />
      <path d={`M${x - 5},${base} v-8 h2.5 v8z M${x + 2.5},${base} v-8 h2.5 v8z`} fill={MARBLE_DEEP} />
      <rect x={x - 9} y={base - 13.5} width={18} height={2} fill={MARBLE_SHADE} />
      <path d={domePath(x, base - 13.5, 7, 15)} fill={MARBLE} />
    </g>
  );
}

function Arch({ x, y, w, h, fill }: { x: number; y: number; w: number; h: number; fill: string }) {
  const r = w / 2;
  return (
    <path
      d={`M${x},${y + h} V${y + r} Q${x},${y} ${x + r},${y - r * 0.4} Q${x + w},${y} ${x + w},${y + r} V${y + h}Z`}
      fill={fill}
    />
  );
}

export function TajMahal({ title, className }: ArtProps) {
  const id = useArtId();
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const water = `${id}-water`;
  const lawn = `${id}-lawn`;
  const pool = `${id}-pool`;
  const taj = `${id}-taj`;

  return (
    <ArtSvg title={title} className={className}>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b7a1c8" />
          <stop offset="0.45" stopColor="#f0b3b0" />
          <stop offset="0.8" stopColor="#fbd3bd" />
          <stop offset="1" stopColor="#fde8cf" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6e4" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#ffe3c4" stopOpacity="0.5" />
          <stop offset="1" stopColor="#ffd8b8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={water} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4c9c2" />
          <stop offset="1" stopColor="#9fb0c8" />
        </linearGradient>
        <linearGradient id={lawn} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9aa98a" />
          <stop offset="1" stopColor="#4d6b5c" />
        </linearGradient>
        <clipPath id={pool}>
          <path d="M186,214 L214,214 L262,300 L138,300Z" />
        </clipPath>
        <clipPath id={`${id}-dome`}>
          <path d={domePath(200, 126, 23, 76)} />
        </clipPath>
        <g id={taj}>
          {/* rear minarets, hazier */}
          <Minaret x={127} base={207} top={116} tone="#efe0e2" />
          <Minaret x={273} base={207} top={116} tone="#efe0e2" />
          {/* dome on its drum */}
          <rect x={178} y={126} width={44} height={20} fill={MARBLE} />
          <rect x={176} y={125} width={48} height={3} fill={MARBLE_SHADE} />
          <path d={domePath(200, 126, 23, 76)} fill={MARBLE} />
          <g clipPath={`url(#${id}-dome)`}>
            <ellipse cx={246} cy={98} rx={34} ry={56} fill={MARBLE_SHADE} />
            <ellipse cx={186} cy={86} rx={5} ry={18} fill="#fffaf6" />
          </g>
          <path d="M200,50 v-15" stroke={MARBLE_DEEP} strokeWidth={1.4} />
          <circle cx={200} cy={43} r={2.2} fill={MARBLE_DEEP} />
          <path d="M196.5,37 a3.5,3.5 0 1 0 7,0" fill="none" stroke={MARBLE_DEEP} strokeWidth={1} />
          <Chhatri x={160} base={150} />
          <Chhatri x={240} base={150} />
          {/* main hall: front face and chamfered corners */}
          <path d="M150,150 H250 V206 H150Z" fill={MARBLE} />
          <path d="M138,156 L150,150 V206 L138,206Z M262,156 L250,150 V206 L262,206Z" fill={MARBLE_SHADE} />
          {[150, 180, 220, 250].map((x) => (
            <path key={x} d={`M${x - 1},150 V140 L${x},136 L${x + 1},140 V150Z`} fill={MARBLE_DEEP} />
          ))}
          {/* pishtaq and great iwan */}
          <rect x={178} y={138} width={44} height={68} fill={MARBLE} />
          <rect x={178} y={138} width={44} height={68} fill="none" stroke={MARBLE_SHADE} strokeWidth={1.2} />
          <Arch x={186} y={156} w={28} h={50} fill={MARBLE_DEEP} />
          <Arch x={191} y={170} w={18} h={36} fill="#a88aa3" />
          {/* side bays, two storeys */}
          {[157, 228].map((x) => (
            <g key={x}>
              <Arch x={x} y={160} w={15} h={16} fill={MARBLE_SHADE} />
              <Arch x={x} y={184} w={15} h={22} fill={MARBLE_SHADE} />
            </g>
          ))}
          {[141, 253].map((x) => (
            <g key={x} opacity={0.8}>
              <Arch x={x} y={163} w={7} h={13} fill={MARBLE_DEEP} />
              <Arch x={x} y={186} w={7} h={20} fill={MARBLE_DEEP} />
            </g>
          ))}
          {/* plinth */}
          <rect x={96} y={205} width={208} height={10} fill={MARBLE_SHADE} />
          <rect x={96} y={205} width={208} height={2} fill={MARBLE} />
          {Array.from({ length: 17 }, (_, i) => (
            <rect
              key={i}
              x={101 + i * 12}
              y={209}
              width={5}
              height={6}
              rx={2.5}
              fill={MARBLE_DEEP}
              opacity={0.6}
            />
          ))}
          {/* front minarets */}
          <Minaret x={106} base={214} top={112} tone={MARBLE} />
          <Minaret x={294} base={214} top={112} tone={MARBLE} />
        </g>
      </defs>

      <rect width={400} height={300} fill={`url(#${sky})`} />
      <circle cx={318} cy={168} r={90} fill={`url(#${glow})`} />
      <circle cx={318} cy={176} r={17} fill="#fff4e2" />
      <g fill="none" stroke="#7d6a86" strokeWidth={1} strokeLinecap="round" opacity={0.6}>
        <path d="M62,62 q4,-4 8,0 q4,-4 8,0" />
        <path d="M84,48 q3,-3 6,0 q3,-3 6,0" />
        <path d="M330,74 q3,-3 6,0 q3,-3 6,0" />
      </g>

      {/* hazy tree line and red sandstone mosque / jawab */}
      <path
        d="M0,150 C80,140 120,152 200,146 C280,140 330,150 400,144 V160 H0Z"
        fill="#fbe3d2"
        opacity={0.5}
      />
      <path
        d="M40,110 C90,104 150,112 190,108"
        stroke="#fde9dc"
        strokeWidth={3}
        strokeLinecap="round"
        fill="none"
        opacity={0.45}
      />
      <g fill="#b796a4" opacity={0.85}>
        {[8, 26, 44, 62, 80, 98, 302, 320, 338, 356, 374, 392].map((x, i) => (
          <circle key={x} cx={x} cy={200 - (i % 3) * 3} r={11 + (i % 2) * 3} />
        ))}
        <rect y={198} width={400} height={16} />
      </g>
      {[18, 322].map((a) => {
        const b = a + 60;
        return (
          <g key={a}>
            <rect x={a} y={190} width={b - a} height={24} fill={SANDSTONE} />
            {[0.25, 0.5, 0.75].map((f) => (
              <path
                key={f}
                d={domePath(a + (b - a) * f, 190, f === 0.5 ? 7 : 4.5, f === 0.5 ? 15 : 10)}
                fill={MARBLE}
              />
            ))}
            {[0.2, 0.5, 0.8].map((f) => (
              <Arch key={f} x={a + (b - a) * f - 4} y={199} w={8} h={15} fill={SANDSTONE_DEEP} />
            ))}
            <rect x={a - 2} y={186} width={3} height={28} fill={SANDSTONE_DEEP} />
            <rect x={b - 1} y={186} width={3} height={28} fill={SANDSTONE_DEEP} />
          </g>
        );
      })}

      <use href={`#${taj}`} />

      {/* gardens, pool and its reflection */}
      <rect y={214} width={400} height={86} fill={`url(#${lawn})`} />
      <path
        d="M0,232 L160,218 L172,218 L0,262Z M400,232 L240,218 L228,218 L400,262Z"
        fill="#b9c29f"
        opacity={0.25}
      />
      <path d="M182,214 L218,214 L276,300 L124,300Z" fill="#efe4e0" />
      <path d="M186,214 L214,214 L262,300 L138,300Z" fill={`url(#${water})`} />
      <g clipPath={`url(#${pool})`} opacity={0.45}>
        <use href={`#${taj}`} transform="translate(0 214) scale(1 -0.62) translate(0 -214)" />
      </g>
      <g stroke="#fff8f0" strokeLinecap="round" opacity={0.55}>
        <path d="M190,232 h16 M176,252 h22 M206,262 h18 M168,278 h28 M210,290 h30" strokeWidth={1.2} />
      </g>
      {Array.from({ length: 6 }, (_, i) => {
        const t = (i + 0.6) / 6;
        const y = 214 + t * t * 86;
        return <circle key={i} cx={200} cy={y} r={0.8 + t * 1.8} fill="#fffaf2" opacity={0.8} />;
      })}

      {/* cypress avenues, growing toward the viewer */}
      {Array.from({ length: 7 }, (_, i) => {
        const t = (i + 1) / 7;
        const y = 216 + t * t * 84;
        const h = 8 + t * t * 58;
        const w = h * 0.22;
        const off = 24 + t * t * 92;
        return [200 - off, 200 + off].map((x, side) => (
          <g key={`${i}-${side}`}>
            <path
              d={`M${x},${y - h} C${x + w},${y - h * 0.55} ${x + w},${y - h * 0.1} ${x},${y} C${x - w},${y - h * 0.1} ${x - w},${y - h * 0.55} ${x},${y - h}Z`}
              fill="#2f5a4f"
            />
            <path
              d={`M${x},${y - h} C${x + w},${y - h * 0.55} ${x + w},${y - h * 0.1} ${x},${y}Z`}
              fill="#43796a"
            />
          </g>
        ));
      })}
    </ArtSvg>
  );
}
