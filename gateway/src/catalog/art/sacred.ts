/** Places of worship: a Hindu temple, a small shrine, a stupa, a mosque and a church. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { arches, dome, flag, n, roundDome, roundWindows, tree } from './shapes.js';

/** A curved shikhara tower of width w and height h, with its ribs, amalaka and pot on top. */
function shikhara(cx: number, y: number, w: number, h: number, fill: string, rib: string, top: string) {
  const r = w / 2;
  const ribs = [-0.5, 0, 0.5]
    .map(
      (f) =>
        `<path d="M${n(cx + f * r)},${y} Q${n(cx + f * r * 1.05)},${n(y - h * 0.6)} ${n(cx + f * r * 0.3)},${n(y - h * 0.95)}" stroke="${rib}" stroke-width="1.2" fill="none"/>`,
    )
    .join('');
  return `<path d="M${n(cx - r)},${y} C${n(cx - r)},${n(y - h * 0.55)} ${n(cx - r * 0.5)},${n(y - h * 0.9)} ${cx},${n(y - h)} C${n(cx + r * 0.5)},${n(y - h * 0.9)} ${n(cx + r)},${n(y - h * 0.55)} ${n(cx + r)},${y}Z" fill="${fill}"/>${ribs}<ellipse cx="${cx}" cy="${n(y - h - 2)}" rx="${n(w * 0.2)}" ry="3" fill="${rib}"/><path d="M${n(cx - 2.5)},${n(y - h - 4)} h5 l-1,-5 h-3z" fill="${top}"/>`;
}

const temple: KindDrawing = (p) =>
  `<rect x="110" y="${G - 14}" width="180" height="14" fill="${p.stoneShade}"/><rect x="120" y="${G - 22}" width="160" height="8" fill="${p.stoneMid}"/>
<rect x="126" y="${G - 60}" width="64" height="38" fill="${p.stone}"/>${shikhara(158, G - 60, 58, 34, p.stoneMid, p.stoneShade, p.gold)}
<rect x="196" y="${G - 78}" width="74" height="56" fill="${p.stone}"/>${shikhara(233, G - 78, 80, 92, p.stone, p.stoneShade, p.gold)}
${arches(140, G - 22, 3, 13, 9, 24, p.dark)}${arches(222, G - 22, 1, 0, 22, 38, p.dark)}
<rect x="120" y="${G - 62}" width="76" height="3" fill="${p.stoneShade}"/><rect x="192" y="${G - 80}" width="82" height="3" fill="${p.stoneShade}"/>
${flag(233, G - 176, 16, p.dark, p.accent)}`;

const shrine: KindDrawing = (p) =>
  `${tree(120, G, 34, p.green, p.dark)}<ellipse cx="120" cy="${G - 62}" rx="22" ry="16" fill="${p.greenDark}" opacity="0.5"/>
<rect x="170" y="${G - 10}" width="80" height="10" fill="${p.stoneShade}"/><rect x="180" y="${G - 16}" width="60" height="6" fill="${p.stoneMid}"/>
<rect x="188" y="${G - 56}" width="44" height="40" fill="${p.stone}"/><path d="M182,${G - 56} L210,${G - 92} L238,${G - 56}Z" fill="${p.accent}"/>
<path d="M210,${G - 92} v-10" stroke="${p.gold}" stroke-width="2"/><circle cx="210" cy="${G - 104}" r="3" fill="${p.gold}"/>
${arches(200, G - 16, 1, 0, 20, 30, p.dark)}<circle cx="210" cy="${G - 30}" r="2.5" fill="${p.gold}"/>
<path d="M262,${G} v-24 M258,${G - 24} h8" stroke="${p.dark}" stroke-width="2"/><ellipse cx="262" cy="${G - 28}" rx="3" ry="4" fill="${p.gold}"/>
<path d="M150,${G - 40} Q175,${G - 30} 188,${G - 44}" stroke="${p.gold}" stroke-width="1.5" fill="none" stroke-dasharray="3 3"/>`;

const PRAYER_COLOURS = ['#3b6fb6', '#f4f1e8', '#c8402f', '#4f8a4a', '#e9b949'];
function prayerFlags(x1: number, y1: number, x2: number, y2: number, count: number, line: string) {
  let f = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + Math.sin(t * Math.PI) * 10;
    f += `<rect x="${n(x - 2.5)}" y="${n(y)}" width="5" height="7" fill="${PRAYER_COLOURS[i % PRAYER_COLOURS.length]}"/>`;
  }
  return `<path d="M${x1},${y1} Q${n((x1 + x2) / 2)},${n((y1 + y2) / 2 + 20)} ${x2},${y2}" stroke="${line}" stroke-width="0.8" fill="none"/>${f}`;
}

const stupa: KindDrawing = (p) =>
  `<rect x="100" y="${G - 12}" width="200" height="12" fill="${p.stoneShade}"/><rect x="116" y="${G - 24}" width="168" height="12" fill="${p.stoneMid}"/>
${roundDome(200, G - 24, 150, 70, p.stone)}<path d="M140,${G - 52} Q200,${G - 40} 260,${G - 52}" stroke="${p.gold}" stroke-width="3" fill="none"/>
<rect x="186" y="${G - 110}" width="28" height="18" fill="${p.gold}"/><path d="M190,${G - 104} h20" stroke="${p.dark}" stroke-width="2"/><circle cx="195" cy="${G - 100}" r="1.6" fill="${p.dark}"/><circle cx="205" cy="${G - 100}" r="1.6" fill="${p.dark}"/>
<path d="M188,${G - 110} L200,${G - 170} L212,${G - 110}Z" fill="${p.gold}"/><path d="M192,${G - 124} h16 M194,${G - 136} h12 M196,${G - 148} h8" stroke="${p.stoneShade}" stroke-width="2"/>
<path d="M200,${G - 170} v-10" stroke="${p.gold}" stroke-width="2"/>
${prayerFlags(200, G - 168, 84, G - 4, 11, p.dark)}${prayerFlags(200, G - 168, 316, G - 4, 11, p.dark)}`;

function minaret(x: number, h: number, p: Parameters<KindDrawing>[0]) {
  return `<path d="M${x - 6},${G} L${x - 4.5},${G - h} H${x + 4.5} L${x + 6},${G}Z" fill="${p.stone}"/><rect x="${x - 8}" y="${G - h * 0.62}" width="16" height="3" fill="${p.stoneShade}"/><rect x="${x - 7}" y="${G - h}" width="14" height="3" fill="${p.stoneShade}"/><rect x="${x - 4}" y="${G - h - 8}" width="8" height="8" fill="${p.stone}"/>${dome(x, G - h - 8, 10, 12, p.stoneMid, p.gold)}`;
}

const mosque: KindDrawing = (p) =>
  `<rect x="120" y="${G - 56}" width="160" height="56" fill="${p.stone}"/><rect x="250" y="${G - 56}" width="30" height="56" fill="${p.stoneMid}"/>
${arches(132, G - 6, 5, 30, 16, 34, p.dark)}<rect x="116" y="${G - 60}" width="168" height="4" fill="${p.stoneShade}"/>
<rect x="170" y="${G - 76}" width="60" height="16" fill="${p.stone}"/>${dome(200, G - 76, 66, 64, p.stone, p.gold)}
${dome(146, G - 60, 26, 26, p.stoneMid, p.gold)}${dome(254, G - 60, 26, 26, p.stoneMid, p.gold)}
<path d="M196,${G - 160} a5,5 0 1 0 8,-4 a4,4 0 1 1 -8,4z" fill="${p.gold}"/>
${minaret(96, 140, p)}${minaret(304, 140, p)}`;

const church: KindDrawing = (p) =>
  `<rect x="170" y="${G - 70}" width="130" height="70" fill="${p.stone}"/><path d="M164,${G - 70} L235,${G - 108} L306,${G - 70}Z" fill="${p.stoneShade}"/>
${roundWindows(196, G - 22, 4, 24, 10, 26, p.dark)}<circle cx="258" cy="${G - 84}" r="8" fill="${p.gold}"/><circle cx="258" cy="${G - 84}" r="4" fill="${p.accent}"/>
<rect x="112" y="${G - 120}" width="50" height="120" fill="${p.stone}"/><rect x="148" y="${G - 120}" width="14" height="120" fill="${p.stoneMid}"/>
<path d="M108,${G - 120} L137,${G - 196} L166,${G - 120}Z" fill="${p.stoneShade}"/><path d="M137,${G - 196} v-18 M130,${G - 207} h14" stroke="${p.dark}" stroke-width="3"/>
${roundWindows(128, G - 84, 2, 12, 8, 22, p.dark)}<circle cx="137" cy="${G - 104}" r="7" fill="${p.stoneMid}"/>
<path d="M124,${G} v-26 a13,13 0 0 1 26,0 v26z" fill="${p.dark}"/>`;

export const SACRED = { temple, shrine, stupa, mosque, church } satisfies Record<string, KindDrawing>;
