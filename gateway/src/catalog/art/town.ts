/** Places in town: a museum, a historic house, a theatre, a station, a market, a street, a square. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { n, roundWindows, tree, windowGrid } from './shapes.js';

/** A classical front: steps, a row of columns and a triangular pediment. */
const museum: KindDrawing = (p) => {
  let cols = '';
  for (let i = 0; i < 6; i++)
    cols += `<rect x="${112 + i * 34}" y="${G - 100}" width="10" height="80" fill="${p.stone}"/>`;
  return `<rect x="90" y="${G - 100}" width="220" height="80" fill="${p.stoneShade}"/>${cols}
<rect x="96" y="${G - 108}" width="208" height="10" fill="${p.stone}"/><path d="M92,${G - 108} L200,${G - 150} L308,${G - 108}Z" fill="${p.stone}"/><path d="M116,${G - 112} L200,${G - 142} L284,${G - 112}Z" fill="${p.stoneMid}"/>
<rect x="84" y="${G - 20}" width="232" height="7" fill="${p.stone}"/><rect x="76" y="${G - 13}" width="248" height="7" fill="${p.stoneMid}"/><rect x="68" y="${G - 6}" width="264" height="6" fill="${p.stone}"/>
<path d="M186,${G - 20} v-30 h28 v30z" fill="${p.dark}"/><path d="M200,${G - 124} a6,6 0 1 0 0.1,0z" fill="${p.gold}"/>`;
};

/** An old townhouse: pitched roof and chimney, shuttered windows, door and a picket fence. */
const house: KindDrawing = (p) =>
  `<rect x="120" y="${G - 100}" width="160" height="100" fill="${p.stone}"/><path d="M108,${G - 100} L200,${G - 160} L292,${G - 100}Z" fill="${p.accent}"/><rect x="240" y="${G - 160}" width="16" height="34" fill="${p.stoneShade}"/>
${windowGrid(138, G - 88, 4, 2, 34, 18, p.dark)}<path d="M134,${G - 88} v18 M170,${G - 88} v18 M208,${G - 88} v18 M242,${G - 88} v18" stroke="${p.stoneShade}" stroke-width="4"/>
<path d="M188,${G} v-34 a12,12 0 0 1 24,0 v34z" fill="${p.dark}"/><circle cx="200" cy="${G - 130}" r="8" fill="${p.sun}"/>
<path d="M60,${G} v-18 M72,${G} v-18 M84,${G} v-18 M96,${G} v-18 M304,${G} v-18 M316,${G} v-18 M328,${G} v-18 M340,${G} v-18 M56,${G - 10} h44 M300,${G - 10} h44" stroke="${p.stone}" stroke-width="3"/>
${tree(340, G - 18, 20, p.green, p.dark)}`;

/** A playhouse front: a curved roof, a lit marquee, tall arched windows and the two masks. */
const theatre: KindDrawing = (p) =>
  `<rect x="90" y="${G - 110}" width="220" height="110" fill="${p.stone}"/><path d="M84,${G - 110} Q200,${G - 170} 316,${G - 110}Z" fill="${p.stoneShade}"/>
${roundWindows(110, G - 60, 5, 40, 20, 36, p.dark)}<rect x="100" y="${G - 56}" width="200" height="14" fill="${p.accent}"/>
<g fill="${p.sun}">${Array.from({ length: 12 }, (_, i) => `<circle cx="${108 + i * 17}" cy="${G - 49}" r="2"/>`).join('')}</g>
<path d="M120,${G} v-36 h40 v36z M180,${G} v-36 h40 v36z M240,${G} v-36 h40 v36z" fill="${p.dark}"/>
<circle cx="186" cy="${G - 134}" r="10" fill="${p.sun}"/><circle cx="214" cy="${G - 134}" r="10" fill="${p.gold}"/>
<path d="M181,${G - 130} q5,4 10,0 M209,${G - 128} q5,-4 10,0" stroke="${p.dark}" stroke-width="1.6" fill="none"/>`;

/** A train shed's arched roof and clock, with a train at the platform. */
const station: KindDrawing = (p) =>
  `<rect x="60" y="${G - 90}" width="280" height="90" fill="${p.stone}"/><path d="M60,${G - 90} Q200,${G - 170} 340,${G - 90}Z" fill="${p.stoneShade}"/>
<path d="M80,${G - 96} Q200,${G - 158} 320,${G - 96}" stroke="${p.stoneMid}" stroke-width="2" fill="none"/><path d="M200,${G - 156} V${G - 90} M140,${G - 140} l8,44 M260,${G - 140} l-8,44" stroke="${p.stoneMid}" stroke-width="1.5"/>
<circle cx="200" cy="${G - 110}" r="14" fill="${p.sun}" stroke="${p.dark}" stroke-width="2"/><path d="M200,${G - 110} v-9 M200,${G - 110} h6" stroke="${p.dark}" stroke-width="1.6"/>
<rect x="70" y="${G - 60}" width="260" height="46" fill="${p.dark}"/><rect x="60" y="${G - 50}" width="120" height="34" rx="6" fill="${p.accent}"/><rect x="184" y="${G - 50}" width="120" height="34" rx="4" fill="${p.accent}"/>
${windowGrid(70, G - 44, 6, 1, 18, 10, p.sun)}${windowGrid(192, G - 44, 6, 1, 18, 10, p.sun)}
<rect x="40" y="${G - 14}" width="320" height="14" fill="${p.stoneMid}"/><path d="M40,${G - 14} h320" stroke="${p.gold}" stroke-width="2"/>`;

/** Stalls in a row, each under a striped awning, their goods piled in front. */
const market: KindDrawing = (p) => {
  let stalls = '';
  const colours = [p.accent, p.gold, p.green, p.accent];
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 72;
    const c = colours[i] ?? p.accent;
    stalls += `<rect x="${x}" y="${G - 60}" width="64" height="60" fill="${p.stoneMid}"/><rect x="${x + 6}" y="${G - 54}" width="52" height="30" fill="${p.dark}"/>
<path d="M${x - 4},${G - 60} L${x + 6},${G - 84} H${x + 58} L${x + 68},${G - 60}Z" fill="${c}"/><path d="M${x + 14},${G - 84} l-6,24 M${x + 30},${G - 84} v24 M${x + 46},${G - 84} l4,24" stroke="${p.stone}" stroke-width="4"/>
<path d="M${x - 4},${G - 60} q9,8 18,0 q9,8 18,0 q9,8 18,0 q9,8 18,0" fill="${c}"/>
<g fill="${i % 2 ? p.gold : p.accent}"><circle cx="${x + 16}" cy="${G - 20}" r="6"/><circle cx="${x + 30}" cy="${G - 22}" r="6"/><circle cx="${x + 44}" cy="${G - 20}" r="6"/></g><rect x="${x + 4}" y="${G - 16}" width="56" height="16" fill="${p.stoneShade}"/>`;
  }
  return stalls;
};

/** A street running away from the eye between house fronts, with lamps and a shop sign. */
const street: KindDrawing = (p) =>
  `<path d="M0,${G + 78} L170,${G - 30} H230 L400,${G + 78}Z" fill="${p.stoneMid}"/><path d="M200,${G - 30} V${G + 78}" stroke="${p.stone}" stroke-width="3" stroke-dasharray="10 8"/>
<path d="M0,${G - 150} L170,${G - 90} V${G - 30} L0,${G + 40}Z" fill="${p.stone}"/><path d="M400,${G - 160} L230,${G - 94} V${G - 30} L400,${G + 40}Z" fill="${p.stoneShade}"/>
<path d="M20,${G - 110} v40 l30,-10 v-40z M80,${G - 92} v34 l24,-8 v-34z M130,${G - 76} v28 l18,-6 v-28z M380,${G - 116} v40 l-30,-10 v-40z M320,${G - 94} v34 l-24,-8 v-34z M270,${G - 78} v28 l-18,-6 v-28z" fill="${p.dark}"/>
<path d="M30,${G - 28} l30,-10 v18 l-30,10z" fill="${p.accent}"/><path d="M110,${G + 4} v-70 h10 M300,${G + 4} v-70 h-10" stroke="${p.dark}" stroke-width="3" fill="none"/><g fill="${p.sun}"><circle cx="122" cy="${G - 64}" r="5"/><circle cx="288" cy="${G - 64}" r="5"/></g>`;

/** An open paved square: buildings round it, a column in the middle, lamps and birds. */
const square: KindDrawing = (p) => {
  let paving = '';
  for (let i = 0; i <= 10; i++)
    paving += `M${n(200 + (i - 5) * 16)},${G - 24} L${n(200 + (i - 5) * 60)},${G + 60} `;
  return `<rect x="40" y="${G - 96}" width="110" height="72" fill="${p.stoneMid}"/><rect x="250" y="${G - 96}" width="110" height="72" fill="${p.stoneMid}"/><rect x="150" y="${G - 80}" width="100" height="56" fill="${p.stone}"/>
${roundWindows(52, G - 54, 5, 20, 10, 20, p.dark)}${roundWindows(262, G - 54, 5, 20, 10, 20, p.dark)}${windowGrid(160, G - 72, 6, 2, 15, 8, p.dark)}
<path d="M0,${G - 24} H400 V${G + 60} H0Z" fill="${p.stone}"/><path d="${paving.trim()} M60,${G} H340 M0,${G + 30} H400" stroke="${p.stoneShade}" stroke-width="1.2" fill="none"/>
<rect x="194" y="${G - 150}" width="12" height="136" fill="${p.stoneShade}"/><rect x="186" y="${G - 14}" width="28" height="10" fill="${p.stoneShade}"/><circle cx="200" cy="${G - 158}" r="9" fill="${p.gold}"/>
<path d="M120,${G + 10} v-50 M280,${G + 10} v-50" stroke="${p.dark}" stroke-width="2.5"/><g fill="${p.sun}"><circle cx="120" cy="${G - 42}" r="5"/><circle cx="280" cy="${G - 42}" r="5"/></g>
<path d="M150,${G + 30} q3,-4 6,0 M240,${G + 20} q3,-4 6,0 M260,${G + 36} q3,-4 6,0" stroke="${p.dark}" stroke-width="2" fill="none"/>`;
};

/** Any other sight: no building is claimed, only a map pin over the land and a signpost. */
const landmark: KindDrawing = (p) =>
  `${tree(90, G, 26, p.green, p.dark)}${tree(320, G, 22, p.green, p.dark)}
<path d="M200,${G - 20} C180,${G - 70} 160,${G - 90} 160,${G - 124} a40,40 0 0 1 80,0 C240,${G - 90} 220,${G - 70} 200,${G - 20}Z" fill="${p.accent}"/><circle cx="200" cy="${G - 124}" r="15" fill="${p.stone}"/>
<ellipse cx="200" cy="${G - 14}" rx="30" ry="6" fill="${p.dark}" opacity="0.35"/>
<path d="M270,${G} v-70" stroke="${p.dark}" stroke-width="4"/><path d="M272,${G - 66} h36 l8,8 l-8,8 h-36z M268,${G - 44} h-34 l-8,8 l8,8 h34z" fill="${p.stone}"/>`;

export const TOWN = { museum, house, theatre, station, market, street, square, landmark } satisfies Record<
  string,
  KindDrawing
>;
